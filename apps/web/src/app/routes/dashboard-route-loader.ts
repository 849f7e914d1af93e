import { lazyComponent } from '../../lib/lazy-component';

/** The chunk's load once started (tests await it, below). */
let loading: Promise<unknown> | null = null;

/**
 * The dashboard route, in a module of its own: the boot code (app/boot-prefetch.ts) starts its
 * chunk's download without importing the other screens' routes and what they import, and the
 * route draws without suspending once the chunk is in (lib/lazy-component.tsx).
 */
export const DashboardRoute = lazyComponent(() => {
  const load = import('./dashboard-route').then((m) => m.DashboardRoute);
  loading ??= load;
  return load;
});

/** Starts the dashboard chunk's download before the session check says which screen shows. */
export function preloadDashboardRoute(): void {
  void DashboardRoute.preload();
}

/**
 * The load a screen started, if any: a test that ends while it is in flight must wait for it, or
 * the test environment is torn down under the import (an unhandled rejection fails the run).
 */
export function dashboardRouteLoading(): Promise<unknown> | null {
  return loading;
}
