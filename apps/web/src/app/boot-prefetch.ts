import { DESKTOP_BREAKPOINT_PX } from '@overlay/domain';
import { prefetchDashboard } from '../features/dashboard/prefetch';
import { screen } from './paths';
import { preloadDashboardRoute } from './routes/lazy-screens';
import type { AppStore } from './store';

/**
 * At app boot, on the dashboard's address: its chunk, its rows view's chunk and its opportunities
 * call start at once, in parallel with the session check, instead of one after the other.
 */
export function prefetchAtBoot(
  store: AppStore,
  location: { pathname: string; search: string } = window.location,
): void {
  const { path, aliases = [] } = screen('dashboard');
  if (![path, ...aliases].includes(location.pathname)) return;
  preloadDashboardRoute();
  prefetchDashboard(
    store.dispatch,
    location.search,
    window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`).matches,
  );
}
