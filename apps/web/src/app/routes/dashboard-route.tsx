import { can } from '@overlay/domain';
import { Suspense, useState } from 'react';
import { SavedViewsMenu } from '../../features/alerts';
import { useSession } from '../../features/auth';
import { useBettingSettingsQuery } from '../../features/betting-settings';
import type { LogBetTarget } from '../../features/bets';
import { DashboardPage } from '../../features/dashboard';
import { useNotificationSettingsQuery } from '../../features/notifications';
import { lazyComponent } from '../../lib/lazy-component';
import { paths } from '../../config/paths';

// Neither is in the dashboard's first paint: the dialog loads on the first "Log bet", the movers
// panel with its own request once the dashboard is up.
const LogBetDialog = lazyComponent(() =>
  import('../../features/bets').then((m) => m.LogBetDialog),
);
const MoversPanel = lazyComponent(() =>
  import('../../features/movers').then((m) => m.MoversPanel),
);

/**
 * The dashboard composed with what other features know: the role (auth), the desktop
 * notification settings (notifications), the bankroll and Kelly settings for the stakes
 * (betting-settings), the Log bet dialog (bets), the steamers and drifters (movers) and the saved
 * views of the header (alerts), since
 * features do not import each other.
 */
export function DashboardRoute() {
  const { user } = useSession();
  const { data: notificationSettings } = useNotificationSettingsQuery();
  const { data: bettingSettings } = useBettingSettingsQuery();
  const [logTarget, setLogTarget] = useState<LogBetTarget | null>(null);
  // Mounted from the first open on, so closing keeps the dialog's exit animation.
  const [logOpened, setLogOpened] = useState(false);
  const staff =
    user !== null && user !== undefined && can(user.role, 'use_live_tracker');
  return (
    <>
      <DashboardPage
        isAdmin={user?.role === 'admin'}
        notificationSettings={notificationSettings}
        bettingSettings={bettingSettings}
        onLogBet={(row) => {
          setLogOpened(true);
          setLogTarget(row);
        }}
        headerExtra={
          <SavedViewsMenu settingsFairMethod={bettingSettings?.fairMethod} />
        }
        moversPanel={
          <MoversPanel raceHref={staff ? paths.liveRace.href : undefined} />
        }
      />
      {logOpened && (
        <Suspense fallback={null}>
          <LogBetDialog
            target={logTarget}
            stakeSettings={bettingSettings}
            onClose={() => setLogTarget(null)}
          />
        </Suspense>
      )}
    </>
  );
}
