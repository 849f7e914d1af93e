import { api } from '../../../lib/api';
import { listenWhileCached } from '../../../lib/sse';
import type {
  ActiveBookmakersResponse,
  BetFilters,
  BetPageResponse,
  CreateBetBody,
  UpdateBetBody,
} from '@overlay/contracts';
import type { Bet, BetSummary } from './bet-types';

export type * from './bet-types';

/** Rows per page of the log: a screenful several times over, so scrolling rarely waits. */
const BET_PAGE = 100;

/** Where the browser downloads the whole filtered log as CSV (streamed by the api). */
export function betsCsvUrl(filters: BetFilters): string {
  const query = new URLSearchParams(betFilterParams(filters)).toString();
  return `/api/bets/export.csv${query ? `?${query}` : ''}`;
}

/** The filters as the api reads them (`from`, `to`, `bookmaker`, `code`, `promoType`); empty ones left out. */
function betFilterParams(filters: BetFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ['from', 'to', 'bookmaker', 'code', 'promoType'] as const) {
    const value = filters[key];
    if (value) params[key] = value;
  }
  return params;
}

const betsApi = api
  .enhanceEndpoints({ addTagTypes: ['Bets', 'BetBookmakers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The log by pages of BET_PAGE rows, newest first; each page names where the next starts. */
      bets: build.infiniteQuery<BetPageResponse, BetFilters, string | null>({
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (lastPage) => lastPage.nextCursor,
        },
        query: ({ queryArg, pageParam }) => ({
          url: 'api/bets',
          params: {
            ...betFilterParams(queryArg),
            limit: String(BET_PAGE),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
        providesTags: ['Bets'],
        // A bet settled, closed or changed elsewhere (another tab, the settlement job) reloads the log.
        async onCacheEntryAdded(_filters, lifecycle) {
          await listenWhileCached(lifecycle, (message) => {
            if (message.type === 'bet_changed')
              lifecycle.dispatch(betsApi.util.invalidateTags(['Bets']));
          });
        },
      }),
      betSummary: build.query<BetSummary, BetFilters>({
        query: (filters) => ({
          url: 'api/bets/summary',
          params: betFilterParams(filters),
        }),
        providesTags: ['Bets'],
      }),
      createBet: build.mutation<Bet, CreateBetBody>({
        query: (body) => ({ url: 'api/bets', method: 'POST', body }),
        invalidatesTags: ['Bets'],
      }),
      updateBet: build.mutation<Bet, { id: string } & UpdateBetBody>({
        query: ({ id, ...body }) => ({
          url: `api/bets/${encodeURIComponent(id)}`,
          method: 'PATCH',
          body,
        }),
        invalidatesTags: ['Bets'],
      }),
      deleteBet: build.mutation<unknown, string>({
        query: (id) => ({
          url: `api/bets/${encodeURIComponent(id)}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Bets'],
      }),
      /** Bookmakers for the filter (the same list the dashboard's filter offers). */
      betBookmakers: build.query<string[], void>({
        query: () => 'api/bookmakers/active',
        transformResponse: ({ bookmakers }: ActiveBookmakersResponse) => bookmakers,
        providesTags: ['BetBookmakers'],
        async onCacheEntryAdded(_arg, lifecycle) {
          await listenWhileCached(lifecycle, (message) => {
            if (message.type === 'sources_changed')
              lifecycle.dispatch(betsApi.util.invalidateTags(['BetBookmakers']));
          });
        },
      }),
    }),
  });

export const {
  useBetsInfiniteQuery,
  useBetSummaryQuery,
  useCreateBetMutation,
  useUpdateBetMutation,
  useDeleteBetMutation,
  useBetBookmakersQuery,
} = betsApi;
