import { BrokenCircuitError } from 'cockatiel';
import { outsideCallPolicy } from '../../resilience/outside-call-policy';
import type { CircuitState, OutsideCallPolicy } from '../../resilience/outside-call-policy';
import { HttpRequestError } from './http-request.error';
import { fetchJsonOnce } from './fetch-json-once';

export interface ResilientHttpClientOptions {
  /** Names the remote in error messages ("Betwatch"). */
  name?: string;
  /** Per-attempt limit, headers and body included. Default 10 s. */
  timeoutMs?: number;
  /** Retries after the first attempt. Default 3. */
  maxRetries?: number;
  /** Backoff base and cap for full jitter. Defaults 500 ms and 8 s. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A longer Retry-After is not waited out inside one call: the call fails, saying when. */
  maxRetryAfterMs?: number;
  circuitBreaker?: { failureThreshold?: number; coolDownMs?: number };
  /** Injectable for tests: the fetch, the clock Retry-After dates are read against, the jitter draw. */
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  /** Told before each retry's wait (tests record the waits). */
  onRetry?: (retry: { delayMs: number; attempt: number }) => void;
}

export interface HttpJsonRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Retries of this call (the client's by default); the circuit is the client's whatever it asks. */
  maxRetries?: number;
}

const retryable = (error: unknown) => error instanceof HttpRequestError && error.retryable;
const askedWait = (error: unknown) => (error instanceof HttpRequestError ? error.retryAfterMs : null);

/**
 * A small fetch-based JSON client for flaky remotes, over the one outside-call policy
 * (`outsideCallPolicy`, docs/architecture.md §7.3): per-attempt timeout, retries with capped
 * exponential backoff and full jitter, Retry-After on 429/503, no retry on other 4xx, non-JSON
 * bodies treated as failures, and a circuit breaker shared by all calls.
 */
export class ResilientHttpClient {
  private readonly name: string;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;
  private readonly policy: OutsideCallPolicy;

  constructor(private readonly options: ResilientHttpClientOptions = {}) {
    this.name = options.name ?? 'HTTP';
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
    const timeoutMs = options.timeoutMs ?? 10_000;
    this.policy = outsideCallPolicy({
      retryable,
      maxRetries: options.maxRetries ?? 3,
      backoff: { baseDelayMs: options.baseDelayMs ?? 500, maxDelayMs: options.maxDelayMs ?? 8_000, random: options.random },
      retryAfterMs: askedWait,
      maxRetryAfterMs: options.maxRetryAfterMs ?? 30_000,
      timeoutMs,
      circuitBreaker: {
        failureThreshold: options.circuitBreaker?.failureThreshold ?? 5,
        coolDownMs: options.circuitBreaker?.coolDownMs ?? 30_000,
      },
      onRetry: options.onRetry,
    });
  }

  get circuitState(): CircuitState {
    return this.policy.circuit?.state ?? 'closed';
  }

  async requestJson<T = unknown>(request: HttpJsonRequest): Promise<T> {
    const method = request.method ?? (request.body === undefined ? 'GET' : 'POST');
    const label = `${this.name} ${method} ${request.url}`;
    const timeoutMs = this.options.timeoutMs ?? 10_000;
    let attempts = 0;
    try {
      return await this.policy.execute(
        ({ signal }) => {
          attempts += 1;
          // Cooperative: the attempt sees its signal abort and says "timed out after N ms" itself.
          return fetchJsonOnce<T>(this.fetchImpl, request, method, { signal, timeoutMs }, this.now).catch((error: unknown) => {
            throw toHttpError(error);
          });
        },
        { maxRetries: request.maxRetries },
      );
    } catch (error) {
      if (error instanceof BrokenCircuitError) throw this.circuitOpenError(label);
      const failure = toHttpError(error);
      const maxRetryAfter = this.options.maxRetryAfterMs ?? 30_000;
      if (failure.retryable && failure.retryAfterMs !== null && failure.retryAfterMs > maxRetryAfter) {
        const seconds = Math.ceil(failure.retryAfterMs / 1000);
        throw failure.withMessage(`${label} failed: ${failure.message}; the server asks to wait ${seconds} s`, attempts);
      }
      const plural = attempts === 1 ? 'attempt' : 'attempts';
      throw failure.withMessage(`${label} failed after ${attempts} ${plural}: ${failure.message}`, attempts);
    }
  }

  private circuitOpenError(label: string): HttpRequestError {
    const circuit = this.policy.circuit;
    const seconds = Math.ceil((circuit?.retryInMs() ?? 0) / 1000);
    const next = seconds > 0 ? `next trial in ${seconds} s` : 'a trial call is in progress';
    const lastFailure = circuit?.lastFailure;
    const last = lastFailure instanceof Error ? ` (last error: ${lastFailure.message})` : '';
    return new HttpRequestError(
      'circuit-open',
      `${label} not called: circuit open after ${circuit?.consecutiveFailures ?? 0} consecutive failures, ${next}${last}`,
      { retryable: false },
    );
  }
}

function toHttpError(error: unknown): HttpRequestError {
  if (error instanceof HttpRequestError) return error;
  // Anything else (a bug in a test fetch, say) still counts as a failed attempt.
  return new HttpRequestError('network', `unexpected error: ${(error as Error)?.message ?? String(error)}`, {
    retryable: true,
    cause: error,
  });
}
