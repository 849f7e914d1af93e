import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/api';
import { dashboardApi, opportunitiesArgs } from './api/dashboard.api';
import { preloadRowsView, WIDE_SCREEN_QUERY } from './components/lazy-parts';
import { knownBookmakers, readDashboardQuery } from './model/dashboard-query';

/** Starts the chunk of the rows view this screen will draw (table or cards): the boot's second step. */
export function preloadRowsViewForScreen(): void {
  preloadRowsView(window.matchMedia(WIDE_SCREEN_QUERY).matches);
}

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
type CacheKey = Parameters<
  typeof dashboardApi.internalActions.removeQueryResult
>[0]['queryCacheKey'];

/**
 * Starts the dashboard's slow part at app boot, beside the session check rather than after it
 * and the route's chunk (issue #13: first rows under 1.5 s): the opportunities call with the
 * filters of the address. The arguments are built as the page builds them (the static
 * bookmakers, as the page has before the active ones arrive), so the page finds this cache entry
 * and sends no second call. Signed out, the call answers 401: the entry is
 * dropped so nothing shows it, and no one is signed out (only a mutation's 401 does that).
 */
export function prefetchDashboard(dispatch: Dispatch, search: string): void {
  const args = opportunitiesArgs(
    readDashboardQuery(search, knownBookmakers([])),
  );
  const request = dispatch(
    dashboardApi.endpoints.opportunities.initiate(args, { subscribe: false }),
  );
  void request.then((result) => {
    if ((result.error as ApiError | undefined)?.status !== 401) return;
    dispatch(
      dashboardApi.internalActions.removeQueryResult({
        queryCacheKey: request.queryCacheKey as CacheKey,
      }),
    );
  });
}
