import { Navigate, Outlet } from 'react-router-dom';
import { PublicLayout } from '../../components/layout/public-layout';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useSession } from '../../features/auth';
import { RouteSuspense } from './route-suspense';
import { paths } from '../paths';

/** /login and /signup: a signed-in user is sent to / (spec §2). */
export function PublicOnly() {
  const { status } = useSession();
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
