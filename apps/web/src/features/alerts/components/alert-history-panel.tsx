import { Button, Table, Tag } from 'antd';
import type { HistoryEntry } from '@overlay/contracts';
import { useAlertHistoryQuery } from '../api/alerts.api';

const REASONS: Record<HistoryEntry['alert']['reason'], string> = {
  new: 'New',
  ev_step: 'EV up',
  price_change: 'Price change',
  scratching: 'Scratching',
  test: 'Test',
};

/** Every alert on every channel, newest first: delivered or failed and why (docs/product.md §10). */
export function AlertHistoryPanel() {
  const { data: history = [], refetch, isFetching } = useAlertHistoryQuery();
  return (
    <>
      <Button size="small" onClick={() => void refetch()} loading={isFetching} style={{ alignSelf: 'flex-start' }}>
        Reload
      </Button>
      <Table<HistoryEntry>
        size="small"
        rowKey={(h) => `${h.alertId}:${h.channel}`}
        dataSource={history}
        aria-label="Notification history"
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: 'Time', render: (_, h) => new Date(h.at).toLocaleString('en-AU') },
          { title: 'Channel', dataIndex: 'channel' },
          { title: 'Reason', render: (_, h) => REASONS[h.alert.reason] },
          { title: 'Alert', render: (_, h) => `${h.alert.venue} R${h.alert.raceNumber} · ${h.alert.runnerNumber}. ${h.alert.runnerName} · ${h.alert.bookmaker} $${h.alert.price.toFixed(2)} · EV ${(h.alert.ev * 100).toFixed(1)}%` },
          {
            title: 'Outcome',
            render: (_, h) => (h.delivered ? <Tag color="green">Delivered</Tag> : <Tag color="red">Failed: {h.reason}</Tag>),
          },
        ]}
      />
    </>
  );
}
