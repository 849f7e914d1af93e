import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import {
  AdminRoute,
  HomeRoute,
  LoginRoute,
  NotificationSettingsRoute,
  SignupRoute,
} from './routes/lazy-screens';
import { NotFoundPage } from './routes/not-found';
import {
  BetBoostsRoute,
  FixedBoostsRoute,
  LiveRaceRoute,
  LiveTrackerRoute,
  PromoManagerRoute,
  PromosRoute,
} from './routes/placeholders';
import { PublicOnly } from './routes/public-only';
import { RequireAuth } from './routes/require-auth';
import { RequirePermission } from './routes/require-permission';

/** Spec §2 route table. */
export const appRoutes: RouteObject[] = [
  {
    element: <PublicOnly />,
    children: [
      { path: '/login', element: <LoginRoute /> },
      { path: '/signup', element: <SignupRoute /> },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: '/', element: <HomeRoute /> },
      {
        path: '/promo-manager',
        element: (
          <RequirePermission permission="manage_promos">
            <PromoManagerRoute />
          </RequirePermission>
        ),
      },
      { path: '/bet-boosts', element: <BetBoostsRoute /> },
      { path: '/fixed-boosts', element: <FixedBoostsRoute /> },
      { path: '/promos', element: <PromosRoute /> },
      {
        path: '/admin',
        element: (
          <RequirePermission permission="manage_users">
            <AdminRoute />
          </RequirePermission>
        ),
      },
      {
        path: '/admin/live-tracker',
        element: (
          <RequirePermission permission="use_live_tracker">
            <LiveTrackerRoute />
          </RequirePermission>
        ),
      },
      {
        path: '/admin/live/:extRaceId',
        element: (
          <RequirePermission permission="use_live_tracker">
            <LiveRaceRoute />
          </RequirePermission>
        ),
      },
      {
        path: '/settings/notifications',
        element: <NotificationSettingsRoute />,
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
