import type { FairPriceMethod, LiveMarketState, LiveRow } from '@overlay/domain';
import { liveMarketState } from '@overlay/domain';
import { venueLocalIso } from '../../markets';
import type { DebugRaceView } from '../application/get-debug-race.use-case';

export interface DebugRaceResponse {
  race: {
    extRaceId: string;
    venue: string;
    track: string;
    country: string;
    number: number;
    name: string;
    code: string;
    state: string;
    /** ISO-8601 UTC. */
    startTime: string;
    /** ISO-8601 with the venue's offset. */
    startTimeLocal: string;
    marketState: LiveMarketState;
    activeRunners: number;
  };
  runners: { runnerId: string; runnerNo: number; runnerName: string; scratched: boolean }[];
  rows: LiveRow[];
  bestByRunner: Record<string, LiveRow>;
  lastUpdated: string | null;
  /** Why there are no rows (e.g. no fair price), else null. */
  message: string | null;
  /** The fair-price method the rows were valued with (issue #16). */
  fairPriceMethod: FairPriceMethod;
}

export function toDebugRaceResponse(view: DebugRaceView): DebugRaceResponse {
  const { race } = view;
  return {
    race: {
      extRaceId: race.extRaceId,
      venue: race.venue,
      track: race.venue,
      country: race.country,
      number: race.number,
      name: race.name,
      code: race.code,
      state: race.state,
      startTime: race.startTime,
      startTimeLocal: venueLocalIso(race.startTime, race),
      marketState: liveMarketState(race.state),
      activeRunners: race.runners.filter((runner) => !runner.scratched).length,
    },
    runners: race.runners.map((runner) => ({
      runnerId: runner.extId,
      runnerNo: runner.number,
      runnerName: runner.name,
      scratched: runner.scratched,
    })),
    rows: view.rows,
    bestByRunner: view.bestByRunner,
    lastUpdated: view.lastUpdated,
    message: view.unvalued,
    fairPriceMethod: view.viewer.method,
  };
}
