import type {
  AlertRule,
  AlertRuleInput,
  FairPriceMethod,
  HistoryEntry,
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

/**
 * `POST /api/users/me/alerts/test` and `POST /api/users/me/channels/{kind}/test`: the test alert
 * is stored and sent in the background (202), its outcome read in the history; 200 with
 * `queued: false` when the channel is not set up.
 */
export type TestAlertReply =
  | { queued: true; alertId: string; deliveryIds: string[] }
  | { queued: false; reason: string };

/**
 * `POST /api/users/me/alert-rules`: a rule on one of the user's views (`viewId`), or on the
 * dashboard's current filters (`view`: the view of those filters is found, or saved for them).
 */
export type CreateAlertRuleBody = Partial<Omit<AlertRuleInput, 'viewId'>> &
  Pick<AlertRuleInput, 'minTotalEv'> &
  ({ viewId: string; view?: never } | { viewId?: never; view: { query: string; fairMethod?: FairPriceMethod | null } });

/** `GET /api/users/me/views`. */
export interface SavedViewsResponse {
  views: SavedViewJson[];
}

/** `POST` and `PATCH /api/users/me/views[/:id]`: the view as stored. */
export interface SavedViewResponse {
  view: SavedViewJson;
}

/** `GET /api/users/me/alert-rules`. */
export interface AlertRulesResponse {
  rules: AlertRuleJson[];
}

/** `POST` and `PATCH /api/users/me/alert-rules[/:id]`: the rule as stored. */
export interface AlertRuleResponse {
  rule: AlertRuleJson;
}

/** `GET /api/users/me/webhooks` (secrets are never answered). */
export interface WebhooksResponse {
  webhooks: WebhookJson[];
}

/** `POST` and `PATCH /api/users/me/webhooks[/:id]`: the webhook as stored, without its secret. */
export interface WebhookResponse {
  webhook: WebhookJson;
}

/** `GET /api/users/me/alerts/history`: the user's notification history, newest first. */
export interface AlertHistoryResponse {
  history: HistoryEntry[];
}
