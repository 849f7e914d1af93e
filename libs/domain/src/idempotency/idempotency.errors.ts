import { DomainError } from '../common/domain-error';

export type IdempotencyErrorCode =
  | 'IDEMPOTENCY_KEY_INVALID'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'IDEMPOTENCY_IN_PROGRESS';

export const IDEMPOTENCY_ERROR_MESSAGES: Record<IdempotencyErrorCode, string> =
  {
    IDEMPOTENCY_KEY_INVALID:
      'Idempotency-Key must be 1 to 200 visible characters',
    IDEMPOTENCY_KEY_REUSED:
      'This Idempotency-Key was already used for a different request',
    IDEMPOTENCY_IN_PROGRESS:
      'A request with this Idempotency-Key is still being processed',
  };

export class IdempotencyError extends DomainError<IdempotencyErrorCode> {
  constructor(code: IdempotencyErrorCode) {
    super(code, IDEMPOTENCY_ERROR_MESSAGES[code]);
  }
}

/** Visible ASCII only, 1..200 characters (keys are usually UUIDs). */
export function isValidIdempotencyKey(key: string): boolean {
  return /^[\x21-\x7e]{1,200}$/.test(key);
}

/** How long a kept reply answers a repeat (a day, as payment APIs do). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
