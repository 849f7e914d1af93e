import type { BookmakerCoverage, CoverageMeta, FeedPingResponse } from '@overlay/contracts';
import { serializeOpportunitiesQuery } from '@overlay/domain';
import type { FairPriceMethod, FilterState, OpportunitiesQuery, OpportunitiesResponse } from '@overlay/domain';
import type { Opportunity, StaleRace } from '@overlay/contracts';
import { api } from '../../../lib/api';
import { listenWhileCached } from '../../../lib/sse';
import { TIMING } from '../../../config/timing';

/** A dashboard row: the api's opportunity, with its price age, fair-price book count and stale flag. */
export type DashboardRow = Opportunity;

/** No race hidden for stale prices (one shared empty list, so the notice does not redraw). */
export const NO_STALE_RACES: readonly StaleRace[] = [];

type CoverageMap = Record<string, BookmakerCoverage>;

/** The feed's state as the coverage call's `_meta` gives it (quota_exceeded freezes the market). */
export type FeedState = Pick<CoverageMeta, 'stale' | 'lastUpdated' | 'lastError' | 'lastErrorCode'>;

/** GET /api/bookmakers/coverage read: each book's entry, and the feed's state. */
export interface CoverageReply {
  books: CoverageMap;
  feed: FeedState | null;
}

/** What the header reads of GET /api/betwatch/ping. */
export type PingResult = Pick<FeedPingResponse, 'ok' | 'status'>;

/** The filters the opportunities call sends (docs/product.md §7): search, sort and race view stay client-side except race_id. */
export type OpportunitiesArgs = FilterState & {
  raceId: string | null;
  /** The address's `fair_method`, in place of the user's setting; null: the setting. */
  fairMethod: FairPriceMethod | null;
};

/**
 * The call's arguments of a dashboard state: the filters and race_id only. Search and sort work on
 * the loaded rows, so a keystroke or a header click neither refetches nor changes what was loaded;
 * the boot prefetch builds its arguments here too, so the dashboard finds that same cache entry.
 * A selection of every known bookmaker is sent as none (all, docs/product.md §7): the known list grows when
 * the active ones arrive, and the default view's call must not change with it (a second call
 * whose rows the page waited for, dropping the first's: issue #23).
 */
export function opportunitiesArgs(
  query: OpportunitiesQuery,
  known: readonly string[],
  fairMethod: FairPriceMethod | null = null,
): OpportunitiesArgs {
  const filters = filterStateOf(query);
  const all = known.every((k) =>
    filters.bookmakers.some((b) => b.toLowerCase() === k.toLowerCase()),
  );
  return {
    ...filters,
    bookmakers: all ? [] : filters.bookmakers,
    raceId: query.raceId,
    fairMethod,
  };
}

/** The filter part of a dashboard state (no search, sort or race_id). */
export function filterStateOf(query: OpportunitiesQuery): FilterState {
  return {
    minTotalEV: query.minTotalEV,
    maxOdds: query.maxOdds,
    minBonusPct: query.minBonusPct,
    requireTwoBookies: query.requireTwoBookies,
    promoOnly: query.promoOnly,
    bookmakers: query.bookmakers,
    raceCodes: query.raceCodes,
    includePromos: query.includePromos,
    withinMinutes: query.withinMinutes,
    maxResults: query.maxResults,
  };
}

function readCoverage(response: unknown): CoverageReply {
  const books: CoverageMap = {};
  if (typeof response !== 'object' || response === null) return { books, feed: null };
  for (const [name, entry] of Object.entries(response)) {
    if (!name.startsWith('_') && typeof entry === 'object' && entry !== null)
      books[name] = entry as BookmakerCoverage;
  }
  const meta = (response as { _meta?: Partial<FeedState> })._meta;
  const feed = meta
    ? {
        stale: meta.stale === true,
        lastUpdated: meta.lastUpdated ?? null,
        lastError: meta.lastError ?? null,
        lastErrorCode: meta.lastErrorCode ?? null,
      }
    : null;
  return { books, feed };
}

/**
 * The rows frozen one level deep before they reach the store. Immer freezes what a reducer stores,
 * walking every field of every row (on 5,000 rows, 30 to 100 ms of the first load's main thread);
 * it stops at an object already frozen, and a row's fields are values, so this is the same
 * guarantee for a few thousand Object.freeze calls.
 */
function frozenRows(rows: DashboardRow[]): DashboardRow[] {
  for (const row of rows) Object.freeze(row);
  Object.freeze(rows);
  return rows;
}

export const dashboardApi = api
  .enhanceEndpoints({
    addTagTypes: ['Opportunities', 'Coverage', 'ActiveBookmakers'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      opportunities: build.query<
        {
          opportunities: DashboardRow[];
          lastUpdated: string | null;
          fairPriceMethod: FairPriceMethod | null;
          staleRaces: readonly StaleRace[];
          marketAsOf: string | null;
        },
        OpportunitiesArgs
      >({
        query: ({ fairMethod, ...args }) =>
          `api/opportunities?${serializeOpportunitiesQuery(args)}${fairMethod ? `&fair_method=${fairMethod}` : ''}`,
        transformResponse: (body: OpportunitiesResponse | null) => ({
          opportunities: frozenRows(body?.opportunities ?? []),
          lastUpdated: body?.lastUpdated ?? null,
          fairPriceMethod: body?.fairPriceMethod ?? null,
          staleRaces: body?.staleRaces ?? NO_STALE_RACES,
          marketAsOf: body?.marketAsOf ?? null,
        }),
        providesTags: ['Opportunities'],
        // Spec §4: data_refresh, boost_created and boost_deleted reload the rows silently.
        async onCacheEntryAdded(_args, lifecycle) {
          await listenWhileCached(lifecycle, (message) => {
            if (
              message.type === 'data_refresh' ||
              message.type === 'boost_created' ||
              message.type === 'boost_deleted' ||
              message.type.startsWith('promo_')
            )
              lifecycle.dispatch(
                dashboardApi.util.invalidateTags(
                  message.type === 'data_refresh'
                    ? ['Opportunities', 'Coverage']
                    : ['Opportunities'],
                ),
              );
          });
        },
      }),
      coverage: build.query<CoverageReply, void>({
        query: () => 'api/bookmakers/coverage',
        transformResponse: readCoverage,
        // Spec §7: the only cached data that goes stale (60 s).
        keepUnusedDataFor: TIMING.coverageStaleMs / 1000,
        providesTags: ['Coverage'],
      }),
      activeBookmakers: build.query<string[], void>({
        query: () => 'api/bookmakers/active',
        transformResponse: (body: { bookmakers?: unknown } | null) =>
          Array.isArray(body?.bookmakers)
            ? body.bookmakers.filter((b): b is string => typeof b === 'string')
            : [],
        providesTags: ['ActiveBookmakers'],
      }),
      ping: build.query<PingResult, void>({
        query: () => 'api/betwatch/ping',
      }),
      refresh: build.mutation<unknown, void>({
        query: () => ({ url: 'api/refresh', method: 'POST' }),
        invalidatesTags: ['Opportunities'],
      }),
      adminRefresh: build.mutation<unknown, void>({
        query: () => ({ url: 'api/admin/refresh', method: 'POST' }),
      }),
    }),
  });

export const {
  useOpportunitiesQuery,
  useCoverageQuery,
  useActiveBookmakersQuery,
  useLazyPingQuery,
  useRefreshMutation,
  useAdminRefreshMutation,
} = dashboardApi;
