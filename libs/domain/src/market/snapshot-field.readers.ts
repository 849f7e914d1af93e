import { SnapshotValidationError } from './market-snapshot.errors';

// Small readers for the snapshot validator: each checks one kind of field and throws a
// SnapshotValidationError naming the field's path, so every message has the same shape.

// Local aliases: a global lookup per call is slow inside Jest's vm sandbox, and a snapshot has
// tens of thousands of fields.
const { isFinite: isFiniteNumber, isInteger } = Number;
const { isArray } = Array;

export type JsonObject = Record<string, unknown>;

export function readObject(value: unknown, path: string): JsonObject {
  if (typeof value !== 'object' || value === null || isArray(value)) {
    throw new SnapshotValidationError(path, 'must be an object', value);
  }
  return value as JsonObject;
}

export function readArray(value: unknown, path: string): unknown[] {
  if (!isArray(value))
    throw new SnapshotValidationError(path, 'must be an array', value);
  return value;
}

/** Trimmed, so an id padded by hand still matches the one stored before. */
export function readNonEmptyString(value: unknown, path: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new SnapshotValidationError(
      path,
      'must be a non-empty string',
      value,
    );
  }
  return value.trim();
}

export function readString(value: unknown, path: string): string {
  if (typeof value !== 'string')
    throw new SnapshotValidationError(path, 'must be a string', value);
  return value.trim();
}

export function readBoolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') {
    throw new SnapshotValidationError(path, 'must be true or false', value);
  }
  return value;
}

export function readPositiveInteger(value: unknown, path: string): number {
  if (typeof value !== 'number' || !isInteger(value) || value < 1) {
    throw new SnapshotValidationError(
      path,
      'must be a positive integer',
      value,
    );
  }
  return value;
}

export function readOneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  path: string,
): T {
  if (
    typeof value !== 'string' ||
    !(allowed as readonly string[]).includes(value)
  ) {
    throw new SnapshotValidationError(
      path,
      `must be one of ${allowed.join(', ')}`,
      value,
    );
  }
  return value as T;
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * An ISO-8601 date-time with a zone (a zoneless time would be read in the server's zone), returned
 * normalised to UTC `toISOString()` form so stored times compare as strings.
 */
export function readIsoDateTime(value: unknown, path: string): string {
  const problem =
    'must be an ISO-8601 date-time with a zone, e.g. 2026-11-21T12:05:00Z';
  const match =
    typeof value === 'string' ? ISO_DATE_TIME.exec(value.trim()) : null;
  if (!match) throw new SnapshotValidationError(path, problem, value);
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const calendar = new Date(Date.UTC(year, month - 1, day));
  // Date.parse rolls 2026-02-30 over to March; a calendar round trip refuses it.
  const validCalendar =
    calendar.getUTCMonth() === month - 1 &&
    calendar.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  const millis = Date.parse((value as string).trim());
  if (!validCalendar || !isFiniteNumber(millis))
    throw new SnapshotValidationError(path, problem, value);
  return new Date(millis).toISOString();
}

/** Optional date-time: absent or null both become null. */
export function readOptionalIsoDateTime(
  value: unknown,
  path: string,
): string | null {
  return value === undefined || value === null
    ? null
    : readIsoDateTime(value, path);
}

export function readOdds(value: unknown, path: string): number {
  if (typeof value !== 'number' || !isFiniteNumber(value) || value <= 1) {
    throw new SnapshotValidationError(path, 'must be decimal odds > 1', value);
  }
  return value;
}

/** Optional odds: absent or null both become null. */
export function readOptionalOdds(value: unknown, path: string): number | null {
  return value === undefined || value === null ? null : readOdds(value, path);
}

/** Place terms: how many places pay, which cannot exceed the field. */
export function readOptionalPlaceK(
  value: unknown,
  runnerCount: number,
  path: string,
): number | null {
  if (value === undefined || value === null) return null;
  if (
    typeof value !== 'number' ||
    !isInteger(value) ||
    value < 1 ||
    value > runnerCount
  ) {
    throw new SnapshotValidationError(
      path,
      `must be an integer from 1 to ${runnerCount} (the race's runner count)`,
      value,
    );
  }
  return value;
}

export function readOptionalAmount(
  value: unknown,
  path: string,
): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !isFiniteNumber(value) || value < 0) {
    throw new SnapshotValidationError(path, 'must be a number >= 0', value);
  }
  return value;
}
