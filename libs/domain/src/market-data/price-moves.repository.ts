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
  /** Each book's quote of each running runner, as it stood when the window opened and now. */
  quotes: MoveWindowQuote[];
}

/** The fair win price of a race's field at one change, as the dashboard valued it then. */
export interface StoredFairPrice {
  /** Epoch milliseconds. */
  atMs: number;
  /** Fair win price by runner ext id. */
  byRunner: ReadonlyMap<string, number>;
}

export interface MoveWindowQuote {
  runnerExtId: string;
  bookmaker: string;
  /** The win price offered (a boosted price included) when the window opened, and now. */
  winFrom: number;
  winTo: number;
  /** The book's own price before any boost, then and now: what says the book moved. */
  baseFrom: number;
  baseTo: number;
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
