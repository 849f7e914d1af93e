import type { RacesWithoutResultResponse, RaceWithoutResultView } from '@overlay/contracts';
import { api } from '../../../lib/api';

const raceResultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    racesWithoutResult: build.query<RaceWithoutResultView[], void>({
      query: () => 'api/admin/races-without-result',
      transformResponse: ({ races }: RacesWithoutResultResponse) => races,
    }),
  }),
});

export const { useRacesWithoutResultQuery } = raceResultsApi;
