import type {
  ActiveBoostRow,
  ActiveBoostsResponse,
  AddedBookmakerResponse,
  AdminBookmakerRow,
  BoostResponse,
  CreateBetBoostsBody,
  CreateBoostBody,
  CreatedBoostsResponse,
  RacesResponse,
  RaceView,
  RunnersResponse,
  RunnerView,
} from '@overlay/contracts';
import { api } from '../../../lib/api';
import { listenWhileCached } from '../../../lib/sse';

const boostsApi = api
  .enhanceEndpoints({ addTagTypes: ['ActiveBoosts', 'BoostBookmakers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      activeBoosts: build.query<ActiveBoostRow[], void>({
        query: () => 'api/boosts/active',
        transformResponse: ({ boosts }: ActiveBoostsResponse) => boosts,
        providesTags: ['ActiveBoosts'],
        // docs/product.md §4: boost_created and boost_deleted reload the active boosts.
        async onCacheEntryAdded(_arg, lifecycle) {
          await listenWhileCached(lifecycle, (message) => {
            if (message.type.startsWith('boost_'))
              lifecycle.dispatch(boostsApi.util.invalidateTags(['ActiveBoosts']));
          });
        },
      }),
      /** The switched-on bookmakers of the catalogue (not its totes or exchanges): what a boost may name. */
      boostBookmakers: build.query<string[], void>({
        query: () => 'api/admin/bookmakers',
        transformResponse: (sources: AdminBookmakerRow[]) =>
          sources.filter((b) => b.isActive && b.kind === 'bookmaker').map((b) => b.name),
        providesTags: ['BoostBookmakers'],
        async onCacheEntryAdded(_arg, lifecycle) {
          await listenWhileCached(lifecycle, (message) => {
            if (message.type === 'sources_changed')
              lifecycle.dispatch(boostsApi.util.invalidateTags(['BoostBookmakers']));
          });
        },
      }),
      boostRaces: build.query<RaceView[], void>({
        query: () => 'api/races',
        // Only races a boost can still be taken on: open ones, soonest first (the list also
        // holds races that have jumped or been settled).
        transformResponse: (races: RacesResponse) =>
          races
            .filter((race) => race.state === 'open')
            .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime)),
      }),
      boostRunners: build.query<RunnerView[], string>({
        query: (extRaceId) => `api/runners/${encodeURIComponent(extRaceId)}`,
        transformResponse: ({ runners }: RunnersResponse) => runners,
      }),
      addBoostBookmaker: build.mutation<AddedBookmakerResponse, string>({
        query: (name) => ({
          url: 'api/bet-boosts/bookmakers',
          method: 'POST',
          body: { name },
        }),
        invalidatesTags: ['BoostBookmakers'],
      }),
      createBetBoosts: build.mutation<CreatedBoostsResponse, CreateBetBoostsBody>({
        query: (body) => ({ url: 'api/bet-boosts', method: 'POST', body }),
        invalidatesTags: ['ActiveBoosts'],
      }),
      createBoost: build.mutation<BoostResponse, CreateBoostBody>({
        query: (body) => ({ url: 'api/boosts', method: 'POST', body }),
        invalidatesTags: ['ActiveBoosts'],
      }),
      deleteBoost: build.mutation<void, string>({
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
