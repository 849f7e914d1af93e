/**
 * An error a use case raises for a rule the caller broke. It carries the HTTP status the global
 * filter answers with, so use cases never throw Nest's HTTP exceptions themselves.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    /** Sent as the Retry-After header (seconds), e.g. with a 429. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string, code = 'NOT_FOUND') => new DomainError(404, message, code);
export const conflict = (message: string, code = 'CONFLICT') => new DomainError(409, message, code);
export const badRequest = (message: string, code = 'BAD_REQUEST') =>
  new DomainError(400, message, code);
export const unauthorized = (message: string, code = 'UNAUTHORIZED') =>
  new DomainError(401, message, code);
export const forbidden = (message: string, code = 'FORBIDDEN') => new DomainError(403, message, code);
export const tooManyRequests = (message: string, retryAfterSeconds: number, code = 'TOO_MANY_REQUESTS') =>
  new DomainError(429, message, code, retryAfterSeconds);
