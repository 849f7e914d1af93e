import type { RaceCode } from '../racing/race-code';

/** An open race, not yet jumped, whose prices changed in a window, with its running field. */
export interface MoveWindowRace {
  extRaceId: string;
  venue: string;
  number: number;
  code: RaceCode;
  /** ISO-8601 UTC. */
  startTime: string;
  /** Runners not scratched now, by number. */
  runners: { extId: string; number: number; name: string }[];
  /**
   * Each (runner, bookmaker)'s last recorded price before the window, then every recorded change
   * inside it; oldest first.
   */
  points: MoveHistoryPoint[];
}

export interface MoveHistoryPoint {
  runnerExtId: string;
  bookmaker: string;
  win: number;
  boostedFrom: number | null;
  /** Epoch milliseconds. */
  atMs: number;
}

/** Port: the price history of a window, for the steamers-and-drifters view. */
export abstract class PriceMovesRepository {
  /**
   * The open races starting after `now` with a price change recorded at or after `since`, each
   * with the prices its running runners had at `since` and their changes since (one read).
   */
  abstract findWindowHistory(since: Date, now: Date): Promise<MoveWindowRace[]>;
}
