import type {
  CreatePromosBody,
  MeetingView,
  PromoRow,
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

function readPromos(response: unknown): PromoRow[] {
  if (Array.isArray(response)) return response as PromoRow[];
  const promos = (response as { promos?: unknown } | null)?.promos;
  return Array.isArray(promos) ? (promos as PromoRow[]) : [];
}

const promosApi = api
  .enhanceEndpoints({ addTagTypes: ['Promos'] })
  .injectEndpoints({
    endpoints: (build) => ({
      promos: build.query<PromoRow[], void>({
        query: () => 'api/promos',
        transformResponse: readPromos,
        providesTags: ['Promos'],
        // Spec §4: promo_created, promo_updated and promo_deleted reload the list, whoever made them.
        async onCacheEntryAdded(_arg, lifecycle) {
          await listenWhileCached(lifecycle, (message) => {
            if (message.type.startsWith('promo_'))
              lifecycle.dispatch(promosApi.util.invalidateTags(['Promos']));
          });
        },
      }),
      promoBookmakers: build.query<string[], void>({
        query: () => 'api/bookmakers/active',
        transformResponse: (response: unknown) => {
          const list = (response as { bookmakers?: unknown } | null)
            ?.bookmakers;
          return Array.isArray(list)
            ? list.filter((b): b is string => typeof b === 'string')
            : [];
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
        transformResponse: (response: unknown) => {
          const meetings = (response as { meetings?: unknown } | null)
            ?.meetings;
          return Array.isArray(meetings) ? (meetings as MeetingView[]) : [];
        },
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
      createPromos: build.mutation<unknown, CreatePromosBody>({
        query: (body) => ({ url: 'api/promos/bulk', method: 'POST', body }),
        invalidatesTags: ['Promos'],
      }),
      deletePromo: build.mutation<unknown, string>({
        query: (id) => ({
          url: `api/promos/${encodeURIComponent(id)}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Promos'],
      }),
      clearPromos: build.mutation<{ count: number; message: string }, void>({
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
} = promosApi;
