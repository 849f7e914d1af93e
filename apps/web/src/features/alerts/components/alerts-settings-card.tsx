import { Card, Flex, Typography } from 'antd';
import { AlertHistoryPanel } from './alert-history-panel';
import { AlertRulesPanel } from './alert-rules-panel';
import { WebhooksPanel } from './webhooks-panel';

/** Settings → Alerts: rules on saved views, webhooks, and the notification history (docs/product.md §10). */
export function AlertsSettingsCard() {
  return (
    <Card title="Alerts">
      <Flex vertical gap={24}>
        <section aria-label="Alert rules">
          <Typography.Title level={5}>Alert rules</Typography.Title>
          <AlertRulesPanel />
        </section>
        <section aria-label="Webhook channel">
          <Typography.Title level={5}>Webhooks</Typography.Title>
          <WebhooksPanel />
        </section>
        <section aria-label="History">
          <Typography.Title level={5}>Notification history</Typography.Title>
          <Flex vertical gap={8}>
            <AlertHistoryPanel />
          </Flex>
        </section>
      </Flex>
    </Card>
  );
}
