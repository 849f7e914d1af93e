import { lazy } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../features/auth';
import { useBettingSettingsQuery } from '../../features/betting-settings';
import { paths } from '../paths';
import { loadDashboardRoute } from './dashboard-route-loader';

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
  loadDashboardRoute().then((m) => ({ default: m.DashboardRoute })),
);
const BetsPage = lazy(() =>
  import('../../features/bets').then((m) => ({ default: m.BetsPage })),
);

export function BetsRoute() {
  return <BetsPage dashboardHref={paths.dashboard.href()} />;
}
export const NotificationSettingsRoute = lazy(() =>
  import('./settings-route').then((m) => ({ default: m.SettingsRoute })),
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

const LiveTrackerPage = lazy(() =>
  import('../../features/live').then((m) => ({ default: m.LiveTrackerPage })),
);
const LiveRacePage = lazy(() =>
  import('../../features/live').then((m) => ({ default: m.LiveRacePage })),
);

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
