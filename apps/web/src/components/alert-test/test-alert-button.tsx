import { Alert, Button, Flex } from 'antd';
import type { HistoryEntry } from '@overlay/contracts';
import type { AlertChannelKind } from '@overlay/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { serverMessage } from '../../lib/api-error';
import {
  useSendTestAlertMutation,
  useTestAlertOutcomeQuery,
} from './alert-test.api';

type Tone = 'success' | 'info' | 'warning' | 'error';

/** What the test's deliveries came to, in a line (docs/product.md §10, "Delivery"). */
function testOutcome(entries: readonly HistoryEntry[]): {
  tone: Tone;
  text: string;
} {
  if (entries.length === 0)
    return { tone: 'info', text: 'Sending the test alert…' };
  const failed = entries.find(
    (e) => e.state === 'failed' || e.state === 'held',
  );
  if (failed)
    return {
      tone: 'error',
      text: `Test alert not delivered: ${failed.reason ?? 'unknown reason'}`,
    };
  const waiting = entries.find((e) => e.state === 'pending');
  if (waiting?.reason)
    return {
      tone: 'warning',
      text: `Not delivered yet (${waiting.reason}); trying again`,
    };
  if (waiting) return { tone: 'info', text: 'Sending the test alert…' };
  return { tone: 'success', text: 'Test alert delivered' };
}

/**
 * "Send test" for one channel: the server answers at once and sends in the background; the
 * outcome shows here as it comes (sending, delivered, retrying, or why not).
 */
export function TestAlertButton({
  channel,
  label,
  disabled,
}: {
  channel: AlertChannelKind;
  label: string;
  disabled?: boolean;
}) {
  const [send, sent] = useSendTestAlertMutation({
    fixedCacheKey: `test-${channel}`,
  });
  const alertId = sent.data?.queued ? sent.data.alertId : undefined;
  const { data: entries = [] } = useTestAlertOutcomeQuery(alertId ?? skipToken);
  const outcome =
    sent.data?.queued === false
      ? {
          tone: 'warning' as const,
          text: 'Not sent: set this channel up first',
        }
      : alertId
        ? testOutcome(entries)
        : null;
  return (
    <Flex vertical gap={8} align="start" style={{ minWidth: 0 }}>
      <Button
        onClick={() => void send(channel)}
        loading={sent.isLoading}
        disabled={disabled}
        aria-label={label}
      >
        Send test
      </Button>
      {sent.error ? (
        <Alert
          type="error"
          title={serverMessage(sent.error, 'The test could not be sent')}
        />
      ) : null}
      {outcome ? (
        <Alert
          type={outcome.tone}
          role="status"
          title={outcome.text}
          style={{ maxWidth: '100%' }}
        />
      ) : null}
    </Flex>
  );
}
