/**
 * The dashboard route's chunk, in a module of its own: the boot code (app/boot-prefetch.ts) starts
 * its download without importing the other screens' routes and what they import.
 */
export const loadDashboardRoute = () => import('./dashboard-route');

/** Starts the dashboard chunk's download before the session check says which screen shows. */
export function preloadDashboardRoute(): void {
  void loadDashboardRoute();
}
