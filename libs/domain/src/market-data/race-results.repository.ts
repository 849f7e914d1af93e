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

/** Port: race outcomes for settling bets, read in one go for many races. */
export abstract class RaceResultsRepository {
  /** The outcomes of the races among `extRaceIds` that are stored (unknown ids are left out). */
  abstract findRaceOutcomes(
    extRaceIds: readonly string[],
  ): Promise<RaceOutcome[]>;
}
