import { TimeoutStrategy, timeout } from 'cockatiel';
import { CircuitBreaker } from './circuit-breaker';
import type { CircuitState } from './circuit-breaker';
import { HttpRequestError } from './http-request.error';
import { fetchJsonOnce } from './fetch-json-once';
import { fullJitterDelay } from './retry-policy';

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
  /** Injectable for tests. */
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export interface HttpJsonRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  timeoutMs?: number;
  maxRetries?: number;
}

const realSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A small fetch-based JSON client for flaky remotes: per-attempt timeout (cockatiel `timeout`),
 * retries with capped exponential backoff and full jitter, Retry-After on 429/503, no retry on
 * other 4xx, non-JSON bodies treated as failures, and a circuit breaker shared by all calls.
 */
export class ResilientHttpClient {
  private readonly name: string;
  private readonly breaker: CircuitBreaker;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;

  constructor(private readonly options: ResilientHttpClientOptions = {}) {
    this.name = options.name ?? 'HTTP';
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? realSleep;
    this.random = options.random ?? Math.random;
    this.breaker = new CircuitBreaker({
      failureThreshold: options.circuitBreaker?.failureThreshold ?? 5,
      coolDownMs: options.circuitBreaker?.coolDownMs ?? 30_000,
      now: this.now,
    });
  }

  get circuitState(): CircuitState {
    return this.breaker.state;
  }

  async requestJson<T = unknown>(request: HttpJsonRequest): Promise<T> {
    const method =
      request.method ?? (request.body === undefined ? 'GET' : 'POST');
    const label = `${this.name} ${method} ${request.url}`;
    const maxRetries = request.maxRetries ?? this.options.maxRetries ?? 3;
    for (let attempt = 0; ; attempt += 1) {
      if (!this.breaker.tryAcquire()) throw this.circuitOpenError(label);
      let failure: HttpRequestError;
      try {
        const timeoutMs = request.timeoutMs ?? this.options.timeoutMs ?? 10_000;
        // Cooperative: the attempt sees its signal abort and says "timed out after N ms" itself.
        const result = await timeout(timeoutMs, TimeoutStrategy.Cooperative).execute(({ signal }) =>
          fetchJsonOnce<T>(this.fetchImpl, request, method, { signal, timeoutMs }, this.now),
        );
        this.breaker.recordSuccess();
        return result;
      } catch (error) {
        failure = toHttpError(error);
        // A 4xx answer means the remote is up and answering: not a reason to open the circuit.
        if (failure.retryable) this.breaker.recordFailure(failure.message);
        else this.breaker.recordSuccess();
      }
      const attempts = attempt + 1;
      const plural = attempts === 1 ? 'attempt' : 'attempts';
      if (!failure.retryable || attempt >= maxRetries) {
        throw failure.withMessage(
          `${label} failed after ${attempts} ${plural}: ${failure.message}`,
          attempts,
        );
      }
      const maxRetryAfter = this.options.maxRetryAfterMs ?? 30_000;
      if (
        failure.retryAfterMs !== null &&
        failure.retryAfterMs > maxRetryAfter
      ) {
        const seconds = Math.ceil(failure.retryAfterMs / 1000);
        throw failure.withMessage(
          `${label} failed: ${failure.message}; the server asks to wait ${seconds} s`,
          attempts,
        );
      }
      await this.sleep(
        failure.retryAfterMs ??
          fullJitterDelay(
            attempt,
            this.options.baseDelayMs ?? 500,
            this.options.maxDelayMs ?? 8_000,
            this.random,
          ),
      );
    }
  }

  private circuitOpenError(label: string): HttpRequestError {
    const seconds = Math.ceil(this.breaker.retryInMs() / 1000);
    const next =
      seconds > 0
        ? `next trial in ${seconds} s`
        : 'a trial call is in progress';
    const last = this.breaker.lastFailure
      ? ` (last error: ${this.breaker.lastFailure})`
      : '';
    return new HttpRequestError(
      'circuit-open',
      `${label} not called: circuit open after ${this.breaker.failures} consecutive failures, ${next}${last}`,
      { retryable: false },
    );
  }
}

function toHttpError(error: unknown): HttpRequestError {
  if (error instanceof HttpRequestError) return error;
  // Anything else (a bug in a test fetch, say) still counts as a failed attempt.
  return new HttpRequestError(
    'network',
    `unexpected error: ${(error as Error)?.message ?? String(error)}`,
    {
      retryable: true,
      cause: error,
    },
  );
}
