import type { WebhookJson } from '@overlay/contracts';
import { Alert, Button, Flex, Form, Input, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import { useCreateWebhookMutation, useDeleteWebhookMutation, useTestAlertChannelMutation, useUpdateWebhookMutation, useWebhooksQuery } from '../api/alerts.api';

/** Webhooks (docs/product.md §10): add (the secret is never shown again), turn on or off, test, delete. */
export function WebhooksPanel() {
  const { data: webhooks = [] } = useWebhooksQuery();
  const [createWebhook, creating] = useCreateWebhookMutation();
  const [updateWebhook] = useUpdateWebhookMutation();
  const [deleteWebhook] = useDeleteWebhookMutation();
  const [testChannel, testing] = useTestAlertChannelMutation();
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ url: string; secret: string }>();
  const toast = useToast();

  const submit = async (values: { url: string; secret: string }) => {
    setError(null);
    try {
      await createWebhook(values).unwrap();
      form.resetFields();
      toast({ title: 'Saved', description: 'Webhook added' });
    } catch (e) {
      setError(serverMessage(e, 'Failed to add webhook'));
    }
  };
  const test = async () => {
    try {
      const outcome = await testChannel('webhook').unwrap();
      toast(
        outcome.delivered
          ? { title: 'Sent', description: 'Test alert delivered' }
          : { title: 'Error', description: outcome.reason === 'not configured' ? 'No webhook is turned on' : outcome.reason, variant: 'destructive' },
      );
    } catch (e) {
      toast({ title: 'Error', description: serverMessage(e, 'Failed to send test'), variant: 'destructive' });
    }
  };

  return (
    <Flex vertical gap={12}>
      <Form form={form} layout="inline" onFinish={(v) => void submit(v)} aria-label="New webhook">
        <Form.Item name="url" label="URL" rules={[{ required: true, message: 'Please enter a URL' }]}>
          <Input placeholder="https://example.com/hook" style={{ minWidth: 280 }} aria-label="Webhook URL" />
        </Form.Item>
        <Form.Item name="secret" label="Secret" rules={[{ required: true, min: 16, message: 'secret must be 16 to 200 characters' }]}>
          <Input.Password aria-label="Webhook secret" style={{ minWidth: 200 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={creating.isLoading}>
          Add webhook
        </Button>
        <Button onClick={() => void test()} loading={testing.isLoading} disabled={webhooks.length === 0}>
          Send test
        </Button>
      </Form>
      {error && <Alert type="error" title={error} data-testid="webhook-error" />}
      <Table<WebhookJson>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={webhooks}
        aria-label="Webhooks"
        columns={[
          {
            title: 'URL',
            render: (_, w) => (
              <Flex vertical>
                <Typography.Text>{w.url}</Typography.Text>
                {w.disabledReason && <Typography.Text type="danger">{w.disabledReason}</Typography.Text>}
              </Flex>
            ),
          },
          {
            title: 'On',
            render: (_, w) => (
              <Switch checked={w.enabled} aria-label={`Webhook ${w.url} on`} onChange={(enabled) => void updateWebhook({ id: w.id, enabled })} />
            ),
          },
          {
            title: '',
            render: (_, w) => (
              <Button size="small" danger onClick={() => void deleteWebhook(w.id)}>
                Delete
              </Button>
            ),
          },
        ]}
      />
    </Flex>
  );
}
