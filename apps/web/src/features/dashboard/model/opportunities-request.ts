import { FILTER_DEFAULTS, serializeOpportunitiesQuery } from '@overlay/domain';
import type { FairPriceMethod, FilterState, OpportunitiesQuery } from '@overlay/domain';
import { knownBookmakers, readCommission, readDashboardQuery, readFairMethod } from './dashboard-query';

// The opportunities call of a dashboard address, free of React and RTK Query: the boot prefetch,
// the page and the early first screen (src/first-screen) build it here, so all three ask the very
// same URL and the page finds the boot's (or the early screen's) reply instead of asking again.

/** The filters the opportunities call sends (docs/product.md §7): search, sort and race view stay client-side except race_id. */
export type OpportunitiesArgs = FilterState & {
  raceId: string | null;
  /** The address's `fair_method`, in place of the user's setting; null: the setting. */
  fairMethod: FairPriceMethod | null;
  /** The address's `commission` (percent, docs/ev-model.md §10), in place of the user's setting; absent: the setting. */
  commission?: number | null;
};

/**
 * The call's arguments of a dashboard state: the filters and race_id only. Search and sort work on
 * the loaded rows, so a keystroke or a header click neither refetches nor changes what was loaded;
 * the boot prefetch builds its arguments here too, so the dashboard finds that same cache entry.
 * A selection of every known bookmaker is sent as none (all, docs/product.md §7): the known list grows when
 * the active ones arrive, and the default view's call must not change with it (a second call
 * whose rows the page waited for, dropping the first's).
 */
export function opportunitiesArgs(
  query: OpportunitiesQuery,
  known: readonly string[],
  fairMethod: FairPriceMethod | null = null,
  commission: number | null = null,
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
    // Only when the address names one, so the default view's cache entry is the prefetch's.
    ...(commission === null ? {} : { commission }),
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
    minRating: query.minRating,
    layOnly: query.layOnly,
  };
}

/** GET /api/opportunities of a view, `races=` when given (relative to the site's root). */
export function opportunitiesUrl({ fairMethod, commission, ...args }: OpportunitiesArgs & { races?: readonly string[] }): string {
  return `api/opportunities?${serializeOpportunitiesQuery(args)}${fairMethod ? `&fair_method=${fairMethod}` : ''}${commission != null ? `&commission=${commission}` : ''}`;
}

/** The rows the first screen draws (20 to 40), asked for apart so they come first (docs/product.md §2). */
export const FIRST_PAGE_ROWS = 40;

/**
 * The call for the first screen's rows of a dashboard state, or null when it has none. The api
 * cuts max_results by its sort key, total EV descending, with ties by id (docs/product.md §7):
 * with that sort and no search, the first FIRST_PAGE_ROWS rows of the whole set are exactly the
 * reply to the same filters with max_results=FIRST_PAGE_ROWS. An address opening with another sort
 * or a search needs the whole set for its first screen (they work on the loaded rows): it waits.
 */
export function firstPageArgs(
  args: OpportunitiesArgs,
  view: Pick<OpportunitiesQuery, 'sortBy' | 'sortDir' | 'q'>,
): OpportunitiesArgs | null {
  const defaultOrder =
    view.sortBy === FILTER_DEFAULTS.sortBy &&
    view.sortDir === FILTER_DEFAULTS.sortDir;
  if (!defaultOrder || view.q !== '' || args.maxResults <= FIRST_PAGE_ROWS)
    return null;
  return { ...args, maxResults: FIRST_PAGE_ROWS };
}

/**
 * What a dashboard address asks at boot, before the bookmaker catalogue has come (the static
 * bookmakers and the address's, as the page has them on its first render): its state, the whole
 * set's arguments and the first page's (null when the address has none).
 */
export function bootRequest(search: string): {
  view: OpportunitiesQuery;
  args: OpportunitiesArgs;
  pageArgs: OpportunitiesArgs | null;
} {
  const known = knownBookmakers(undefined, new URLSearchParams(search).get('bookmakers'));
  const view = readDashboardQuery(search, known);
  const args = opportunitiesArgs(view, known, readFairMethod(search), readCommission(search));
  return { view, args, pageArgs: firstPageArgs(args, view) };
}
