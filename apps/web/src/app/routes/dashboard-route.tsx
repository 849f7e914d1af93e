import { useSession } from '../../features/auth';
import { DashboardPage } from '../../features/dashboard';
import { useNotificationSettingsQuery } from '../../features/notifications';

/**
 * The dashboard composed with what other features know: the role (auth) and the desktop
 * notification settings (notifications), since features do not import each other.
 */
export function DashboardRoute() {
  const { user } = useSession();
  const { data: notificationSettings } = useNotificationSettingsQuery();
  return (
    <DashboardPage
      isAdmin={user?.role === 'admin'}
      notificationSettings={notificationSettings}
    />
  );
}
