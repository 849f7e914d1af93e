import { AlertsPage } from '../../features/alerts/alerts-screen';
import { AlertChannelsCard } from '../../features/channels/settings-section';

/** The Alerts screen: the alerts feature's rules, webhooks and history, with the channels feature's card. */
export function AlertsRoute() {
  return <AlertsPage channels={<AlertChannelsCard />} />;
}
