import { BrokenCircuitError, TaskCancelledError } from 'cockatiel';
import { outsideCallPolicy } from './outside-call-policy';
import type { OutsideCallPolicyOptions } from './outside-call-policy';

/** A failure saying whether it may pass and what wait it asks (a 429's Retry-After). */
class Failure extends Error {
  constructor(
    readonly retryable: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(retryable ? 'try again' : 'refused');
  }
}

const retryable = (error: unknown) => error instanceof Failure && error.retryable;
const askedWait = (error: unknown) => (error instanceof Failure ? error.retryAfterMs : null);

/** A policy with short waits that records each retry's wait. */
function policy(options: Partial<OutsideCallPolicyOptions> = {}) {
  const waits: number[] = [];
  const made = outsideCallPolicy({
    retryable,
    maxRetries: 3,
    backoff: { baseDelayMs: 8, maxDelayMs: 20, random: () => 0.5 },
    retryAfterMs: askedWait,
    onRetry: ({ delayMs }) => waits.push(delayMs),
    ...options,
  });
  return { policy: made, waits };
}

/** An attempt that fails with each of `failures` in turn, then answers 'ok'. */
function script(...failures: Failure[]) {
  let calls = 0;
  const attempt = async () => {
    const failure = failures[calls];
    calls += 1;
    if (failure) throw failure;
    return 'ok';
  };
  return { attempt, calls: () => calls };
}

describe('Unit', () => {
  describe('outsideCallPolicy (cockatiel: retry, circuit breaker, timeout)', () => {
    it('should retry a retryable failure with full-jitter backoff, then answer', async () => {
      const { policy: made, waits } = policy();
      const { attempt, calls } = script(new Failure(true), new Failure(true));
      await expect(made.execute(attempt)).resolves.toBe('ok');
      expect(calls()).toBe(3);
      // random 0.5 of min(20, 8 · 2^n): 4, 8.
      expect(waits).toEqual([4, 8]);
    });

    it('should wait what a failure asks (Retry-After) instead of the backoff', async () => {
      const { policy: made, waits } = policy();
      const { attempt } = script(new Failure(true, 30));
      await expect(made.execute(attempt)).resolves.toBe('ok');
      expect(waits).toEqual([30]);
    });

    it('should fail at once on a refusal, and on a wait longer than allowed', async () => {
      const refused = script(new Failure(false));
      await expect(policy().policy.execute(refused.attempt)).rejects.toThrow('refused');
      expect(refused.calls()).toBe(1);
      const tooLong = script(new Failure(true, 60_000));
      await expect(policy({ maxRetryAfterMs: 1000 }).policy.execute(tooLong.attempt)).rejects.toThrow('try again');
      expect(tooLong.calls()).toBe(1);
    });

    it('should give up after the last retry with the last failure, and let a call ask for fewer retries', async () => {
      const { policy: made } = policy();
      const always = script(...Array.from({ length: 10 }, () => new Failure(true)));
      await expect(made.execute(always.attempt)).rejects.toBeInstanceOf(Failure);
      expect(always.calls()).toBe(4);
      const once = script(new Failure(true));
      await expect(made.execute(once.attempt, { maxRetries: 0 })).rejects.toBeInstanceOf(Failure);
      expect(once.calls()).toBe(1);
    });

    it('should wait fixed delays in order, the last repeating', async () => {
      const { policy: made, waits } = policy({ backoff: { delaysMs: [1, 2] } });
      const { attempt } = script(new Failure(true), new Failure(true), new Failure(true));
      await expect(made.execute(attempt)).resolves.toBe('ok');
      expect(waits).toEqual([1, 2, 2]);
    });

    it('should tell a call’s own retry listener beside the policy’s', async () => {
      const { policy: made, waits } = policy();
      const heard: number[] = [];
      await made.execute(script(new Failure(true)).attempt, { onRetry: ({ attempt }) => heard.push(attempt) });
      expect(heard).toEqual([1]);
      expect(waits).toEqual([4]);
    });

    it('should open the circuit after consecutive retryable failures, refuse calls, and close after a good trial', async () => {
      const { policy: made } = policy({ maxRetries: 0, circuitBreaker: { failureThreshold: 2, coolDownMs: 50 } });
      const failing = script(new Failure(true), new Failure(true));
      for (let i = 0; i < 2; i += 1) await expect(made.execute(failing.attempt)).rejects.toBeInstanceOf(Failure);
      expect(made.circuit?.state).toBe('open');
      expect(made.circuit?.consecutiveFailures).toBe(2);
      expect(made.circuit?.retryInMs()).toBeGreaterThan(0);
      await expect(made.execute(failing.attempt)).rejects.toBeInstanceOf(BrokenCircuitError);
      expect(failing.calls()).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(made.circuit?.state).toBe('half-open');
      await expect(made.execute(failing.attempt)).resolves.toBe('ok');
      expect(made.circuit?.state).toBe('closed');
      expect(made.circuit?.consecutiveFailures).toBe(0);
    });

    it('should not count refusals against the circuit: the remote answered', async () => {
      const { policy: made } = policy({ maxRetries: 0, circuitBreaker: { failureThreshold: 2, coolDownMs: 50 } });
      for (let i = 0; i < 4; i += 1) await expect(made.execute(script(new Failure(false)).attempt)).rejects.toThrow('refused');
      expect(made.circuit?.state).toBe('closed');
    });

    it('should abort a slow attempt cooperatively, or abandon it', async () => {
      const slow = ({ signal }: { signal: AbortSignal }) =>
        new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => resolve('late'), 200);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(new Failure(false));
          });
        });
      await expect(policy({ timeoutMs: 10, maxRetries: 0 }).policy.execute(slow)).rejects.toBeInstanceOf(Failure);
      const hanging = () => new Promise<string>((resolve) => setTimeout(() => resolve('late'), 200));
      await expect(policy({ timeoutMs: 10, maxRetries: 0, abandonOnTimeout: true }).policy.execute(hanging)).rejects.toBeInstanceOf(
        TaskCancelledError,
      );
    });
  });
});
