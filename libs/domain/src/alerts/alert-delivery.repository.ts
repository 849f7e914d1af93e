import type { Transaction } from '../common/transaction.port';
import type { AlertChannelKind, AlertMessage } from './alert-delivery';

/** One stored delivery of an alert through one channel (and one webhook), as the worker takes it. */
export interface DeliveryJob {
  id: string;
  alertId: string;
  userId: string;
  channel: AlertChannelKind;
  /** The webhook endpoint of a webhook delivery; null for the user's own channels. */
  targetId: string | null;
  attempts: number;
  /** The race's start: after it the alert is worth nothing and is no longer tried. */
  expiresAt: Date;
  message: AlertMessage;
}

/** What became of a delivery after one try (a digest settles all its deliveries alike). */
export interface DeliverySettlement {
  id: string;
  state: 'delivered' | 'pending' | 'failed';
  reason: string | null;
  /** When to try again (state pending). */
  nextAttemptAt: Date | null;
  /** The delivery that carried it when it went out in a digest (its own id otherwise). */
  digestId: string | null;
}

/** A channel (or one webhook) of a user: where deliveries are held while it needs attention. */
export interface DeliveryDestination {
  userId: string;
  channel: AlertChannelKind;
  targetId: string | null;
}

/**
 * Port of the stored deliveries (docs/product.md §10, "Delivery"): each (alert, channel) is a
 * row tried until it is delivered, refused, or its race starts, across restarts and leaders.
 */
export abstract class AlertDeliveryRepository {
  /** A test alert through one channel (every webhook for 'webhook'), due at `now`; returns its delivery ids (none: not set up). */
  abstract enqueueTest(message: AlertMessage, channel: AlertChannelKind, now: Date, tx?: Transaction): Promise<string[]>;
  /** Takes up to `limit` deliveries due at `now` for `leaseMs` (no other worker takes them meanwhile). */
  abstract claimDue(now: Date, limit: number, leaseMs: number): Promise<DeliveryJob[]>;
  /** Gives deliveries back untried, due again at `until` (a destination's pace). */
  abstract defer(ids: readonly string[], until: Date): Promise<void>;
  /** Records one try of each delivery; a try counts once per delivery. */
  abstract settle(results: readonly DeliverySettlement[]): Promise<void>;
  /** Deliveries whose race started while pending or held fail with that reason; returns how many, per channel. */
  abstract expire(now: Date): Promise<Partial<Record<AlertChannelKind, number>>>;
  /** The earliest time a pending delivery is due, or null. */
  abstract nextDueAt(): Promise<Date | null>;
  /**
   * The destination refuses for good: it needs the user's attention (`reason`, shown on its card
   * and in the history), and its pending deliveries are held until the user fixes it.
   */
  abstract hold(destination: DeliveryDestination, reason: string): Promise<void>;
  /** The user fixed the destination: its held deliveries whose race has not started are due now. Returns how many. */
  abstract release(destination: DeliveryDestination, now: Date, tx?: Transaction): Promise<number>;
  /** The user's channels needing attention, with why. */
  abstract attention(userId: string): Promise<Partial<Record<AlertChannelKind, string>>>;
}
