import { Card, Flex, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AlertHistorySection } from './alert-history-section';
import { AlertRulesSection } from './alert-rules-section';
import { WebhooksPanel } from './webhooks-panel';

const TABS = ['rules', 'channels', 'history'] as const;
type AlertsTab = (typeof TABS)[number];

const isTab = (value: string | null): value is AlertsTab =>
  (TABS as readonly string[]).includes(value ?? '');

/**
 * The Alerts screen (docs/product.md §10): rules on saved views, the channels alerts go to (the
 * user's own, given by app/ as `channels`, and webhooks), and the history of every delivery.
 * The tab is in the address (`?tab=`), so a digest's link opens the history.
 */
export function AlertsPage({ channels }: { channels: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const tab = isTab(params.get('tab'))
    ? (params.get('tab') as AlertsTab)
    : 'rules';
  return (
    <Flex
      vertical
      gap={16}
      style={{ maxWidth: 960, margin: '0 auto', width: '100%', minWidth: 0 }}
    >
      <title>Alerts · Overlay</title>
      <Flex vertical gap={2}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
          Alerts
        </Typography.Title>
        <Typography.Text type="secondary">
          Value that finds you: rules on your saved views, sent to the channels
          you choose.
        </Typography.Text>
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setParams(key === 'rules' ? {} : { tab: key }, { replace: true })
        }
        items={[
          { key: 'rules', label: 'Rules', children: <AlertRulesSection /> },
          {
            key: 'channels',
            label: 'Channels',
            children: (
              <Flex vertical gap={16}>
                {channels}
                <Card
                  title={
                    <span role="heading" aria-level={2}>
                      Webhooks
                    </span>
                  }
                >
                  <WebhooksPanel />
                </Card>
              </Flex>
            ),
          },
          {
            key: 'history',
            label: 'History',
            children: <AlertHistorySection />,
          },
        ]}
      />
    </Flex>
  );
}
