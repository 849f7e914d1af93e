import { TaskCancelledError } from 'cockatiel';
import { outsideCallPolicy } from '../../resilience/outside-call-policy';
import type { OutsideCallPolicy } from '../../resilience/outside-call-policy';
import { parseRetryAfter } from '../../resilience/retry-timing';
import { BetwatchApiError, problemOf } from './betwatch-api.error';

/** The two budgets of the last reply's `X-RateLimit-*` headers (null where not sent). */
export interface BetwatchBudget {
  limit: number | null;
  remaining: number | null;
  /** Seconds until the per-minute window is full again. */
  resetSeconds: number | null;
  monthlyLimit: number | null;
  monthlyRemaining: number | null;
  monthlyReset: string | null;
}

export interface BetwatchApiClientOptions {
  baseUrl: string;
  apiKey: string;
  /** Per attempt, headers and body. Default 60 s (a big snapshot page is slow). */
  timeoutMs?: number;
  /** Retries after the first attempt of a REST read. Default 3. */
  maxRetries?: number;
  /** A longer Retry-After is not waited out inside a call: the call fails, saying when. */
  maxRetryAfterMs?: number;
  fetch?: typeof fetch;
  random?: () => number;
  /** Told before each retry of a REST read: what failed and how long the wait is (logs, status). */
  onRetry?: (retry: ApiRetry) => void;
}

/** A REST read about to be asked again. */
export interface ApiRetry {
  path: string;
  /** The provider's code (`rate_limited`, …), `network`, or `timeout`. */
  code: string;
  message: string;
  delayMs: number;
  /** The retry's number (1 = the first). */
  attempt: number;
}

export type Query = Record<
  string,
  string | readonly string[] | number | undefined
>;

/** Codes worth asking again for (the SDK's list); every other problem fails at once. */
const RETRYABLE_CODES = new Set([
  'rate_limited',
  'quota_unavailable',
  'stream_unavailable',
  'unavailable',
  'internal_error',
]);

/**
 * HTTP to the Betwatch Racing API v1: `X-API-Key`, RFC 9457 problems turned into
 * BetwatchApiError (branch on `code`), the budget headers kept for the ping. REST reads go
 * through the one outside-call policy (docs/architecture.md §7.3): a per-attempt timeout, and
 * retries on `rate_limited` (after its Retry-After), the 5xx codes, timeouts and network errors
 * with full-jitter backoff (500 ms doubling to 8 s). `quota_exceeded`, `stream_limit`, the cursor
 * codes and other 4xx are never retried. The stream is opened without retries: the stream loop
 * owns its reconnects.
 */
export class BetwatchApiClient {
  budget: BetwatchBudget | null = null;
  private readonly fetchImpl: typeof fetch;
  private readonly baseUrl: string;
  private readonly reads: OutsideCallPolicy;

  constructor(private readonly options: BetwatchApiClientOptions) {
    this.fetchImpl = options.fetch ?? fetch;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.reads = outsideCallPolicy({
      retryable: isRetryable,
      maxRetries: options.maxRetries ?? 3,
      backoff: { baseDelayMs: 500, maxDelayMs: 8_000, random: options.random },
      retryAfterMs: (error) => (error instanceof BetwatchApiError ? error.retryAfterMs : null),
      maxRetryAfterMs: options.maxRetryAfterMs ?? 30_000,
      timeoutMs: options.timeoutMs ?? 60_000,
      abandonOnTimeout: true,
    });
  }

  async get<T>(
    path: string,
    query: Query = {},
    call: { maxRetries?: number } = {},
  ): Promise<T> {
    const onRetry = this.options.onRetry;
    return this.reads.execute(({ signal }) => this.once<T>(path, query, signal), {
      maxRetries: call.maxRetries,
      onRetry:
        onRetry &&
        (({ error, delayMs, attempt }) =>
          onRetry({
            path,
            code: error instanceof BetwatchApiError ? error.code : error instanceof TaskCancelledError ? 'timeout' : 'error',
            message: error instanceof Error ? error.message : String(error),
            delayMs,
            attempt,
          })),
    });
  }

  /** Opens `GET /v1/stream`; the caller reads the body. A refusal throws its problem. */
  async openStream(
    query: Query,
    lastEventId: string | null,
    signal: AbortSignal,
  ): Promise<Response> {
    const response = await this.send(
      '/v1/stream',
      query,
      {
        accept: 'text/event-stream',
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
      signal,
      true,
    );
    return response;
  }

  private async once<T>(
    path: string,
    query: Query,
    signal: AbortSignal,
  ): Promise<T> {
    const response = await this.send(
      path,
      query,
      { accept: 'application/json' },
      signal,
      false,
    );
    const text = await response.text();
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new BetwatchApiError(
        `${path} answered ${response.status} with a body that is not JSON`,
        {
          status: response.status,
          code: 'invalid_body',
          retryable: true,
        },
      );
    }
  }

  private async send(
    path: string,
    query: Query,
    headers: Record<string, string>,
    signal: AbortSignal,
    stream: boolean,
  ): Promise<Response> {
    const url = `${this.baseUrl}${path}${queryString(query, stream)}`;
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        headers: { 'x-api-key': this.options.apiKey, ...headers },
        signal,
        redirect: 'manual',
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new BetwatchApiError(`${path}: network error: ${reason(error)}`, {
        status: null,
        code: 'network',
        retryable: true,
        cause: error,
      });
    }
    // The stream reports only the minute window: keep the monthly figures of the last REST reply.
    this.budget = mergeBudget(this.budget, budgetOf(response.headers));
    if (response.status >= 300) {
      const body = await response.text().catch(() => '');
      throw problemOf(
        path,
        response.status,
        body,
        parseRetryAfter(response.headers.get('retry-after'), Date.now()),
      );
    }
    return response;
  }
}

function isRetryable(error: unknown): boolean {
  // A cancelled task is cockatiel's per-attempt timeout firing: worth another attempt.
  if (!(error instanceof BetwatchApiError))
    return error instanceof TaskCancelledError;
  return error.retryable || RETRYABLE_CODES.has(error.code);
}

/**
 * The query: `/v1/snapshot` and the catalogue take lists comma-separated (`explode: false` in the
 * contract), the stream takes them repeated (`explode: true`).
 */
function queryString(query: Query, repeatLists: boolean): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      if (repeatLists) for (const item of value) params.append(key, item);
      else params.append(key, value.join(','));
    } else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function budgetOf(headers: Headers): BetwatchBudget | null {
  const int = (name: string) => {
    const raw = headers.get(name);
    const value = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  };
  const budget: BetwatchBudget = {
    limit: int('x-ratelimit-limit'),
    remaining: int('x-ratelimit-remaining'),
    resetSeconds: int('x-ratelimit-reset'),
    monthlyLimit: int('x-ratelimit-monthly-limit'),
    monthlyRemaining: int('x-ratelimit-monthly-remaining'),
    monthlyReset: headers.get('x-ratelimit-monthly-reset'),
  };
  return Object.values(budget).some((value) => value !== null) ? budget : null;
}

function mergeBudget(
  held: BetwatchBudget | null,
  next: BetwatchBudget | null,
): BetwatchBudget | null {
  if (!held || !next) return next ?? held;
  const merged = { ...held };
  for (const [key, value] of Object.entries(next) as [
    keyof BetwatchBudget,
    never,
  ][])
    if (value !== null) merged[key] = value;
  return merged;
}

function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })
    ?.cause;
  if (cause?.code)
    return `${cause.code}${cause.message ? ` (${cause.message})` : ''}`;
  return (error as Error)?.message ?? String(error);
}
