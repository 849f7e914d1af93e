import { Flex } from 'antd';
import { RaceTimeSettingsCard } from '../../components/ui/race-time-settings-card';
import { StakingSettingsCard } from '../../features/betting-settings/settings-section';
import { NotificationSettingsPage } from '../../features/notifications/settings-page';

/** The settings screen: notification settings, the Staking section (betting-settings), race times. */
export function SettingsRoute() {
  return (
    <Flex vertical gap={24}>
      <NotificationSettingsPage />
      <StakingSettingsCard />
      <RaceTimeSettingsCard />
    </Flex>
  );
}
