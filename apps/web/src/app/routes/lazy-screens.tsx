import { Suspense } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../features/auth';
import { useBettingSettingsQuery } from '../../features/betting-settings';
import { lazyComponent, lazyModule } from '../../lib/lazy-component';
import { paths } from '../../config/paths';
export { DashboardRoute } from './dashboard-route-loader';

/** Screens loaded on first visit, so the main bundle carries only the shell. */
export const LoginRoute = lazyComponent(() =>
  import('../../features/auth/components/login-form').then((m) => m.LoginForm),
);
export const SignupRoute = lazyComponent(() =>
  import('../../features/auth/components/signup-form').then(
    (m) => m.SignupForm,
  ),
);
const BetsPage = lazyComponent(() =>
  import('../../features/bets').then((m) => m.BetsPage),
);

export function BetsRoute() {
  return <BetsPage dashboardHref={paths.dashboard.href()} />;
}
export const NotificationSettingsRoute = lazyComponent(() =>
  import('./settings-route').then((m) => m.SettingsRoute),
);
export const AlertsRoute = lazyComponent(() =>
  import('./alerts-route').then((m) => m.AlertsRoute),
);
// One chunk for the four promo screens: a tab to another draws it at once.
const promoScreens = lazyModule(() => import('./promo-screens'));
export const PromoManagerRoute = promoScreens.component(
  (m) => m.PromoManagerScreen,
);
export const PromosRoute = promoScreens.component((m) => m.PromosScreen);
export const BetBoostsRoute = promoScreens.component((m) => m.BetBoostsScreen);
export const FixedBoostsRoute = promoScreens.component(
  (m) => m.FixedBoostsScreen,
);
const AdminUsersPage = lazyComponent(() =>
  import('../../features/admin-users').then((m) => m.AdminUsersPage),
);
const RacesWithoutResultCard = lazyComponent(() =>
  import('../../features/race-results').then((m) => m.RacesWithoutResultCard),
);

const PriceSourcesCard = lazyComponent(() =>
  import('../../features/price-sources').then((m) => m.PriceSourcesCard),
);

export function AdminRoute() {
  const { user } = useSession();
  // The cards' chunks may arrive after the users': the page does not wait for them.
  const cards = (
    <Suspense fallback={null}>
      <RacesWithoutResultCard />
      <PriceSourcesCard />
    </Suspense>
  );
  return <AdminUsersPage currentUserId={user?.id} extra={cards} />;
}

// The tracker opens a race page from the same chunk: drawn at once, no fallback.
const live = lazyModule(() => import('../../features/live'));
const LiveTrackerPage = live.component((m) => m.LiveTrackerPage);
const LiveRacePage = live.component((m) => m.LiveRacePage);

export function LiveTrackerRoute() {
  const navigate = useNavigate();
  return (
    <LiveTrackerPage
      raceHref={paths.liveRace.href}
      onOpenRace={(extRaceId) => void navigate(paths.liveRace.href(extRaceId))}
    />
  );
}

export function LiveRaceRoute() {
  const { extRaceId = '' } = useParams();
  // The stakes' bankroll and Kelly settings: the betting-settings feature's, composed in here.
  const { data: bettingSettings } = useBettingSettingsQuery();
  // A new race is a new page: its stream, flashes and controls start afresh.
  return (
    <LiveRacePage
      key={extRaceId}
      extRaceId={extRaceId}
      backHref={paths.liveTracker.href()}
      bettingSettings={bettingSettings}
    />
  );
}
