import { Navigate, Outlet } from 'react-router-dom';
import { AppLayout } from '../../components/layout/app-layout';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useLogout, useSession } from '../../features/auth';
import { RouteSuspense } from './route-suspense';

/**
 * Protected screens (spec §2): a spinner with 'Loading...' while the session is checked, /login
 * without a user, else the signed-in shell around the screen.
 */
export function RequireAuth() {
  const { status, user } = useSession();
  const { logout, isLoggingOut } = useLogout();
  if (status === 'unknown') return <FullPageSpinner />;
  if (!user) return <Navigate to="/login" replace />;
  return (
    <AppLayout
      user={user}
      onLogout={() => void logout()}
      loggingOut={isLoggingOut}
    >
      <RouteSuspense>
        <Outlet />
      </RouteSuspense>
    </AppLayout>
  );
}
