import type { WebhookJson } from '@overlay/contracts';
import {
  Alert,
  Button,
  Flex,
  Form,
  List,
  Popconfirm,
  Switch,
  Typography,
} from 'antd';
import { useState } from 'react';
import {
  PasswordField,
  TextField,
} from '../../../components/forms/text-fields';
import { TestAlertButton } from '../../../components/alert-test/test-alert-button';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import {
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useUpdateWebhookMutation,
  useWebhooksQuery,
} from '../api/alerts.api';

/** Webhooks (docs/product.md §10): add (the secret is never shown again), turn on or off, test, delete (asks first). */
export function WebhooksPanel() {
  const { data: webhooks = [] } = useWebhooksQuery();
  const [createWebhook, creating] = useCreateWebhookMutation();
  const [updateWebhook] = useUpdateWebhookMutation();
  const [deleteWebhook] = useDeleteWebhookMutation();
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

  return (
    <Flex vertical gap={12} data-testid="channel-webhooks">
      <Typography.Text type="secondary">
        Each alert as a signed JSON POST (X-Overlay-Signature);
        X-Overlay-Delivery is the same on every try, so your receiver can drop
        repeats.
      </Typography.Text>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        aria-label="New webhook"
      >
        <Flex gap={8} wrap align="end">
          <TextField
            name="url"
            label="URL"
            requiredMessage="Please enter a URL"
            itemStyle={{ flex: '2 1 240px', marginBottom: 0 }}
            placeholder="https://example.com/hook"
            aria-label="Webhook URL"
          />
          <PasswordField
            name="secret"
            label="Secret"
            rules={[
              {
                required: true,
                min: 16,
                message: 'secret must be 16 to 200 characters',
              },
            ]}
            itemStyle={{ flex: '1 1 180px', marginBottom: 0 }}
            aria-label="Webhook secret"
          />
          <Button type="primary" htmlType="submit" loading={creating.isLoading}>
            Add webhook
          </Button>
        </Flex>
      </Form>
      {error && (
        <Alert type="error" title={error} data-testid="webhook-error" />
      )}
      {webhooks.length > 0 ? (
        <section aria-label="Webhooks">
          <List<WebhookJson>
            dataSource={webhooks}
            rowKey="id"
            renderItem={(w) => (
              <List.Item style={{ display: 'block' }}>
                <Flex vertical gap={6} style={{ minWidth: 0 }}>
                  <Flex gap={8} align="center" justify="space-between">
                    <Typography.Text
                      style={{ overflowWrap: 'anywhere', minWidth: 0 }}
                    >
                      {w.url}
                    </Typography.Text>
                    <Switch
                      checked={w.enabled}
                      aria-label={`Webhook ${w.url} on`}
                      onChange={(enabled) =>
                        void updateWebhook({ id: w.id, enabled })
                      }
                    />
                  </Flex>
                  {w.disabledReason && (
                    <Alert
                      type="warning"
                      showIcon
                      title="Needs your attention"
                      description={`${w.disabledReason}. Turn it on again once the receiver is fixed.`}
                    />
                  )}
                  <Popconfirm
                    title={`Delete the webhook to ${w.url}?`}
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => void deleteWebhook(w.id)}
                  >
                    <Button
                      size="small"
                      danger
                      style={{ alignSelf: 'flex-start' }}
                      aria-label={`Delete webhook ${w.url}`}
                    >
                      Delete
                    </Button>
                  </Popconfirm>
                </Flex>
              </List.Item>
            )}
          />
        </section>
      ) : null}
      <TestAlertButton
        channel="webhook"
        label="Send test webhook alert"
        disabled={!webhooks.some((w) => w.enabled)}
      />
    </Flex>
  );
}
