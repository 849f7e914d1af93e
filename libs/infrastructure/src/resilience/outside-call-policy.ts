import {
  CircuitState as CockatielCircuitState,
  ConsecutiveBreaker,
  DelegateBackoff,
  TimeoutStrategy,
  circuitBreaker,
  handleWhen,
  noop,
  retry,
  timeout,
  wrap,
} from 'cockatiel';
import type { IPolicy, IRetryBackoffContext } from 'cockatiel';
import { fullJitterDelay } from './retry-timing';

/** Exponential waits with full jitter: random in [0, min(maxDelayMs, baseDelayMs · 2^retry)). */
export interface JitteredBackoff {
  baseDelayMs: number;
  maxDelayMs: number;
  /** Injectable for tests (the jitter draw). */
  random?: () => number;
}

/** Fixed waits, one per retry (the last repeats): for a database connection that comes back in moments. */
export interface FixedBackoff {
  delaysMs: readonly number[];
}

export interface OutsideCallPolicyOptions {
  /** Which failures may pass if asked again; others fail the call at once. */
  retryable: (error: unknown) => boolean;
  /** Retries after the first attempt (0: none; Infinity: until it works). */
  maxRetries: number;
  backoff: JitteredBackoff | FixedBackoff;
  /** The wait a failure asks for itself (a 429's Retry-After), honoured instead of the backoff. */
  retryAfterMs?: (error: unknown) => number | null;
  /** A failure asking for a longer wait is not waited out: the call fails at once, saying so. */
  maxRetryAfterMs?: number;
  /**
   * Each attempt's limit: the attempt's signal aborts and it fails itself (cooperative), or, with
   * `abandonOnTimeout`, the attempt is given up at once with cockatiel's TaskCancelledError.
   */
  timeoutMs?: number;
  abandonOnTimeout?: boolean;
  /** Stop calling a remote that keeps failing: open after this many retryable failures in a row. */
  circuitBreaker?: { failureThreshold: number; coolDownMs: number };
  /** Told before each wait: what failed, the wait and the retry's number (1 = the first). */
  onRetry?: (retry: OutsideCallRetry) => void;
}

/** A failed attempt about to be made again. */
export interface OutsideCallRetry {
  error: unknown;
  delayMs: number;
  /** The retry's number (1 = the first). */
  attempt: number;
}

/** What one call may ask beside the policy's own: its own retry count, its own retry listener. */
export interface OutsideCallOptions {
  maxRetries?: number;
  onRetry?: (retry: OutsideCallRetry) => void;
}

export type CircuitState = 'closed' | 'open' | 'half-open';

/** What a caller can tell about the policy's circuit (for its messages and status pages). */
export interface CircuitView {
  readonly state: CircuitState;
  /** Retryable failures in a row (a success resets it). */
  readonly consecutiveFailures: number;
  readonly lastFailure: unknown;
  /** Milliseconds until a trial call may go (0 when calls may go now). */
  retryInMs(): number;
}

export interface OutsideCallPolicy {
  /**
   * Runs `attempt` under the policy: again after a retryable failure (waiting the failure's own
   * Retry-After, else the backoff), each attempt within the timeout, none while the circuit is
   * open (cockatiel's BrokenCircuitError). Throws the last failure as it came.
   */
  execute<T>(attempt: (context: { signal: AbortSignal; attempt: number }) => Promise<T>, call?: OutsideCallOptions): Promise<T>;
  /** Null when the policy has no circuit breaker. */
  readonly circuit: CircuitView | null;
}

/**
 * The one resilience policy for calls to the outside world (docs/architecture.md §7.3): retry
 * with jittered (or fixed) backoff that honours a failure's Retry-After, a circuit breaker and a
 * per-attempt timeout, composed from cockatiel's policies (retry outermost, so every attempt
 * meets the breaker and its own timeout). Callers say what is retryable and how long a failure
 * asks to wait; the waiting, counting and breaking are here.
 */
