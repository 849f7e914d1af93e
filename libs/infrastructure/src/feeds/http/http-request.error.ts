/** What went wrong with a call; decides whether it is retried and whether it trips the breaker. */
export type HttpFailureKind =
  'timeout' | 'network' | 'status' | 'body' | 'circuit-open';

export interface HttpRequestErrorDetails {
  /** HTTP status, for `status` failures. */
  status?: number;
  /** Server-requested wait (Retry-After), in ms. */
  retryAfterMs?: number | null;
  /** Whether trying again may help (timeouts, 5xx, 408, 429, garbage bodies). */
  retryable: boolean;
  /** Attempts made before giving up (set on the error finally thrown). */
  attempts?: number;
  cause?: unknown;
}

/**
 * A failed HTTP call, with a message a person can act on ("Betwatch POST https://… failed after
 * 4 attempts: HTTP 503 Service Unavailable"). Messages never contain request headers, so API
 * keys do not leak into logs or the ping status.
 */
export class HttpRequestError extends Error {
  readonly status?: number;
  readonly retryAfterMs: number | null;
  readonly retryable: boolean;
  readonly attempts: number;

  constructor(
    readonly kind: HttpFailureKind,
    message: string,
    details: HttpRequestErrorDetails,
  ) {
    super(
      message,
      details.cause === undefined ? undefined : { cause: details.cause },
    );
    this.name = 'HttpRequestError';
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs ?? null;
    this.retryable = details.retryable;
    this.attempts = details.attempts ?? 1;
  }

  /** The same failure, reworded once retries are over. */
  withMessage(message: string, attempts: number): HttpRequestError {
    return new HttpRequestError(this.kind, message, {
      status: this.status,
      retryAfterMs: this.retryAfterMs,
      retryable: this.retryable,
      attempts,
      cause: this,
    });
  }
}
