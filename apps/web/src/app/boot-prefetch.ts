import {
  authApi,
  hasSessionHint,
  sessionCleared,
} from '../features/auth/api';
import {
  prefetchDashboard,
  preloadRowsViewForScreen,
} from '../features/dashboard/prefetch';
import { screen } from '../config/paths';
import { preloadDashboardRoute } from './routes/dashboard-route-loader';
import type { AppStore } from './store';

type Address = { pathname: string; search: string };

function onDashboard(location: Address): boolean {
  const { path, aliases = [] } = screen('dashboard');
  return [path, ...aliases].includes(location.pathname);
}

/**
 * At app boot, before the app's code has loaded (main.tsx): the session check on every address
 * and, on the dashboard's, its opportunities call, at once instead of after the first render
 * (which had held them back by the app's download and its theme's first style generation).
 * Without the api's session sign (no session cookie) nothing is asked: signed out at once.
 */
export function prefetchAtBoot(
  store: AppStore,
  location: Address = window.location,
  cookie: string = document.cookie,
): void {
  if (!hasSessionHint(cookie)) {
    store.dispatch(sessionCleared());
    return;
  }
  // SessionLoader's useMeQuery joins this call while in flight, and asks nothing once it settled.
  void store.dispatch(
    authApi.endpoints.me.initiate(undefined, { subscribe: false }),
  );
  if (onDashboard(location)) prefetchDashboard(store.dispatch, location.search);
}

/**
 * The chunks the address's first screen needs beyond the app (on the dashboard its route and its
 * rows view), started before the router asks for them. main.tsx calls this after the boot calls
 * have left: chunks queued first would hold those calls back (a page gets six connections).
 */
export function preloadBootChunks(
  location: Address = window.location,
  cookie: string = document.cookie,
): void {
  if (!hasSessionHint(cookie) || !onDashboard(location)) return;
  preloadDashboardRoute();
  preloadRowsViewForScreen();
}
