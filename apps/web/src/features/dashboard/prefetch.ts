import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/api';
import { dashboardApi } from './api/dashboard.api';
import { preloadRowsView, WIDE_SCREEN_QUERY } from './components/lazy-parts';
import { bootRequest } from './model/opportunities-request';
import type { OpportunitiesArgs } from './model/opportunities-request';

/** Starts the chunk of the rows view this screen will draw (table or cards): the boot's second step. */
export function preloadRowsViewForScreen(): void {
  preloadRowsView(window.matchMedia(WIDE_SCREEN_QUERY).matches);
}

/** Long enough for the dashboard's chunks and first render on a slow device. */
const PREFETCH_HOLD_MS = 30_000;

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
type CacheKey = Parameters<
  typeof dashboardApi.internalActions.removeQueryResult
>[0]['queryCacheKey'];

/**
 * Starts the dashboard's slow part at app boot, beside the session check rather than after it
 * and the route's chunk (first rows under 1.5 s): the opportunities call with the
 * filters of the address. The entry is held (subscribed) for a while: an entry nobody holds is
 * dropped, not reloaded, by a data_refresh, and one arriving before the page mounted had sent
 * the page's call a second time. The arguments are built as the page builds them (the static
 * bookmakers and the address's, as the page has before the catalogue arrives), so the page finds this cache entry
 * and sends no second call. Signed out, the call answers 401: the entry is
 * dropped so nothing shows it, and no one is signed out (only a mutation's 401 does that).
 */
export function prefetchDashboard(dispatch: Dispatch, search: string): void {
  // The first screen's rows first (use-opportunity-rows.ts), held until the whole set is in.
  const { args, pageArgs } = bootRequest(search);
  const page = pageArgs === null ? null : hold(dispatch, pageArgs);
  const full = hold(dispatch, args);
  void full.finally(() => page?.unsubscribe());
}

/** Starts the opportunities call of `args` and holds its entry (see prefetchDashboard). */
function hold(dispatch: Dispatch, args: OpportunitiesArgs) {
  const request = dispatch(
    dashboardApi.endpoints.opportunities.initiate(args),
  );
  setTimeout(() => request.unsubscribe(), PREFETCH_HOLD_MS);
  void request.then((result) => {
    if ((result.error as ApiError | undefined)?.status !== 401) return;
    dispatch(
      dashboardApi.internalActions.removeQueryResult({
        queryCacheKey: request.queryCacheKey as CacheKey,
      }),
    );
  });
  return request;
}
