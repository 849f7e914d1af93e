import { Flex } from 'antd';
import { RaceTimeSettingsCard } from '../../components/ui/race-time-settings-card';
import { AlertsSettingsCard } from '../../features/alerts/settings-section';
import { StakingSettingsCard } from '../../features/betting-settings/settings-section';
import { NotificationSettingsPage } from '../../features/notifications/settings-page';

/** The settings screen: notification settings, the Staking section (betting-settings), race times, alerts. */
export function SettingsRoute() {
  return (
    <Flex vertical gap={24}>
      <NotificationSettingsPage />
      <StakingSettingsCard />
      <RaceTimeSettingsCard />
      <AlertsSettingsCard />
    </Flex>
  );
}
