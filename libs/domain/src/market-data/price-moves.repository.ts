import type { RaceCode } from '../racing/race-code';

/** An open race, not yet jumped, whose fair price was stored in a window, with its running field. */
export interface MoveWindowRace {
  extRaceId: string;
  venue: string;
  number: number;
  code: RaceCode;
  /** ISO-8601 UTC. */
  startTime: string;
  /** Runners not scratched now, by number. */
  runners: { extId: string; number: number; name: string }[];
  /** The stored fair prices: the last one before the window, then every one inside it; oldest first. */
  fair: StoredFairPrice[];
  /** What the books did with each running runner over the window (a runner no book quotes: absent). */
  books: RunnerBookMoves[];
}

/** The fair win price of a race's field at one change, as the dashboard valued it then. */
export interface StoredFairPrice {
  /** Epoch milliseconds. */
  atMs: number;
  /** Fair win price by runner ext id. */
  byRunner: ReadonlyMap<string, number>;
}

/**
 * The books' quotes of one runner when the window opened and now, summed up (the database does it:
 * a week of markets is thousands of quotes per window, docs/product.md, movers).
 */
export interface RunnerBookMoves {
  runnerExtId: string;
  /** The best win price offered (a boosted price included) when the window opened, and now. */
  bestFrom: number;
  bestTo: number;
  /** The book offering `bestTo` (the first by name on a tie). */
  bestBookmaker: string;
  /** Books whose own price (before any boost) lengthened, and shortened, over the window. */
  booksOut: number;
  booksIn: number;
}

/** A race's fair prices at one stored change (docs/product.md, movers). */
export interface FairPriceRecord {
  extRaceId: string;
  runnerExtIds: readonly string[];
  fair: readonly number[];
  /** The engine's name for how it was found ('BF Mid', 'Bookie MPTO', …). */
  method: string;
}

/** Port: the price history movers read, and the fair prices stored per change for them. */
export abstract class PriceMovesRepository {
  /**
   * The open races starting after `now` with a fair price stored at or after `since`, each with
   * its fair prices from `since` (the last one before it included) and every book's quote then and now.
   */
  abstract findWindowHistory(since: Date, now: Date): Promise<MoveWindowRace[]>;

  /** Stores the fair prices of races changed at `at` (one row per race; a repeat is ignored). */
  abstract recordFairPrices(at: Date, records: readonly FairPriceRecord[]): Promise<void>;

  /** A race's stored fair prices from `since` (the last one before it first), oldest first. */
  abstract findRaceFairPrices(extRaceId: string, since: Date): Promise<StoredFairPrice[]>;

  /** Deletes fair prices stored before `before`; returns the rows deleted. */
  abstract pruneFairPrices(before: Date): Promise<number>;
}
