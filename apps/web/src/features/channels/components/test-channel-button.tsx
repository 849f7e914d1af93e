import { Alert, Button, Flex } from 'antd';
import type { PersonalChannelKind } from '@overlay/domain';
import { serverMessage } from '../../../lib/api-error';
import { useTestChannelMutation } from '../api/channels.api';

const NAMES: Record<PersonalChannelKind, string> = {
  push: 'push',
  telegram: 'Telegram',
  email: 'email',
};

/** "Send test" for one channel, and what the server said happened to the test alert. */
export function TestChannelButton({ kind }: { kind: PersonalChannelKind }) {
  const [test, { data, error, isLoading }] = useTestChannelMutation({
    fixedCacheKey: `test-${kind}`,
  });
  return (
    <Flex vertical gap={8} align="start">
      <Button
        onClick={() => void test(kind)}
        loading={isLoading}
        aria-label={`Send test ${NAMES[kind]} alert`}
      >
        Send test
      </Button>
      {error ? (
        <Alert
          type="error"
          title={serverMessage(error, 'The test could not be sent')}
        />
      ) : data ? (
        data.delivered ? (
          <Alert
            type="success"
            role="status"
            title={`Test ${NAMES[kind]} alert sent`}
          />
        ) : (
          <Alert
            type="warning"
            role="status"
            title={`Test ${NAMES[kind]} alert not sent: ${data.reason}`}
          />
        )
      ) : null}
    </Flex>
  );
}
