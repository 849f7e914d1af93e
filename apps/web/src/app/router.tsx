import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { SCREEN_IDS, screen } from './paths';
import type { ScreenId } from './paths';
import { NotFoundPage } from './routes/not-found';
import { PublicOnly } from './routes/public-only';
import { RequireAuth } from './routes/require-auth';
import { RequirePermission } from './routes/require-permission';
import { SCREEN_COMPONENTS } from './routes/screens';

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

/** Spec §2 route table, built from `paths.ts`. */
export const appRoutes: RouteObject[] = [
  { element: <PublicOnly />, children: routesOf('public') },
  { element: <RequireAuth />, children: routesOf('protected') },
  { path: '*', element: <NotFoundPage /> },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
