/** The chunk's load once started (the browser caches import() anyway; tests await it, below). */
let loading: Promise<unknown> | null = null;

/**
 * The dashboard route's chunk, in a module of its own: the boot code (app/boot-prefetch.ts) starts
 * its download without importing the other screens' routes and what they import.
 */
export const loadDashboardRoute = () => {
  const load = import('./dashboard-route');
  loading ??= load;
  return load;
};

/** Starts the dashboard chunk's download before the session check says which screen shows. */
export function preloadDashboardRoute(): void {
  void loadDashboardRoute();
}

/**
 * The load a screen started, if any: a test that ends while it is in flight must wait for it, or
 * the test environment is torn down under the import (an unhandled rejection fails the run).
 */
export function dashboardRouteLoading(): Promise<unknown> | null {
  return loading;
}
