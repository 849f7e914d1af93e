import type { RaceMarket } from '@overlay/domain';
import type { RunnerHistory } from '../application/get-live-history.use-case';

/** The JSON of `GET /api/live/race/:extRaceId/history`. */
export interface LiveHistoryResponse {
  extRaceId: string;
  runners: RunnerHistory[];
}

export function toLiveHistoryResponse(result: { race: RaceMarket; runners: RunnerHistory[] }): LiveHistoryResponse {
  return { extRaceId: result.race.extRaceId, runners: result.runners };
}
