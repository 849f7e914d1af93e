import type { DebugRaceResponse } from '@overlay/contracts';
import { liveMarketState } from '@overlay/domain';
import { venueLocalIso } from '../../markets';
import type { DebugRaceView } from '../application/get-debug-race.use-case';

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
