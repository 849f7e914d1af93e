import { mixHash, unitOf } from './seeded-random';

// Real books fall behind now and then: a scraper stalls, a trader steps away. For a while the
// book's prices stop following the market and its quote times stop moving, which is exactly
// what a stale mark must catch (docs/architecture.md §3) and where most real value hides.

const MINUTE = 60_000;
/** Time is cut into slots; in most slots one book lags for a few minutes. */
const SLOT_MS = 30 * MINUTE;
const LAG_CHANCE = 0.85;
const MIN_LAG_MS = 5 * MINUTE;
const MAX_LAG_MS = 30 * MINUTE;
const SALT = 301;
/**
 * A lagging book's risk desk takes a runner down once its price is worth more than this against
 * the market (punters hammer a stale price within minutes): a stale book shows value, not gifts.
 */
const MAX_LAG_EDGE = 0.13;

export interface BookLag {
  bookIndex: number;
  /** Since when the book's prices have not moved (its quotes' `lastUpdated`). */
  sinceMs: number;
}

/**
 * The book lagging at `nowMs`, if any: a pure function of the seed and the time. A lag starts
 * anywhere in its slot and may run on into the next one.
 */
export function bookLagAt(
  seed: number,
  bookCount: number,
  nowMs: number,
): BookLag | null {
  const slot = Math.floor(nowMs / SLOT_MS);
  return (
    lagOfSlot(seed, bookCount, slot, nowMs) ??
    lagOfSlot(seed, bookCount, slot - 1, nowMs)
  );
}

function lagOfSlot(
  seed: number,
  bookCount: number,
  slot: number,
  nowMs: number,
): BookLag | null {
  const draw = (n: number) => unitOf(mixHash(seed, SALT, slot, n));
  if (draw(0) >= LAG_CHANCE) return null;
  const sinceMs = slot * SLOT_MS + Math.floor(draw(1) * SLOT_MS);
  const untilMs = sinceMs + MIN_LAG_MS + draw(2) * (MAX_LAG_MS - MIN_LAG_MS);
  if (nowMs < sinceMs || nowMs >= untilMs) return null;
  return { bookIndex: Math.floor(draw(3) * bookCount), sinceMs };
}

/**
 * When a book that is up to date last confirmed its prices: a few seconds before the snapshot,
 * a different few for each book (they are polled one after another).
 */
export function confirmedAtMs(bookIndex: number, nowMs: number): number {
  return nowMs - ((bookIndex * 7_000) % 20_000);
}

/**
 * A lagging book's quotes (field order) with the runners its risk desk has taken down: those
 * whose price beats the true chance `win` by more than MAX_LAG_EDGE are no longer quoted.
 */
export function withoutHammered<T extends { win: number }>(
  quotes: ReadonlyArray<T | null>,
  win: readonly number[],
): Array<T | null> {
  return quotes.map((quote, index) =>
    quote && quote.win * win[index] > 1 + MAX_LAG_EDGE ? null : quote,
  );
}