export function outsideCallPolicy(options: OutsideCallPolicyOptions): OutsideCallPolicy {
  const askedWait = options.retryAfterMs ?? (() => null);
  const maxAsked = options.maxRetryAfterMs ?? Number.POSITIVE_INFINITY;
  const retryFilter = handleWhen((error) => options.retryable(error) && !((askedWait(error) ?? 0) > maxAsked));
  const backoff = new DelegateBackoff((context: IRetryBackoffContext<unknown>) => {
    const error = 'error' in context.result ? context.result.error : undefined;
    return askedWait(error) ?? backoffDelay(options.backoff, context.attempt - 1);
  });
  // One breaker and one timeout for every call; a retry policy per retry count a call asks for.
  const breaker = options.circuitBreaker ? breakerWithView(options.retryable, options.circuitBreaker) : null;
  const perAttempt =
    options.timeoutMs === undefined
      ? noop
      : timeout(options.timeoutMs, options.abandonOnTimeout ? TimeoutStrategy.Aggressive : TimeoutStrategy.Cooperative);
  const compose = (maxRetries: number, listeners: ((retry: OutsideCallRetry) => void)[]): IPolicy => {
    const retries = retry(retryFilter, { maxAttempts: maxRetries, backoff });
    for (const listener of listeners)
      retries.onRetry((event) => listener({ error: 'error' in event ? event.error : undefined, delayMs: event.delay, attempt: event.attempt }));
    return wrap(retries, breaker?.policy ?? noop, perAttempt);
  };
  const shared = new Map<number, IPolicy>();
  const policyFor = (call: OutsideCallOptions | undefined): IPolicy => {
    const maxRetries = call?.maxRetries ?? options.maxRetries;
    const listeners = [options.onRetry, call?.onRetry].filter((listener) => listener !== undefined);
    // A call with a listener of its own gets its own retry policy (cheap); the rest share one per count.
    if (call?.onRetry) return compose(maxRetries, listeners);
    let policy = shared.get(maxRetries);
    if (policy === undefined) shared.set(maxRetries, (policy = compose(maxRetries, listeners)));
    return policy;
  };
  return {
    execute: (attempt, call) =>
      policyFor(call).execute((context: { signal: AbortSignal; attempt?: number }) => attempt({ signal: context.signal, attempt: context.attempt ?? 0 })),
    circuit: breaker?.view ?? null,
  };
}

function backoffDelay(backoff: JitteredBackoff | FixedBackoff, retryIndex: number): number {
  if ('delaysMs' in backoff) return backoff.delaysMs[Math.min(retryIndex, backoff.delaysMs.length - 1)] ?? 0;
  return fullJitterDelay(retryIndex, backoff.baseDelayMs, backoff.maxDelayMs, backoff.random ?? Math.random);
}

/** cockatiel's consecutive breaker, and a view of it kept from its events (when it opened, the failures in a row). */
function breakerWithView(retryable: (error: unknown) => boolean, settings: { failureThreshold: number; coolDownMs: number }) {
  const policy = circuitBreaker(handleWhen(retryable), {
    halfOpenAfter: settings.coolDownMs,
    breaker: new ConsecutiveBreaker(settings.failureThreshold),
  });
  let openedAt: number | null = null;
  let failures = 0;
  let last: unknown = null;
  policy.onBreak(() => {
    openedAt = Date.now();
  });
  policy.onReset(() => {
    openedAt = null;
  });
  policy.onSuccess(() => {
    failures = 0;
  });
  policy.onFailure(({ handled, reason }) => {
    if (!handled) return;
    failures += 1;
    last = 'error' in reason ? reason.error : reason.value;
  });
  const view: CircuitView = {
    get state(): CircuitState {
      if (policy.state === CockatielCircuitState.HalfOpen) return 'half-open';
      if (policy.state !== CockatielCircuitState.Open || openedAt === null) return 'closed';
      return Date.now() - openedAt >= settings.coolDownMs ? 'half-open' : 'open';
    },
    get consecutiveFailures() {
      return failures;
    },
    get lastFailure() {
      return last;
    },
    retryInMs: () => (openedAt === null || policy.state === CockatielCircuitState.HalfOpen ? 0 : Math.max(0, openedAt + settings.coolDownMs - Date.now())),
  };
  return { policy, view };
}
