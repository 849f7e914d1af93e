import { lazy } from 'react';
import { useSession } from '../../features/auth';

/** Screens loaded on first visit, so the main bundle carries only the shell. */
export const LoginRoute = lazy(() =>
  import('../../features/auth/components/login-form').then((m) => ({
    default: m.LoginForm,
  })),
);
export const SignupRoute = lazy(() =>
  import('../../features/auth/components/signup-form').then((m) => ({
    default: m.SignupForm,
  })),
);
export const DashboardRoute = lazy(() =>
  import('./dashboard-route').then((m) => ({ default: m.DashboardRoute })),
);
export const NotificationSettingsRoute = lazy(() =>
  import('../../features/notifications').then((m) => ({
    default: m.NotificationSettingsPage,
  })),
);
export const PromoManagerRoute = lazy(() =>
  import('./promo-screens').then((m) => ({ default: m.PromoManagerScreen })),
);
export const PromosRoute = lazy(() =>
  import('./promo-screens').then((m) => ({ default: m.PromosScreen })),
);
export const BetBoostsRoute = lazy(() =>
  import('./promo-screens').then((m) => ({ default: m.BetBoostsScreen })),
);
export const FixedBoostsRoute = lazy(() =>
  import('./promo-screens').then((m) => ({ default: m.FixedBoostsScreen })),
);
const AdminUsersPage = lazy(() =>
  import('../../features/admin-users').then((m) => ({
    default: m.AdminUsersPage,
  })),
);

export function AdminRoute() {
  const { user } = useSession();
  return <AdminUsersPage currentUserId={user?.id} />;
}
