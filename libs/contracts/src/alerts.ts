import type {
  AlertRule,
  FairPriceMethod,
  SavedView,
  Webhook,
} from '@overlay/domain';

/** What the api answers for a saved view, an alert rule and a webhook: the domain type without the owner. */
export type SavedViewJson = Omit<SavedView, 'userId'>;
export type AlertRuleJson = Omit<AlertRule, 'userId'>;
export type WebhookJson = Omit<Webhook, 'userId'>;

/** `POST /api/users/me/views` (and the fields `PATCH /api/users/me/views/:id` may change). */
export interface SaveViewBody {
  name: string;
  query: string;
  fairMethod?: FairPriceMethod | null;
  isDefault?: boolean;
}
