import { ExponentialBackoff, noJitterGenerator } from 'cockatiel';
import type { IBackoff } from 'cockatiel';

/**
 * How long a delivery that may succeed later waits before its next try (docs/product.md §10,
 * "Delivery"): cockatiel's exponential backoff from `initialMs`, doubling, at most `maxMs`,
 * with jitter so a burst that failed together does not come back together. The stored try
 * count is where it resumes after a restart or on a new leader.
 */
export class DeliveryBackoff {
  private readonly backoff: ExponentialBackoff<unknown>;

  constructor(
    initialMs: number,
    maxMs: number,
    private readonly random: () => number = Math.random,
  ) {
    this.backoff = new ExponentialBackoff({ initialDelay: initialMs, maxDelay: maxMs, generator: noJitterGenerator });
  }

  /** The wait after the `attempt`-th failed try (1 for the first): the exponential step, then up to half of it again at random. */
  afterAttempt(attempt: number): number {
    let step: IBackoff<unknown> = this.backoff.next();
    for (let i = 1; i < attempt; i += 1) step = step.next(undefined);
    return Math.round(step.duration * (1 + this.random() / 2));
  }
}
