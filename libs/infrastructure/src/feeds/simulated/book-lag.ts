import { mixHash, unitOf } from './seeded-random';

// Real books fall behind now and then: a scraper stalls, a trader steps away. For a while the
// book's prices stop following the market and its quote times stop moving, which is exactly
// what a stale mark must catch (docs/architecture.md §3) and where most real value hides.
//
// A book that comes back reprices race by race, not its whole card in one instant: a lag ends
// for each race at its own moment within CATCH_UP_MS. Ending it everywhere at once moved every
// quote of that book at one refresh, a tenth of the far-from-jump market in one minute on a
// 17-book day (docs/architecture.md §3, "how often prices move").

const MINUTE = 60_000;
/** Time is cut into slots; in most slots one book (per 17 the day prices) lags for a few minutes. */
const SLOT_MS = 30 * MINUTE;
const LAG_CHANCE = 0.85;
const MIN_LAG_MS = 5 * MINUTE;
const MAX_LAG_MS = 30 * MINUTE;
/** A book back from a lag has repriced every race within this long. */
export const CATCH_UP_MS = 10 * MINUTE;
/** Books per lane: a day priced by 110 sources has several lagging at once, as 17 books have one. */
const BOOKS_PER_LANE = 17;
const SALT = 301;
const CATCH_UP_SALT = 302;
/**
 * A lagging book's risk desk takes a runner down once its price is worth more than this against
 * the market (punters hammer a stale price within minutes): a stale book shows value, not gifts.
 */
const MAX_LAG_EDGE = 0.13;

export interface BookLag {
  bookIndex: number;
  /** Since when the book's prices have not moved (its quotes' `lastUpdated`). */
  sinceMs: number;
  /** When the book is back; each race catches up within CATCH_UP_MS after it (`lagOfRace`). */
  untilMs: number;
  /** Keys the race-by-race catch-up of this lag. */
  key: number;
}

/**
 * The lag under way at `nowMs` (the first found), if any: a pure function of the seed and the
 * time. A lag starts anywhere in its slot and may run on into the next one.
 */
export function bookLagAt(seed: number, bookCount: number, nowMs: number): BookLag | null {
  return bookLagsAt(seed, bookCount, nowMs).find((lag) => nowMs < lag.untilMs) ?? null;
}

/**
 * Every lag that may still hold a race's prices at `nowMs`: those under way and those whose book
 * is still catching up (`lagOfRace` says which race). At most a few: one per lane and slot.
 */
export function bookLagsAt(seed: number, bookCount: number, nowMs: number): BookLag[] {
  const slot = Math.floor(nowMs / SLOT_MS);
  const lanes = Math.max(1, Math.round(bookCount / BOOKS_PER_LANE));
  const lags: BookLag[] = [];
  // A lag and its catch-up last at most MAX_LAG_MS + CATCH_UP_MS, under two slots.
  for (let back = 0; back <= 2; back += 1)
    for (let lane = 0; lane < lanes; lane += 1) {
      const lag = lagOfSlot(seed, bookCount, slot - back, lane);
      if (lag && nowMs >= lag.sinceMs && nowMs < lag.untilMs + CATCH_UP_MS) lags.push(lag);
    }
  return lags;
}

/** The lag holding this book's prices of a race (keyed by `raceKey`) at `nowMs`, if any; the oldest wins. */
export function lagOfRace(lags: readonly BookLag[], bookIndex: number, raceKey: number, nowMs: number): BookLag | null {
  let held: BookLag | null = null;
  for (const lag of lags) {
    if (lag.bookIndex !== bookIndex) continue;
    const backAt = lag.untilMs + Math.floor(CATCH_UP_MS * unitOf(mixHash(raceKey, CATCH_UP_SALT, lag.key)));
    if (nowMs < backAt && (held === null || lag.sinceMs < held.sinceMs)) held = lag;
  }
  return held;
}

function lagOfSlot(seed: number, bookCount: number, slot: number, lane: number): BookLag | null {
  // Lane 0 draws as a single lane did, so a 17-book day keeps its lags.
  const draw = (n: number) => unitOf(mixHash(seed, SALT, slot, lane * 4 + n));
  if (draw(0) >= LAG_CHANCE) return null;
  const sinceMs = slot * SLOT_MS + Math.floor(draw(1) * SLOT_MS);
  const untilMs = sinceMs + MIN_LAG_MS + draw(2) * (MAX_LAG_MS - MIN_LAG_MS);
  return { bookIndex: Math.floor(draw(3) * bookCount), sinceMs, untilMs, key: mixHash(seed, slot, lane) };
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
