import type { RaceState } from '../racing/race-code';

/** What settlement needs to know of one race: whether it is over, and who finished where. */
export interface RaceOutcome {
  extRaceId: string;
  state: RaceState;
  /** ISO-8601 UTC. */
  startTime: string;
  /** Places in order, each the runner numbers sharing it (dead heat); null until the feed gives them. */
  results: number[][] | null;
  /** Numbers of the race's runners that are scratched (a bet on one is void). */
  scratchedRunnerNumbers: number[];
}

/** A race past its start, not abandoned, with no result stored (docs/feeds.md, results). */
export interface RaceWithoutResult {
  extRaceId: string;
  venue: string;
  number: number;
  /** ISO-8601 UTC. */
  startTime: string;
  state: RaceState;
  /** Bets on it still pending: they settle only once its result comes. */
  pendingBets: number;
}

/** How long a race's result is asked for; older, it is reported to admins as given up. */
export const RESULT_CHASE_DAYS = 7;

/** A race is asked for its result from this long after its start (it has run and been judged). */
export const RESULT_DUE_AFTER_MS = 30 * 60_000;

/** Port: race outcomes for settling bets, read in one go for many races. */
export abstract class RaceResultsRepository {
  /** The outcomes of the races among `extRaceIds` that are stored (unknown ids are left out). */
  abstract findRaceOutcomes(
    extRaceIds: readonly string[],
  ): Promise<RaceOutcome[]>;

  /** Races started between `from` and `to`, not abandoned, with no result: oldest first, at most `limit`. */
  abstract findWithoutResult(window: {
    from: Date;
    to: Date;
    limit: number;
  }): Promise<RaceWithoutResult[]>;
}
