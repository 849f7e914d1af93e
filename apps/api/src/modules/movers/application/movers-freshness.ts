/** When a computed movers window may still be answered (docs/product.md, movers). */

/** Any answer is reused for this long, whatever changed since (the fast lane stores a change every few seconds near the jump). */
export const MIN_AGE_MS = 5_000;
/** An answer of the current data version is reused for this long (the window slides with time). */
export const REUSE_MS = 15_000;
/**
 * A window the leader stored is taken with this much more age: the leader recomputes one tick
 * (5 s) after a change or after MIN_AGE_MS, and its read of a week of history takes a while.
 */
export const STORED_SLACK_MS = 5_000;

/** The leader keeps ranking a window for this long after a caller last asked for it. */
export const WANTED_FOR_MS = 120_000;
/** An instance records a caller's interest in a window at most this often. */
export const MARK_WANTED_EVERY_MS = 30_000;

export interface ComputedAt {
  dataVersion: number;
  atMs: number;
}

/** Whether `entry` may answer now, at `dataVersion`. */
export function isFresh(entry: ComputedAt, dataVersion: number, nowMs: number, slackMs = 0): boolean {
  const age = nowMs - entry.atMs;
  if (age < 0) return false;
  return age < MIN_AGE_MS + slackMs || (entry.dataVersion === dataVersion && age < REUSE_MS + slackMs);
}
