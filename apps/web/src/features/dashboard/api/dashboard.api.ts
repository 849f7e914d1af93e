import type {
  ActiveBookmakersResponse,
  BookmakerCoverage,
  CoverageMeta,
  CoverageResponse,
  FeedPingResponse,
  OpportunitiesResponse,
} from '@overlay/contracts';
import type { FairPriceMethod } from '@overlay/domain';
import type { MarketFreshness, Opportunity, ReplyRetention, StaleRace } from '@overlay/contracts';
import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../../lib/api';
import { listenWhileCached } from '../../../lib/sse';
import { followRaces } from './follow-races';
import { TIMING } from '../../../config/timing';
import { opportunitiesUrl } from '../model/opportunities-request';
import type { OpportunitiesArgs } from '../model/opportunities-request';

// The call's arguments and URL live in model/opportunities-request.ts (the boot and the early
// first screen build them too); the page and the tests import them from here as before.
export { filterStateOf, opportunitiesArgs } from '../model/opportunities-request';
export type { OpportunitiesArgs } from '../model/opportunities-request';

/** A dashboard row: the api's opportunity, with its price age, fair-price book count and stale flag. */
export type DashboardRow = Opportunity;

/** No race hidden for stale prices (one shared empty list, so the notice does not redraw). */
export const NO_STALE_RACES: readonly StaleRace[] = [];

type CoverageMap = Record<string, BookmakerCoverage>;

/** The feed's state as the coverage call's `_meta` gives it (quota_exceeded freezes the market). */
type FeedState = Pick<CoverageMeta, 'stale' | 'lastUpdated' | 'lastError' | 'lastErrorCode'>;

/** GET /api/bookmakers/coverage read: each book's entry, and the feed's state. */
export interface CoverageReply {
  books: CoverageMap;
  feed: FeedState | null;
}

/** What the header reads of GET /api/betwatch/ping. */
export type PingResult = Pick<FeedPingResponse, 'ok' | 'status'>;

/** The coverage reply split into its books and the feed's state (keys starting with '_' are not books, docs/product.md §3). */
function readCoverage(reply: CoverageResponse): CoverageReply {
  const books: CoverageMap = {};
  for (const [name, entry] of Object.entries(reply)) if (!name.startsWith('_')) books[name] = entry as BookmakerCoverage;
  const { stale, lastUpdated, lastError, lastErrorCode } = reply._meta;
  return { books, feed: { stale, lastUpdated, lastError, lastErrorCode } };
}

/**
 * The rows frozen one level deep before they reach the store. Immer freezes what a reducer stores,
 * walking every field of every row (on 5,000 rows, 30 to 100 ms of the first load's main thread);
 * it stops at an object already frozen, and a row's fields are values, so this is the same
 * guarantee for a few thousand Object.freeze calls.
 */
function frozenRows(rows: DashboardRow[]): DashboardRow[] {
  for (const row of rows) {
    // docs/product.md §3: a row without a total EV reads its base EV (the api always sends one).
    if (typeof row.totalEV !== 'number') (row as { totalEV: number }).totalEV = row.ev;
    Object.freeze(row);
  }
  Object.freeze(rows);
  return rows;
}

/** The opportunities entry as the dashboard keeps it. */
interface DashboardReply {
  opportunities: DashboardRow[];
  lastUpdated: string | null;
  fairPriceMethod: FairPriceMethod | null;
  staleRaces: readonly StaleRace[];
  marketAsOf: string | null;
  marketFreshness: MarketFreshness | null;
  /** The commission (percent) the rows' locked figures are net of; null from a reply before it. */
  commission: number | null;
  /** What the rows' bonus bets were worth (docs/ev-model.md §10). */
  retention: ReplyRetention | undefined;
}

/** A reply's fields as the entry keeps them, with its rows (a whole reply's, or merged ones). */
function dashboardReply(body: OpportunitiesResponse, rows: DashboardRow[]): DashboardReply {
  return {
    opportunities: rows,
    lastUpdated: body.lastUpdated,
    fairPriceMethod: body.fairPriceMethod ?? null,
    staleRaces: body.staleRaces ?? NO_STALE_RACES,
    marketAsOf: body.marketAsOf ?? null,
    marketFreshness: body.marketFreshness ?? null,
    commission: body.commission ?? null,
    retention: body.retention,
  };
}

/**
 * How many hold an entry (RTK Query's own count, as its middleware answers it): an entry nobody
 * holds any more (the first screen's, once the whole set is in) is kept a while, and must not read.
 */
