import type { Transaction } from '../common/transaction.port';
import type { FairPriceMethod } from '../betting/betting-settings';
import type { AlertChannelKind, AlertMessage } from './alert-delivery';
import type { AlertKeyState } from './alert-evaluation';
import type { AlertRule, AlertRuleInput } from './alert-rule';
import type { SavedView } from './saved-view';
import type { UserRole } from '../user/user-role';

/** An enabled rule of an active user, with its owner's role (what the alert may link to). */
export interface EnabledAlertRule extends AlertRule {
  ownerRole: UserRole;
}

export interface SavedViewInput {
  name: string;
  query: string;
  fairMethod: FairPriceMethod | null;
  isDefault: boolean;
}

/** Port of saved views; every call is scoped to its user (another user's view is missing). */
export abstract class SavedViewRepository {
  abstract list(userId: string, tx?: Transaction): Promise<SavedView[]>;
  abstract find(userId: string, id: string, tx?: Transaction): Promise<SavedView | null>;
  /** 'name_taken' when the user has a view of that name, 'limit' when they have `limit` views already. */
  abstract create(userId: string, input: SavedViewInput, limit: number, tx?: Transaction): Promise<SavedView | 'name_taken' | 'limit'>;
  abstract update(userId: string, id: string, patch: Partial<SavedViewInput>, tx?: Transaction): Promise<SavedView | 'name_taken' | null>;
  abstract delete(userId: string, id: string, tx?: Transaction): Promise<boolean>;
  /** Every view that has at least one enabled rule (the evaluator's groups). */
  abstract findWithRules(): Promise<SavedView[]>;
}

export abstract class AlertRuleRepository {
  abstract list(userId: string): Promise<AlertRule[]>;
  abstract create(userId: string, input: AlertRuleInput, limit: number, tx?: Transaction): Promise<AlertRule | 'limit'>;
  abstract update(userId: string, id: string, patch: Partial<AlertRuleInput>, tx?: Transaction): Promise<AlertRule | null>;
  abstract delete(userId: string, id: string, tx?: Transaction): Promise<boolean>;
  /** Enabled rules of active users only: a deactivated user gets no alerts. */
  abstract findEnabled(): Promise<EnabledAlertRule[]>;
}

/** A webhook endpoint; the secret never leaves the repository's `findForDelivery`. */
export interface Webhook {
  id: string;
  userId: string;
  url: string;
  enabled: boolean;
  consecutiveFailures: number;
  disabledReason: string | null;
  createdAt: string;
}

export abstract class WebhookRepository {
  abstract list(userId: string): Promise<Webhook[]>;
  abstract create(userId: string, url: string, secret: string, limit: number): Promise<Webhook | 'limit'>;
  abstract delete(userId: string, id: string): Promise<boolean>;
  abstract setEnabled(userId: string, id: string, enabled: boolean, tx?: Transaction): Promise<Webhook | null>;
  abstract findForDelivery(userId: string): Promise<(Webhook & { secret: string })[]>;
  /** The enabled webhooks of many users (a claimed batch's), by user; users without any are absent. */
  abstract findForDeliveryOf(userIds: readonly string[]): Promise<Map<string, (Webhook & { secret: string })[]>>;
  /** Counts a failed delivery; disables the webhook with `reason` once failures reach `disableAfter`. True when it is off. */
  abstract recordFailure(id: string, reason: string, disableAfter: number): Promise<boolean>;
  abstract recordSuccess(id: string): Promise<void>;
}

/** Where a stored delivery stands (docs/product.md §10, "Delivery"). */
export type DeliveryState = 'pending' | 'held' | 'delivered' | 'failed';

export interface HistoryEntry {
  alertId: string;
  deliveryId: string;
  channel: AlertChannelKind;
  /** The webhook's address for a webhook delivery, else null. */
  target: string | null;
  state: DeliveryState;
  delivered: boolean;
  /** Why it failed, why it waits (the last try's failure), or why it is held. */
  reason: string | null;
  attempts: number;
  /** When it was delivered or last tried, else when the alert was made. */
  at: string;
  /** How many alerts the message that delivered it carried (1, or a digest's count). */
  digestSize: number;
  alert: AlertMessage;
}

/** An alert a rule makes now, with what its opportunity's stored state becomes if it is sent. */
export interface NewAlert {
  message: AlertMessage;
  ruleId: string;
  key: string;
  /** The rule's step: the stored state refuses the alert unless EV rose by it (or it was below). */
  evStep: number;
  state: AlertKeyState;
}

/** Port of sent alerts and their opportunities' last state (docs/product.md §10). */
export abstract class AlertLogRepository {
  /** Every opportunity's state, by rule id then key. */
  abstract loadKeys(): Promise<Map<string, Map<string, AlertKeyState>>>;
  /**
   * Stores the alerts whose opportunity's stored state still lets them go (first time, EV up by
   * the step, or back after falling below: checked in the same statement, so two instances
   * evaluating at once send an opportunity once), each with one stored delivery per channel of
   * `channels` its user has set up, due at `now` (held where the channel needs attention). Returns the ids stored.
   */
  abstract recordAlerts(alerts: readonly NewAlert[], channels: readonly AlertChannelKind[], now: Date): Promise<Set<string>>;
  /** These opportunities fell below their rule: qualifying again alerts again. */
  abstract markBelow(entries: readonly { ruleId: string; key: string }[]): Promise<void>;
  /** Forgets the opportunities of races that started before `before`; returns how many. */
  abstract pruneKeys(before: Date): Promise<number>;
  /** Alerts of each rule sent since its `since` (the start of the rule's local day), by rule id. */
  abstract countsSince(rules: readonly { ruleId: string; since: Date }[]): Promise<Map<string, number>>;
  abstract history(userId: string, limit: number): Promise<HistoryEntry[]>;
}
