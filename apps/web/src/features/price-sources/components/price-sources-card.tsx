import { ApiOutlined } from '@ant-design/icons';
import type { AdminBookmakerRow } from '@overlay/contracts';
import { Alert, Button, Card, Empty, Flex, Input, Select, Switch, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { useKeyboardScrollable } from '../../../lib/a11y/use-keyboard-scrollable';
import { serverMessage } from '../../../lib/api-error';
import { usePriceSourcesQuery, useSetSourceActiveMutation } from '../api/price-sources.api';
import { kindCounts, visibleSources } from '../model/source-rows';
import type { KindFilter } from '../model/source-rows';

const KIND_LABEL: Record<AdminBookmakerRow['kind'], string> = {
  bookmaker: 'Bookmaker',
  tote: 'Tote',
  exchange: 'Exchange',
};

const seen = (at: string | null) => (at && dayjs(at).isValid() ? dayjs(at).format('D MMM YYYY, h:mm A') : '—');

/**
 * The Admin Panel's price sources (docs/feeds.md, "The source catalogue"): every bookmaker, tote
 * and exchange the feed declared or priced, with when it was first and last seen, and the switch
 * that takes a source out of every list, row, live page and fair price.
 */
export function PriceSourcesCard() {
  const { data: rows = [], error, isLoading, isFetching, refetch } = usePriceSourcesQuery();
  const [setActive] = useSetSourceActiveMutation();
  const [pending, setPending] = useState<string>();
  const [kind, setKind] = useState<KindFilter>('all');
  const [search, setSearch] = useState('');
  const toast = useToast();
  const counts = useMemo(() => kindCounts(rows), [rows]);
  const shown = useMemo(() => visibleSources(rows, kind, search), [rows, kind, search]);
  const scrollArea = useKeyboardScrollable('Price sources');

  const onSwitch = async (row: AdminBookmakerRow, isActive: boolean) => {
    setPending(row.name);
    try {
      await setActive({ name: row.name, isActive }).unwrap();
      toast({ title: 'Source updated', description: `${row.name} is now ${isActive ? 'on' : 'off'}.`, variant: 'success' });
    } catch (failure) {
      toast({ title: 'Update failed', description: serverMessage(failure, 'Failed to update the source'), variant: 'destructive' });
    } finally {
      setPending(undefined);
    }
  };

  const columns: TableColumnsType<AdminBookmakerRow> = [
    {
      title: 'Source',
      dataIndex: 'name',
      key: 'name',
      render: (name: string, row) => (
        <Flex align="center" gap={6} style={{ whiteSpace: 'nowrap' }}>
          <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: row.colour }} />
          <Typography.Text>{name}</Typography.Text>
          {row.isCustom && <Typography.Text type="secondary">(custom)</Typography.Text>}
        </Flex>
      ),
    },
    { title: 'Kind', dataIndex: 'kind', key: 'kind', render: (value: AdminBookmakerRow['kind']) => KIND_LABEL[value] },
    {
      title: 'First seen',
      dataIndex: 'firstSeenAt',
      key: 'firstSeenAt',
      render: (at: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{seen(at)}</span>,
    },
    {
      title: 'Last seen',
      dataIndex: 'lastSeenAt',
      key: 'lastSeenAt',
      render: (at: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{seen(at)}</span>,
    },
    {
      title: 'On',
      dataIndex: 'isActive',
      key: 'isActive',
      width: 70,
      render: (isActive: boolean, row) => (
        <Switch
          aria-label={`Show ${row.name}`}
          checked={isActive}
          loading={pending === row.name}
          onChange={(checked) => void onSwitch(row, checked)}
        />
      ),
    },
  ];

  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <ApiOutlined /> Price sources
          {!error && !isLoading && <Typography.Text type="secondary">({rows.length})</Typography.Text>}
        </Flex>
      }
      styles={{ body: { padding: error ? 24 : 12 } }}
    >
      {error ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load price sources"
          action={
            <Button size="small" loading={isFetching} onClick={() => void refetch()}>
              Try Again
            </Button>
          }
        />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            Every source the feed prices. A source switched off leaves every list, row, live page and fair price until it is switched on.
          </Typography.Text>
          <Flex wrap gap={8}>
            <Input
              allowClear
              aria-label="Search price sources"
              placeholder="Search price sources"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              style={{ flex: '1 1 200px', maxWidth: 320 }}
            />
            <Select<KindFilter>
              aria-label="Kind of source"
              value={kind}
              onChange={setKind}
              style={{ flex: '0 1 200px', minWidth: 160 }}
              options={[
                { value: 'all', label: `Every kind (${counts.all})` },
                { value: 'bookmaker', label: `Bookmakers (${counts.bookmaker})` },
                { value: 'tote', label: `Totes (${counts.tote})` },
                { value: 'exchange', label: `Exchanges (${counts.exchange})` },
              ]}
            />
          </Flex>
          <div ref={scrollArea}>
            <Table<AdminBookmakerRow>
              rowKey="name"
              size="small"
              columns={columns}
              dataSource={shown}
              loading={isLoading}
              scroll={{ x: 'max-content' }}
              pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No price sources found" /> }}
              data-testid="price-sources-table"
            />
          </div>
        </Flex>
      )}
    </Card>
  );
}
