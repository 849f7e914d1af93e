import { CHANNEL_NOT_CONFIGURED } from '@overlay/domain';
import type { DeliveryJob, DeliveryOutcome, DeliverySettlement } from '@overlay/domain';
import type { DeliveryBackoff } from './delivery-backoff';

/** What one try of a delivery (one message: an alert, or a digest of several) comes to. */
export interface TryResult {
  settlements: DeliverySettlement[];
  /** Delivered, retried later, or failed for good: the metric's outcome. */
  outcome: 'delivered' | 'retried' | 'failed' | 'held';
  /** A wait the destination asked for (a 429), to be honoured by the pacer. */
  retryAtMs: number | null;
  /** The destination refuses for good: hold it, with this reason. */
  refusedReason: string | null;
}

/**
 * The stored result of one try (docs/product.md §10, "Delivery"): delivered; or tried again
 * at exactly the wait a 429 asked for, else after the backoff of the try count, while that is
 * before the race starts; or failed for good (refused, not retryable, or the race started
 * first). A refusal leaves the deliveries pending to be held with their destination.
 */
export function settleTry(jobs: readonly DeliveryJob[], outcome: DeliveryOutcome, nowMs: number, backoff: DeliveryBackoff): TryResult {
  // A digest went out as its first delivery's message: the others name it.
  const digestId = jobs.length > 1 ? jobs[0].id : null;
  const each = (state: DeliverySettlement['state'], reason: string | null, next: Date | null) =>
    jobs.map((job) => ({ id: job.id, state, reason, nextAttemptAt: next, digestId }));
  if (outcome.delivered) return { settlements: each('delivered', null, null), outcome: 'delivered', retryAtMs: null, refusedReason: null };
  if (outcome.reason === CHANNEL_NOT_CONFIGURED)
    return { settlements: each('failed', 'The channel was turned off before the alert went out', null), outcome: 'failed', retryAtMs: null, refusedReason: null };
  if (outcome.refused === true)
    return { settlements: each('pending', outcome.reason, new Date(nowMs)), outcome: 'held', retryAtMs: null, refusedReason: outcome.reason };
  if (!outcome.retryable) return { settlements: each('failed', outcome.reason, null), outcome: 'failed', retryAtMs: null, refusedReason: null };
  const attempts = Math.max(...jobs.map((job) => job.attempts)) + 1;
  const retryAtMs = outcome.retryAfterMs !== undefined ? nowMs + outcome.retryAfterMs : nowMs + backoff.afterAttempt(attempts);
  // Each alert's own race: one whose start comes first gives up, the others wait.
  const settlements = jobs.map((job): DeliverySettlement =>
    retryAtMs >= job.expiresAt.getTime()
      ? { id: job.id, state: 'failed', reason: `Not delivered before the race started (last: ${outcome.reason})`, nextAttemptAt: null, digestId }
      : { id: job.id, state: 'pending', reason: outcome.reason, nextAttemptAt: new Date(retryAtMs), digestId },
  );
  const waits = settlements.some((s) => s.state === 'pending');
  return {
    settlements,
    outcome: waits ? 'retried' : 'failed',
    retryAtMs: waits && outcome.retryAfterMs !== undefined ? retryAtMs : null,
    refusedReason: null,
  };
}
