import type {
  ActiveBookmakersResponse,
  ClearPromosResponse,
  CreatedPromosResponse,
  CreatePromosBody,
  MeasuredRetentionResponse,
  MeetingView,
  PromoRow,
  PromosResponse,
  RaceSearchResponse,
  ResolvePromoTextBody,
  ResolvePromoTextResponse,
} from '@overlay/contracts';
import type { RaceCode } from '@overlay/domain';
import { api } from '../../../lib/api';
import { listenWhileCached } from '../../../lib/sse';

interface RaceSearchArgs {
  query: string;
  codes: RaceCode[];
  withinMinutes: number;
}

const promosApi = api
  .enhanceEndpoints({ addTagTypes: ['Promos', 'PromoBookmakers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      promos: build.query<PromoRow[], void>({
        query: () => 'api/promos',
        transformResponse: ({ promos }: PromosResponse) => promos,
        providesTags: ['Promos'],
        // docs/product.md §4: promo_created, promo_updated and promo_deleted reload the list, whoever made them.
        async onCacheEntryAdded(_arg, lifecycle) {
          await listenWhileCached(lifecycle, (message) => {
            if (message.type.startsWith('promo_'))
              lifecycle.dispatch(promosApi.util.invalidateTags(['Promos']));
          });
        },
      }),
      /** GET /api/retention/measured: each book's retention measured from the market now (docs/ev-model.md §10). */
      promoMeasuredRetention: build.query<MeasuredRetentionResponse, void>({
        query: () => 'api/retention/measured',
        keepUnusedDataFor: 0,
      }),
      /** The switched-on bookmakers of the catalogue: a feed-declared book is one a promo may name. */
      promoBookmakers: build.query<string[], void>({
        query: () => 'api/bookmakers/active',
        transformResponse: ({ bookmakers }: ActiveBookmakersResponse) => bookmakers,
        providesTags: ['PromoBookmakers'],
        async onCacheEntryAdded(_arg, lifecycle) {
          await listenWhileCached(lifecycle, (message) => {
            if (message.type === 'sources_changed')
              lifecycle.dispatch(promosApi.util.invalidateTags(['PromoBookmakers']));
          });
        },
      }),
      raceSearch: build.query<MeetingView[], RaceSearchArgs>({
        query: ({ query, codes, withinMinutes }) => ({
          url: 'api/races/search',
          params: {
            query,
            within_minutes: withinMinutes,
            ...(codes.length > 0 ? { codes: codes.join(',') } : {}),
          },
        }),
        transformResponse: ({ meetings }: RaceSearchResponse) => meetings,
      }),
      resolvePromoText: build.mutation<
        ResolvePromoTextResponse,
        ResolvePromoTextBody
      >({
        query: (body) => ({
          url: 'api/promos/resolve-text',
          method: 'POST',
          body,
        }),
      }),
      createPromos: build.mutation<CreatedPromosResponse, CreatePromosBody>({
        query: (body) => ({ url: 'api/promos/bulk', method: 'POST', body }),
        invalidatesTags: ['Promos'],
      }),
      deletePromo: build.mutation<void, string>({
        query: (id) => ({
          url: `api/promos/${encodeURIComponent(id)}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Promos'],
      }),
      clearPromos: build.mutation<ClearPromosResponse, void>({
        query: () => ({ url: 'api/promos/all', method: 'DELETE' }),
        invalidatesTags: ['Promos'],
      }),
    }),
  });

export const {
  usePromosQuery,
  usePromoBookmakersQuery,
  useRaceSearchQuery,
  useResolvePromoTextMutation,
  useCreatePromosMutation,
  useDeletePromoMutation,
  useClearPromosMutation,
  usePromoMeasuredRetentionQuery,
} = promosApi;
