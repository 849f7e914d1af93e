import { DomainError } from '@overlay/domain';
import { outsideCallPolicy } from '@overlay/infrastructure';

/**
 * SQLSTATEs of a connection the server ended or refused: admin_shutdown (pg_terminate_backend),
 * crash_shutdown, cannot_connect_now (starting up or shutting down) and the connection class 08.
 */
const LOST_CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
const LOST_CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
/** What node-postgres says when the socket went away under a query or a checkout. */
const LOST_CONNECTION_TEXT = /Connection terminated|connection timeout|not queryable|Connection ended/i;

/** True when `error` (a TypeORM QueryFailedError, a pg error, a socket error) means the connection died. */
export function isLostConnection(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, message, driverError } = current as { code?: unknown; message?: unknown; driverError?: unknown };
    if (typeof code === 'string' && (LOST_CONNECTION_CODES.has(code) || LOST_CONNECTION_ERRNOS.has(code))) return true;
    if (typeof message === 'string' && LOST_CONNECTION_TEXT.test(message)) return true;
    current = driverError;
  }
  return false;
}

/**
 * SQLSTATEs of a statement the server gave up on because it ran too long: query_canceled (a
 * statement_timeout, DB_STATEMENT_TIMEOUT_MS) and lock_not_available (a lock_timeout).
 */
const TIMED_OUT_CODES = new Set(['57014', '55P03']);

/** True when `error` means the database cancelled a statement that ran (or waited) too long. */
export function isStatementTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, driverError } = current as { code?: unknown; driverError?: unknown };
    if (typeof code === 'string' && TIMED_OUT_CODES.has(code)) return true;
    current = driverError;
  }
  return false;
}

/** Waits before each retry: the pool drops the dead connections it finds in the meantime. */
const RETRY_DELAYS_MS = [20, 100, 250] as const;

/** The outside-call policy (docs/architecture.md §7.3) for a database whose connection died under a call. */
const lostConnections = outsideCallPolicy({
  retryable: isLostConnection,
  maxRetries: RETRY_DELAYS_MS.length,
  backoff: { delaysMs: RETRY_DELAYS_MS },
});

/**
 * Runs idempotent `work` (a read, or a write that is safe to repeat) again when it failed only
 * because its connection died, so killed connections cost a request a few milliseconds, not an
 * error. Any other error, or a connection still lost after the retries, is thrown as it came.
 */
export function retryOnLostConnection<T>(work: () => Promise<T>): Promise<T> {
  return lostConnections.execute(() => work());
}

/** What a caller gets when the database is away: try again shortly, nothing was changed by halves. */
export function databaseUnavailable(): DomainError {
  return new DomainError('DATABASE_UNAVAILABLE', 'The database is not answering right now. Try again in a moment.', {
    retryAfterSeconds: 2,
  });
}

/**
 * What a caller gets when a statement ran past its timeout: the server is busy, not broken; the
 * request's transaction was rolled back, so it is safe to send again.
 */
export function databaseBusy(): DomainError {
  return new DomainError('DATABASE_BUSY', 'The server is busy right now. Try again in a moment.', { retryAfterSeconds: 5 });
}
