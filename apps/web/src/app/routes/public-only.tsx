import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PublicLayout } from '../../components/layout/public-layout';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useSession } from '../../features/auth';
import { preloadRowsViewForScreen } from '../../features/dashboard/prefetch';
import { preloadDashboardRoute } from './dashboard-route-loader';
import { RouteSuspense } from './route-suspense';
import { returnPath } from '../../lib/return-path';

/**
 * /login and /signup: a signed-in user is sent to / (docs/product.md §2), or to the address that
 * asked for the sign-in (`?next=`, lib/return-path.ts). While the user types, the
 * dashboard's chunks (its route and rows view, the screen after sign-in) download, so the
 * first rows after sign-in wait only for their data.
 */
export function PublicOnly() {
  const { status } = useSession();
  const { search } = useLocation();
  useEffect(() => {
    if (status !== 'signed-out') return;
    preloadDashboardRoute();
    preloadRowsViewForScreen();
  }, [status]);
  if (status === 'signed-in')
    return <Navigate to={returnPath(search)} replace />;
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
