import { Flex } from 'antd';
import { StakingSettingsCard } from '../../features/betting-settings/settings-section';
import { NotificationSettingsPage } from '../../features/notifications/settings-page';

/** The settings screen: notification settings, then the Staking section (betting-settings). */
export function SettingsRoute() {
  return (
    <Flex vertical gap={24}>
      <NotificationSettingsPage />
      <StakingSettingsCard />
    </Flex>
  );
}
