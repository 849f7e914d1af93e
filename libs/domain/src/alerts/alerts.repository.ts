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
  abstract list(userId: string): Promise<SavedView[]>;
  abstract find(userId: string, id: string): Promise<SavedView | null>;
  /** 'name_taken' when the user has a view of that name, 'limit' when they have `limit` views already. */
  abstract create(userId: string, input: SavedViewInput, limit: number): Promise<SavedView | 'name_taken' | 'limit'>;
  abstract update(userId: string, id: string, patch: Partial<SavedViewInput>): Promise<SavedView | 'name_taken' | null>;
  abstract delete(userId: string, id: string): Promise<boolean>;
  /** Every view that has at least one enabled rule (the evaluator's groups). */
  abstract findWithRules(): Promise<SavedView[]>;
}

export abstract class AlertRuleRepository {
  abstract list(userId: string): Promise<AlertRule[]>;
  abstract create(userId: string, input: AlertRuleInput, limit: number): Promise<AlertRule | 'limit'>;
  abstract update(userId: string, id: string, patch: Partial<AlertRuleInput>): Promise<AlertRule | null>;
  abstract delete(userId: string, id: string): Promise<boolean>;
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
  abstract setEnabled(userId: string, id: string, enabled: boolean): Promise<Webhook | null>;
  abstract findForDelivery(userId: string): Promise<(Webhook & { secret: string })[]>;
  /** Counts a failed delivery; disables the webhook with `reason` once failures reach `disableAfter`. */
  abstract recordFailure(id: string, reason: string, disableAfter: number): Promise<void>;
  abstract recordSuccess(id: string): Promise<void>;
}

export interface DeliveryRecord {
  alertId: string;
  userId: string;
  channel: AlertChannelKind;
  delivered: boolean;
  reason: string | null;
  attempts: number;
}

export interface HistoryEntry {
  alertId: string;
  channel: AlertChannelKind;
  delivered: boolean;
  reason: string | null;
  attempts: number;
  at: string;
  alert: AlertMessage;
}

/** Port of sent alerts, their keys' last state and every channel's delivery (the history). */
export abstract class AlertLogRepository {
  abstract loadKeys(): Promise<Map<string, AlertKeyState>>;
  /** Stores the alert and its key's state in one statement. */
  abstract recordAlert(message: AlertMessage, ruleId: string | null, key: string | null, state: AlertKeyState | null): Promise<void>;
  /** Alerts of each rule sent since its `since` (the start of the rule's local day), by rule id. */
  abstract countsSince(rules: readonly { ruleId: string; since: Date }[]): Promise<Map<string, number>>;
  abstract recordDelivery(record: DeliveryRecord): Promise<void>;
  abstract history(userId: string, limit: number): Promise<HistoryEntry[]>;
}
