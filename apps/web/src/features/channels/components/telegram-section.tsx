import type { ChannelsResponse } from '@overlay/contracts';
import { Alert, Button, Flex, Typography } from 'antd';
import { serverMessage } from '../../../lib/api-error';
import {
  useChannelsQuery,
  useRemoveChannelMutation,
  useStartTelegramPairingMutation,
} from '../api/channels.api';
import { TestAlertButton } from '../../../components/alert-test/test-alert-button';

/** Telegram: pair a chat by a one-time link (open it, press Start), test, unpair. */
export function TelegramSection({
  telegram,
}: {
  telegram: ChannelsResponse['telegram'];
}) {
  const [startPairing, pairing] = useStartTelegramPairingMutation();
  const [remove, { isLoading: removing }] = useRemoveChannelMutation();
  const { refetch, isFetching } = useChannelsQuery();

  return (
    <Flex vertical gap={8} data-testid="channel-telegram">
      <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
        Telegram
      </Typography.Title>
      {telegram.attention ? (
        <Alert
          type="warning"
          showIcon
          role="status"
          title="Needs your attention"
          description={telegram.attention}
        />
      ) : null}
      {!telegram.available ? (
        <Typography.Text type="secondary">
          Telegram alerts are not set up on this server.
        </Typography.Text>
      ) : telegram.paired ? (
        <>
          <Typography.Text>
            Paired: alerts arrive in your Telegram chat.
          </Typography.Text>
          <Flex gap={8} wrap align="start">
            <TestAlertButton
              channel="telegram"
              label="Send test Telegram alert"
            />
            <Button
              danger
              onClick={() => void remove('telegram')}
              loading={removing}
            >
              Unpair Telegram
            </Button>
          </Flex>
        </>
      ) : (
        <>
          <Typography.Text type="secondary">
            Not paired. Open the link in Telegram and press Start; it works
            once, for 15 minutes.
          </Typography.Text>
          <Flex gap={8} wrap>
            <Button
              type="primary"
              onClick={() => void startPairing()}
              loading={pairing.isLoading}
            >
              Pair Telegram
            </Button>
            {pairing.data ? (
              <Button onClick={() => void refetch()} loading={isFetching}>
                I pressed Start
              </Button>
            ) : null}
          </Flex>
          {pairing.data ? (
            <Typography.Link
              href={pairing.data.link}
              target="_blank"
              rel="noreferrer"
            >
              {pairing.data.link}
            </Typography.Link>
          ) : null}
          {pairing.error ? (
            <Alert
              type="error"
              title={serverMessage(pairing.error, 'Could not start pairing')}
            />
          ) : null}
        </>
      )}
    </Flex>
  );
}
