import type { HistoryEntry } from '@overlay/contracts';
import { evPercent, retentionLabel } from '@overlay/domain';
import { Button, Empty, Flex, List, Tag, Typography } from 'antd';
import { useAlertHistoryQuery } from '../api/alerts.api';

const REASONS: Record<HistoryEntry['alert']['reason'], string> = {
  new: 'New',
  ev_step: 'EV up',
  requalified: 'Back in value',
  price_change: 'Price change',
  scratching: 'Scratching',
  test: 'Test',
};

const CHANNELS: Record<HistoryEntry['channel'], string> = {
  push: 'Push',
  telegram: 'Telegram',
  email: 'Email',
  webhook: 'Webhook',
};

/** A delivery's state as a tag: delivered, waiting to be tried again, held for the channel, or failed, with why. */
const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

function outcomeTag(h: HistoryEntry) {
  if (h.state === 'delivered')
    return (
      <Tag color="green" style={WRAP}>
        Delivered{h.digestSize > 1 ? ` in a digest of ${h.digestSize}` : ''}
      </Tag>
    );
  if (h.state === 'pending')
    return (
      <Tag color="blue" style={WRAP}>
        {h.reason ? `Retrying: ${h.reason}` : 'Sending'}
      </Tag>
    );
  if (h.state === 'held')
    return (
      <Tag color="gold" style={WRAP}>
        Held: {h.reason}
      </Tag>
    );
  return (
    <Tag color="red" style={WRAP}>
      Failed: {h.reason}
    </Tag>
  );
}

/** Alerts → History: every alert on every channel, newest first, and what became of it (docs/product.md §10). */
export function AlertHistorySection() {
  const { data: history = [], refetch, isFetching } = useAlertHistoryQuery();
  return (
    <Flex vertical gap={8}>
      <Button
        size="small"
        onClick={() => void refetch()}
        loading={isFetching}
        style={{ alignSelf: 'flex-start' }}
      >
        Reload
      </Button>
      {history.length === 0 ? (
        <Empty description="No alerts sent yet" />
      ) : (
        <section aria-label="Notification history">
          <List<HistoryEntry>
            dataSource={history}
            rowKey={(h) => h.deliveryId}
            pagination={{ pageSize: 20, hideOnSinglePage: true, size: 'small' }}
            renderItem={(h) => (
              <List.Item style={{ display: 'block' }}>
                <Flex vertical gap={4} style={{ minWidth: 0 }}>
                  <Flex gap={8} wrap align="center">
                    <Typography.Text
                      strong
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      R{h.alert.raceNumber} {h.alert.venue} ·{' '}
                      {h.alert.runnerNumber}. {h.alert.runnerName}
                    </Typography.Text>
                    <Tag>{REASONS[h.alert.reason]}</Tag>
                  </Flex>
                  <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                    {h.alert.bookmaker} ${h.alert.price.toFixed(2)} · fair $
                    {h.alert.fairPrice.toFixed(2)} · EV {evPercent(h.alert.ev)}
                  </Typography.Text>
                  {h.alert.promo && (
                    <Typography.Text
                      type="secondary"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      Promo: {h.alert.promo}
                      {retentionLabel(h.alert.retentionOrigin)
                        ? ` · ${retentionLabel(h.alert.retentionOrigin)}`
                        : ''}
                    </Typography.Text>
                  )}
                  <Flex gap={8} wrap align="center">
                    <Typography.Text type="secondary">
                      {new Date(h.at).toLocaleString('en-AU')} ·{' '}
                      {CHANNELS[h.channel]}
                      {h.target ? ` (${h.target})` : ''} · {h.attempts}{' '}
                      {h.attempts === 1 ? 'try' : 'tries'}
                    </Typography.Text>
                    {outcomeTag(h)}
                  </Flex>
                </Flex>
              </List.Item>
            )}
          />
        </section>
      )}
    </Flex>
  );
}
