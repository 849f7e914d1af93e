import { Flex } from 'antd';
import { RaceTimeSettingsCard } from '../../components/ui/race-time-settings-card';
import { AlertsSettingsCard } from '../../features/alerts/settings-section';
import { StakingSettingsCard } from '../../features/betting-settings/settings-section';
import { AlertChannelsCard } from '../../features/channels/settings-section';
import { NotificationSettingsPage } from '../../features/notifications/settings-page';

/** The settings screen: notification settings, the Staking section (betting-settings), alert channels, race times, alerts. */
export function SettingsRoute() {
  return (
    <Flex vertical gap={24}>
      <NotificationSettingsPage />
      <StakingSettingsCard />
      <AlertChannelsCard />
      <RaceTimeSettingsCard />
      <AlertsSettingsCard />
    </Flex>
  );
}
