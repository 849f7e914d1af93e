import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { PublicLayout } from '../../components/layout/public-layout';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useSession } from '../../features/auth';
import { preloadRowsViewForScreen } from '../../features/dashboard/prefetch';
import { preloadDashboardRoute } from './dashboard-route-loader';
import { RouteSuspense } from './route-suspense';
import { paths } from '../paths';

/**
 * /login and /signup: a signed-in user is sent to / (spec §2). While the user types, the
 * dashboard's chunks (its route and rows view, the screen after sign-in) download, so the
 * first rows after sign-in wait only for their data (issue #23).
 */
export function PublicOnly() {
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'signed-out') return;
    preloadDashboardRoute();
    preloadRowsViewForScreen();
  }, [status]);
  if (status === 'signed-in')
    return <Navigate to={paths.dashboard.href()} replace />;
  return (
    <PublicLayout>
      {status === 'unknown' ? (
        <FullPageSpinner />
      ) : (
        <RouteSuspense>
          <Outlet />
        </RouteSuspense>
      )}
    </PublicLayout>
  );
}
