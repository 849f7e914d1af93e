import type { RacesWithoutResultResponse } from '@overlay/contracts';
import type { UnresultedRace } from '../application/list-races-without-result.use-case';

/** `GET /api/admin/races-without-result`: each race as stored, with its pending bets and `givenUp`. */
export function toRacesWithoutResultResponse(races: readonly UnresultedRace[]): RacesWithoutResultResponse {
  return {
    races: races.map((race) => ({
      extRaceId: race.extRaceId,
      venue: race.venue,
      number: race.number,
      startTime: race.startTime,
      state: race.state,
      pendingBets: race.pendingBets,
      givenUp: race.givenUp,
    })),
  };
}
