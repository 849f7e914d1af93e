import { useCallback, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AppLayout } from '../../components/layout/app-layout';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useLogout, useSession } from '../../features/auth';
import { eventStream } from '../../lib/sse';
import { RouteSuspense } from './route-suspense';
import { paths } from '../../config/paths';

/**
 * Protected screens (docs/product.md §2): a spinner with 'Loading...' while the session is checked, /login
 * (with the address to return to) without a user, else the signed-in shell around the screen.
 */
export function RequireAuth() {
  const { status, user } = useSession();
  const location = useLocation();
  const { logout, isLoggingOut } = useLogout();
  const signedIn = user !== null;
  // One identity across renders: the shell is memoised (components/layout/app-layout.tsx).
  const onLogout = useCallback(() => void logout(), [logout]);
  // docs/product.md §4: the live-update stream is connected only while a user is signed in.
  useEffect(() => {
    eventStream.setEnabled(signedIn);
    return () => eventStream.setEnabled(false);
  }, [signedIn]);
  if (status === 'unknown') return <FullPageSpinner />;
  // Sign-in returns here: an alert's link opened signed out still lands on its race.
  if (!user) return <Navigate to={paths.login.href(`${location.pathname}${location.search}${location.hash}`)} replace />;
  return (
    <AppLayout user={user} onLogout={onLogout} loggingOut={isLoggingOut}>
      <RouteSuspense>
        <Outlet />
      </RouteSuspense>
    </AppLayout>
  );
}
