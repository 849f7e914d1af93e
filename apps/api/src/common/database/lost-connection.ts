import { DomainError } from '@overlay/domain';

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

/** Waits before each retry: the pool drops the dead connections it finds in the meantime. */
const RETRY_DELAYS_MS = [20, 100, 250] as const;

/**
 * Runs idempotent `work` (a read, or a write that is safe to repeat) again when it failed only
 * because its connection died, so killed connections cost a request a few milliseconds, not an
 * error. Any other error, or a connection still lost after the retries, is thrown as it came.
 */
export async function retryOnLostConnection<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= RETRY_DELAYS_MS.length || !isLostConnection(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
    }
  }
}

/** What a caller gets when the database is away: try again shortly, nothing was changed by halves. */
export function databaseUnavailable(): DomainError {
  return new DomainError('DATABASE_UNAVAILABLE', 'The database is not answering right now. Try again in a moment.', {
    retryAfterSeconds: 2,
  });
}
