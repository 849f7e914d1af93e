import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { RaceTimeSettingsCard } from '../../components/ui/race-time-settings-card';
import { StakingSettingsCard } from '../../features/betting-settings/settings-section';
import { NotificationSettingsPage } from '../../features/notifications/settings-page';

/**
 * Settings (/settings/notifications, docs/product.md §2): one page of sections, each a card of
 * the same width: desktop notifications (the Notification Settings of the spec), staking, race
 * times. A new section (commission) is one more entry here. Alerts have their own screen.
 */
const SECTIONS: readonly { id: string; node: ReactNode }[] = [
  { id: 'notifications', node: <NotificationSettingsPage /> },
  { id: 'staking', node: <StakingSettingsCard /> },
  { id: 'race-times', node: <RaceTimeSettingsCard /> },
];

export function SettingsRoute() {
  return (
    <Flex
      vertical
      gap={24}
      style={{ maxWidth: 760, margin: '0 auto', width: '100%', minWidth: 0 }}
    >
      <title>Settings · Overlay</title>
      <Flex vertical gap={2}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
          Settings
        </Typography.Title>
        <Typography.Text type="secondary">
          Notifications on this device, your staking and how race times show.
          Alerts are under Alerts.
        </Typography.Text>
      </Flex>
      {SECTIONS.map((section) => (
        <section key={section.id} id={section.id}>
          {section.node}
        </section>
      ))}
    </Flex>
  );
}
