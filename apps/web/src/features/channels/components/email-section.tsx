import type { ChannelsResponse } from '@overlay/contracts';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { serverMessages } from '../../../lib/api-error';
import {
  useRemoveChannelMutation,
  useSetEmailAddressMutation,
} from '../api/channels.api';
import { TestChannelButton } from './test-channel-button';

/** Email: the address alert mails go to (one mail per alert), test, remove. */
export function EmailSection({ email }: { email: ChannelsResponse['email'] }) {
  const [save, { isLoading: saving, error }] = useSetEmailAddressMutation();
  const [remove, { isLoading: removing }] = useRemoveChannelMutation();

  return (
    <Flex vertical gap={8} data-testid="channel-email">
      <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
        Email
      </Typography.Title>
      {!email.available ? (
        <Typography.Text type="secondary">
          Email alerts are not set up on this server.
        </Typography.Text>
      ) : (
        <>
          <Form
            layout="inline"
            key={email.address ?? ''}
            initialValues={{ address: email.address ?? '' }}
            onFinish={(v: { address: string }) => void save(v.address)}
          >
            <Form.Item name="address" label="Alert email">
              <Input
                type="email"
                aria-label="Alert email"
                style={{ width: 260 }}
              />
            </Form.Item>
            <Button htmlType="submit" loading={saving}>
              Save address
            </Button>
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
              <TestChannelButton kind="email" />
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
