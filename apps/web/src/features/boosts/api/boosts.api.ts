import type { ActiveBoostRow, CreateBetBoostsBody, CreateBoostBody, RaceView, RunnerView } from '@overlay/contracts';
import { api } from '../../../lib/api';
import { listenWhileCached } from '../../../lib/sse';

const list = <T>(response: unknown, key: string): T[] => {
  if (Array.isArray(response)) return response as T[];
  const inner = (response as Record<string, unknown> | null)?.[key];
  return Array.isArray(inner) ? (inner as T[]) : [];
};

const boostsApi = api
  .enhanceEndpoints({ addTagTypes: ['ActiveBoosts', 'BoostBookmakers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      activeBoosts: build.query<ActiveBoostRow[], void>({
        query: () => 'api/boosts/active',
        transformResponse: (r: unknown) => list<ActiveBoostRow>(r, 'boosts'),
        providesTags: ['ActiveBoosts'],
        // Spec §4: boost_created and boost_deleted reload the active boosts.
        async onCacheEntryAdded(_arg, lifecycle) {
          await listenWhileCached(lifecycle, (message) => {
            if (message.type.startsWith('boost_'))
              lifecycle.dispatch(boostsApi.util.invalidateTags(['ActiveBoosts']));
          });
        },
      }),
      boostBookmakers: build.query<string[], void>({
        query: () => 'api/admin/bookmakers',
        transformResponse: (r: unknown) =>
          list<{ name: string; isActive?: boolean }>(r, 'bookmakers')
            .filter((b) => b.isActive !== false)
            .map((b) => b.name),
        providesTags: ['BoostBookmakers'],
      }),
      boostRaces: build.query<RaceView[], void>({
        query: () => 'api/races',
        // Only races a boost can still be taken on: open ones, soonest first (the list also
        // holds races that have jumped or been settled).
        transformResponse: (r: unknown) =>
          list<RaceView>(r, 'races')
            .filter((race) => race.state === 'open')
            .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime)),
      }),
      boostRunners: build.query<RunnerView[], string>({
        query: (extRaceId) => `api/runners/${encodeURIComponent(extRaceId)}`,
        transformResponse: (r: unknown) => list<RunnerView>(r, 'runners'),
      }),
      addBoostBookmaker: build.mutation<{ bookmaker: { name: string } }, string>({
        query: (name) => ({
          url: 'api/bet-boosts/bookmakers',
          method: 'POST',
          body: { name },
        }),
        invalidatesTags: ['BoostBookmakers'],
      }),
      createBetBoosts: build.mutation<unknown, CreateBetBoostsBody>({
        query: (body) => ({ url: 'api/bet-boosts', method: 'POST', body }),
        invalidatesTags: ['ActiveBoosts'],
      }),
      createBoost: build.mutation<unknown, CreateBoostBody>({
        query: (body) => ({ url: 'api/boosts', method: 'POST', body }),
        invalidatesTags: ['ActiveBoosts'],
      }),
      deleteBoost: build.mutation<unknown, string>({
        query: (id) => ({
          url: `api/boosts/${encodeURIComponent(id)}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['ActiveBoosts'],
      }),
    }),
  });

export const {
  useActiveBoostsQuery,
  useBoostBookmakersQuery,
  useBoostRacesQuery,
  useBoostRunnersQuery,
  useAddBoostBookmakerMutation,
  useCreateBetBoostsMutation,
  useCreateBoostMutation,
  useDeleteBoostMutation,
} = boostsApi;
