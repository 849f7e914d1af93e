import type { ComponentType } from 'react';
import type { ScreenId } from '../../config/paths';
import {
  AdminRoute,
  AlertsRoute,
  BetBoostsRoute,
  BetsRoute,
  FixedBoostsRoute,
  DashboardRoute,
  LiveRaceRoute,
  LiveTrackerRoute,
  LoginRoute,
  NotificationSettingsRoute,
  PromoManagerRoute,
  PromosRoute,
  SignupRoute,
} from './lazy-screens';

/** The route component of every screen in `paths.ts`; a missing one fails the type check. */
export const SCREEN_COMPONENTS: Record<ScreenId, ComponentType> = {
  login: LoginRoute,
  signup: SignupRoute,
  dashboard: DashboardRoute,
  bets: BetsRoute,
  alerts: AlertsRoute,
  promoManager: PromoManagerRoute,
  liveTracker: LiveTrackerRoute,
  adminUsers: AdminRoute,
  liveRace: LiveRaceRoute,
  betBoosts: BetBoostsRoute,
  fixedBoosts: FixedBoostsRoute,
  promos: PromosRoute,
  notificationSettings: NotificationSettingsRoute,
};
