import { useEffect } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { SCREEN_IDS, screen } from '../config/paths';
import type { ScreenId } from '../config/paths';
import { NotFoundPage } from './routes/not-found';
import { PublicOnly } from './routes/public-only';
import { RequireAuth } from './routes/require-auth';
import { RequirePermission } from './routes/require-permission';
import { SCREEN_COMPONENTS } from './routes/screens';
import { removeEarlyScreen } from '../first-screen/early-handoff';

function routesOf(access: 'public' | 'protected'): RouteObject[] {
  return SCREEN_IDS.filter((id) => screen(id).access === access).flatMap(
    (id: ScreenId) => {
      const { path, aliases = [], permission } = screen(id);
      const Component = SCREEN_COMPONENTS[id];
      const element =
        permission === undefined ? (
          <Component />
        ) : (
          <RequirePermission permission={permission}>
            <Component />
          </RequirePermission>
        );
      return [path, ...aliases].map((p) => ({ path: p, element }));
    },
  );
}

/** docs/product.md §2 route table, built from `paths.ts`. */
const appRoutes: RouteObject[] = [
  { element: <PublicOnly />, children: routesOf('public') },
  { element: <RequireAuth />, children: routesOf('protected') },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The route table under whichever router holds it (BrowserRouter in the app, MemoryRouter in
 * tests). Declarative rather than a data router: no screen uses loaders or actions, and
 * createBrowserRouter would add 17 KB gzip of data-router code to every first load (over the
 * JavaScript budget of apps/web/README.md).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  // The early first screen shows the dashboard's rows: any other screen (the sign-in after a
  // session ended, a link followed meanwhile) is not drawn under it.
  useEffect(() => {
    const { path, aliases = [] } = screen('dashboard');
    if (![path, ...aliases].includes(pathname)) removeEarlyScreen();
  }, [pathname]);
  return useRoutes(appRoutes);
}
