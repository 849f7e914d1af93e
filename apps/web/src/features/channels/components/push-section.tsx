import type { ChannelsResponse } from '@overlay/contracts';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../lib/api-error';
import {
  useRemoveChannelMutation,
  useSavePushSubscriptionMutation,
} from '../api/channels.api';
import {
  pushSupported,
  subscribeThisBrowser,
} from '../hooks/push-subscription';
import { TestAlertButton } from '../../../components/alert-test/test-alert-button';

/** Web push: subscribe this browser (permission prompt), test, turn off on every browser. */
export function PushSection({ push }: { push: ChannelsResponse['push'] }) {
  const [save, { isLoading: saving }] = useSavePushSubscriptionMutation();
  const [remove, { isLoading: removing }] = useRemoveChannelMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const enable = async () => {
    setProblem(null);
    setBusy(true);
    try {
      await save(await subscribeThisBrowser(push.publicKey)).unwrap();
    } catch (error) {
      setProblem(
        error instanceof Error
          ? error.message
          : serverMessage(error, 'Push could not be turned on'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={8} data-testid="channel-push">
      <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
        Browser push
      </Typography.Title>
      {push.attention ? (
        <Alert
          type="warning"
          showIcon
          role="status"
          title="Needs your attention"
          description={push.attention}
        />
      ) : null}
      <Typography.Text type="secondary">
        {push.subscriptions === 0
          ? 'Off: no browser receives push alerts.'
          : `On for ${push.subscriptions} browser${push.subscriptions === 1 ? '' : 's'}.`}
      </Typography.Text>
      <Flex gap={8} wrap>
        <Button
          type="primary"
          onClick={() => void enable()}
          loading={busy || saving}
          disabled={!pushSupported()}
        >
          Enable push on this browser
        </Button>
        {push.subscriptions > 0 ? (
          <Button danger onClick={() => void remove('push')} loading={removing}>
            Turn push off
          </Button>
        ) : null}
      </Flex>
      {problem ? <Alert type="error" title={problem} /> : null}
      <TestAlertButton
        channel="push"
        label="Send test push alert"
        disabled={push.subscriptions === 0}
      />
    </Flex>
  );
}
