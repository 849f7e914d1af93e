import type { ChannelsResponse } from '@overlay/contracts';
import { Alert, Button, Flex, Form, Typography } from 'antd';
import { TextField } from '../../../components/forms/text-fields';
import { serverMessages } from '../../../lib/api-error';
import {
  useRemoveChannelMutation,
  useSetEmailAddressMutation,
} from '../api/channels.api';
import { TestAlertButton } from '../../../components/alert-test/test-alert-button';

/** Email: the address alert mails go to (one mail per alert), test, remove. */
export function EmailSection({ email }: { email: ChannelsResponse['email'] }) {
  const [save, { isLoading: saving, error }] = useSetEmailAddressMutation();
  const [remove, { isLoading: removing }] = useRemoveChannelMutation();

  return (
    <Flex vertical gap={8} data-testid="channel-email">
      <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
        Email
      </Typography.Title>
      {email.attention ? (
        <Alert
          type="warning"
          showIcon
          role="status"
          title="Needs your attention"
          description={email.attention}
        />
      ) : null}
      {!email.available ? (
        <Typography.Text type="secondary">
          Email alerts are not set up on this server.
        </Typography.Text>
      ) : (
        <>
          <Form
            layout="vertical"
            key={email.address ?? ''}
            initialValues={{ address: email.address ?? '' }}
            onFinish={(v: { address: string }) => void save(v.address)}
          >
            <Flex gap={8} wrap align="end">
              <TextField
                name="address"
                label="Alert email"
                itemStyle={{ flex: '1 1 220px', maxWidth: 360, marginBottom: 0 }}
                type="email"
                aria-label="Alert email"
              />
              <Button htmlType="submit" loading={saving}>
                Save address
              </Button>
            </Flex>
          </Form>
          {error ? (
            <Alert
              type="error"
              title={
                serverMessages(error).join(' ') || 'Could not save the address'
              }
            />
          ) : null}
          {email.address ? (
            <Flex gap={8} wrap align="start">
              <TestAlertButton channel="email" label="Send test email alert" />
              <Button
                danger
                onClick={() => void remove('email')}
                loading={removing}
              >
                Remove email
              </Button>
            </Flex>
          ) : null}
        </>
      )}
    </Flex>
  );
}