function subscribers(dispatch: (action: UnknownAction) => unknown, endpointName: string, queryArgs: unknown): number {
  const selectors = dispatch(dashboardApi.internalActions.internal_getRTKQSubscriptions()) as {
    getSubscriptionCount?: (queryCacheKey: string) => number;
  };
  // Not answered (a store without the middleware): count it held, as before.
  return selectors.getSubscriptionCount?.(defaultSerializeQueryArgs({ endpointName, queryArgs, endpointDefinition: undefined as never })) ?? 1;
}

/** One cache entry's tag id: its arguments (the same object for the same entry). */
function entryTag(args: OpportunitiesArgs): string {
  return JSON.stringify(args);
}

export const dashboardApi = api
  .enhanceEndpoints({
    addTagTypes: ['Opportunities', 'Coverage', 'ActiveBookmakers'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      opportunities: build.query<DashboardReply, OpportunitiesArgs>({
        query: (args) => opportunitiesUrl(args),
        transformResponse: (body: OpportunitiesResponse) => dashboardReply(body, frozenRows(body.opportunities)),
        // The entry's own tag too, so the follower reloads it alone (and drops it when nobody holds it).
        providesTags: (_reply, _error, args) => ['Opportunities', { type: 'Opportunities', id: entryTag(args) }],
        // docs/product.md §4: data_refresh, boost_created and boost_deleted reload the rows silently;
        // races_changed reads only the races it names (docs/architecture.md, "The dashboard follows the market").
        async onCacheEntryAdded(args, lifecycle) {
          const reloadAll = () => lifecycle.dispatch(dashboardApi.util.invalidateTags(['Opportunities']));
          const follower = followRaces<DashboardReply>(
            {
              read: (races) =>
                lifecycle
                  .dispatch(dashboardApi.endpoints.opportunityRaces.initiate({ ...args, races }, { subscribe: false, forceRefetch: true }))
                  .unwrap(),
              held: () => lifecycle.getCacheEntry(),
              apply: (reply, rows) => lifecycle.updateCachedData(() => dashboardReply(reply, frozenRows(rows))),
              reload: () => lifecycle.dispatch(dashboardApi.util.invalidateTags([{ type: 'Opportunities', id: entryTag(args) }])),
              now: () => Date.now(),
              heldBySomeone: () => subscribers(lifecycle.dispatch, 'opportunities', args) > 0,
            },
            TIMING.wholeReadEveryMs,
          );
          await listenWhileCached(lifecycle, (message) => {
            if (message.type === 'races_changed') {
              follower.changed((message.data as { raceIds?: string[] | null } | null)?.raceIds ?? null);
            } else if (message.type === 'data_refresh') {
              // Every change named by races_changed is in the rows already: the coverage reloads, the rows only when due.
              const named = (message.data as { named?: boolean } | null)?.named === true;
              lifecycle.dispatch(
                dashboardApi.util.invalidateTags(named && !follower.wholeReadDue() ? ['Coverage'] : ['Opportunities', 'Coverage']),
              );
            } else if (message.type === 'boost_created' || message.type === 'boost_deleted' || message.type.startsWith('promo_')) {
              reloadAll();
            }
          });
        },
      }),
      /** A `races=` read of the same view (docs/architecture.md, "The dashboard follows the market"): the entry above merges it. */
      opportunityRaces: build.query<OpportunitiesResponse, OpportunitiesArgs & { races: readonly string[] }>({
        query: ({ races, ...args }) => opportunitiesUrl({ ...args, races }),
        keepUnusedDataFor: 0,
      }),
      coverage: build.query<CoverageReply, void>({
        query: () => 'api/bookmakers/coverage',
        transformResponse: readCoverage,
        // docs/product.md §7: the only cached data that goes stale (60 s).
        keepUnusedDataFor: TIMING.coverageStaleMs / 1000,
        providesTags: ['Coverage'],
      }),
      activeBookmakers: build.query<ActiveBookmakersResponse, void>({
        query: () => 'api/bookmakers/active',
        providesTags: ['ActiveBookmakers'],
        // A source the feed starts pricing, or one an admin switches, joins or leaves the filter.
        async onCacheEntryAdded(_args, lifecycle) {
          await listenWhileCached(lifecycle, (message) => {
            if (message.type === 'sources_changed')
              lifecycle.dispatch(dashboardApi.util.invalidateTags(['ActiveBookmakers']));
          });
        },
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
