export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** Time the circuit stays open before one trial call is let through. */
  coolDownMs: number;
  now: () => number;
}

/**
 * Stops calling a remote that keeps failing: closed → open after N consecutive failures; after
 * the cool-down, half-open lets exactly one trial through; its success closes the circuit, its
 * failure opens it for another cool-down. Saves the remote (and our refresh job's time) while it
 * is down.
 */
export class CircuitBreaker {
  private consecutiveFailures = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;
  private lastFailureReason: string | null = null;

  constructor(private readonly options: CircuitBreakerOptions) {}

  get state(): CircuitState {
    if (this.openedAt === null) return 'closed';
    return this.options.now() - this.openedAt >= this.options.coolDownMs
      ? 'half-open'
      : 'open';
  }

  get failures(): number {
    return this.consecutiveFailures;
  }

  get lastFailure(): string | null {
    return this.lastFailureReason;
  }

  /** Milliseconds until a trial call is allowed (0 when calls may go now). */
  retryInMs(): number {
    if (this.openedAt === null) return 0;
    return Math.max(
      0,
      this.openedAt + this.options.coolDownMs - this.options.now(),
    );
  }

  /** Asks to make a call: true when it may go (and, half-open, it becomes the one trial). */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  recordSuccess(): void {
    this.consecutiveFailures = 0;
    this.openedAt = null;
    this.trialInFlight = false;
  }

  recordFailure(reason: string): void {
    this.consecutiveFailures += 1;
    this.lastFailureReason = reason;
    const failedTrial = this.trialInFlight;
    this.trialInFlight = false;
    if (
      failedTrial ||
      this.consecutiveFailures >= this.options.failureThreshold
    ) {
      this.openedAt = this.options.now();
    }
  }
}
