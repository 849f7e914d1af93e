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
const DashboardPage = lazy(() =>
  import('../../features/dashboard').then((m) => ({
    default: m.DashboardPage,
  })),
);

/** The dashboard learns the role from the session here: features do not import each other. */
export function DashboardRoute() {
  const { user } = useSession();
  return <DashboardPage isAdmin={user?.role === 'admin'} />;
}
export const NotificationSettingsRoute = lazy(() =>
  import('../../features/notifications').then((m) => ({
    default: m.NotificationSettingsPage,
  })),
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
