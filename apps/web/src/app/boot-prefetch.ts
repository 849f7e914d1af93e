import { DESKTOP_BREAKPOINT_PX } from '@overlay/domain';
import { authApi } from '../features/auth';
import { prefetchDashboard } from '../features/dashboard/prefetch';
import { screen } from './paths';
import { preloadDashboardRoute } from './routes/lazy-screens';
import type { AppStore } from './store';

/**
 * At app boot, before React's first render (main.tsx): the session check on every address and,
 * on the dashboard's, its chunk, its rows view's chunk and its opportunities call, all at once
 * instead of one after the other. Called from inside the first render, the calls went out only
 * once that render (the theme's first style generation among it) had finished: 300 ms later.
 */
export function prefetchAtBoot(
  store: AppStore,
  location: { pathname: string; search: string } = window.location,
): void {
  // SessionLoader's useMeQuery finds this call in flight and sends no second one.
  void store.dispatch(
    authApi.endpoints.me.initiate(undefined, { subscribe: false }),
  );
  const { path, aliases = [] } = screen('dashboard');
  if (![path, ...aliases].includes(location.pathname)) return;
  preloadDashboardRoute();
  prefetchDashboard(
    store.dispatch,
    location.search,
    window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`).matches,
  );
}
