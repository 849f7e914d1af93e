import { DomainError } from '../common/domain-error';

/**
 * A snapshot that breaks a rule of docs/architecture.md §3. `path` locates the bad field
 * (`races[3].runners[2].prices[0].win`) so the message tells the person fixing the file where to
 * look; the refresh job keeps the last good data when it sees this error.
 */
export class SnapshotValidationError extends DomainError<'SNAPSHOT_INVALID'> {
  constructor(
    readonly path: string,
    readonly problem: string,
    readonly value: unknown,
  ) {
    super(
      'SNAPSHOT_INVALID',
      `${path} ${problem} (got ${describeSnapshotValue(value)})`,
    );
  }
}

const MAX_SHOWN = 60;

/** Short, unambiguous rendering of the offending value for the message. */
export function describeSnapshotValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'number') return String(value);
  if (
    typeof value === 'bigint' ||
    typeof value === 'function' ||
    typeof value === 'symbol'
  ) {
    return typeof value;
  }
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = Object.prototype.toString.call(value);
  }
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}
