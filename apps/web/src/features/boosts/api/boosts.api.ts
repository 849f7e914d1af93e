import type { BoostLeg, BoostType, BoostView, RaceCode } from '@overlay/domain';
import { api } from '../../../lib/api';
import { listenWhileCached } from '../../../lib/sse';

/** An active boost of GET /api/boosts/active (docs/product.md §3; isActive is 1/0 on the wire). */
export type ActiveBoost = Omit<BoostView, 'isActive'> & {
  isActive: 0 | 1;
  legs: BoostLeg[];
};

/** A race of GET /api/races. */
export interface BoostRace {
  extRaceId: string;
  track: string;
  number: number;
  code: RaceCode;
  name: string;
  state: string;
  startTime: string;
}

export interface BoostRunner {
  extId: string;
  number: number;
  name: string;
  scratched: 0 | 1;
}

export interface CreateBoostBody {
  bookmaker: string;
  boostType: BoostType;
  raceExtId: string;
  runnerExtId: string;
  boostedOdds: number;
  isActive: boolean;
  notes?: string;
  kPlaces?: number;
  legs?: BoostLeg[];
}

export interface CreateBetBoostsBody {
  bookmaker: string;
  boosts: { raceExtId: string; runnerExtId: string; boostedOdds: number }[];
}

const list = <T>(response: unknown, key: string): T[] => {
  if (Array.isArray(response)) return response as T[];
  const inner = (response as Record<string, unknown> | null)?.[key];
  return Array.isArray(inner) ? (inner as T[]) : [];
};

export const boostsApi = api
  .enhanceEndpoints({ addTagTypes: ['ActiveBoosts', 'BoostBookmakers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      activeBoosts: build.query<ActiveBoost[], void>({
        query: () => 'api/boosts/active',
        transformResponse: (r: unknown) => list<ActiveBoost>(r, 'boosts'),
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
      boostRaces: build.query<BoostRace[], void>({
        query: () => 'api/races',
        // Only races a boost can still be taken on: open ones, soonest first (the list also
        // holds races that have jumped or been settled).
        transformResponse: (r: unknown) =>
          list<BoostRace>(r, 'races')
            .filter((race) => race.state === 'open')
            .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime)),
      }),
      boostRunners: build.query<BoostRunner[], string>({
        query: (extRaceId) => `api/runners/${encodeURIComponent(extRaceId)}`,
        transformResponse: (r: unknown) => list<BoostRunner>(r, 'runners'),
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
