/** A user changed their saved views or alert rules: every instance's evaluator reads the rules again (docs/product.md §10). */
export interface AlertRulesChangedEvent {
  userId: string;
}

/** Deliveries were stored (new alerts, a test, a channel fixed): the leader's worker sends them now (docs/product.md §10). */
export type AlertDeliveriesQueuedEvent = Record<string, never>;

/**
 * Deliveries of these users were tried: their history (and a test's outcome) is new; sent to
 * their browsers only. At most `ALERT_EVENT_USERS` ids, so a notification stays small.
 */
export interface AlertDeliveriesChangedEvent {
  userIds: string[];
}

/** User ids one `alert_deliveries_changed` carries (36 characters each: well under a notification's 8 KB). */
export const ALERT_EVENT_USERS = 100;
