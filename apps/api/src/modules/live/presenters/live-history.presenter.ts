import type { RaceMarket } from '@overlay/domain';
import type { LiveHistoryResponse, RunnerHistory } from '@overlay/contracts';

/** The JSON of `GET /api/live/race/:extRaceId/history`. */
export function toLiveHistoryResponse(result: { race: RaceMarket; runners: RunnerHistory[] }): LiveHistoryResponse {
  return { extRaceId: result.race.extRaceId, runners: result.runners };
}
