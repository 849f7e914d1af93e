import { formatEV, formatNumber } from '@overlay/domain';
import type { LiveRow } from '@overlay/domain';
import { Empty, Table, theme } from 'antd';
import type { TdHTMLAttributes } from 'react';
import type { TableColumnsType } from 'antd';
import { flashKey } from '../model/live-state';
import type { LiveState } from '../model/live-state';

const evColour = (ev: number, token: ReturnType<typeof theme.useToken>['token']) =>
  ev > 0 ? token.colorSuccessText : ev < 0 ? token.colorErrorText : undefined;

/** The live odds table; a moved price flashes green (up) or red (down) for 500 ms (spec §4). */
export function LiveOddsTable({
  rows,
  flashes,
  emptyText,
}: {
  rows: LiveRow[];
  flashes: LiveState['flashes'];
  emptyText: string;
}) {
  const { token } = theme.useToken();
  const ev = (value: number) => (
    <span style={{ color: evColour(value, token) }}>{formatEV(value)}</span>
  );
  const columns: TableColumnsType<LiveRow> = [
    { title: '#', dataIndex: 'runnerNo', width: 48 },
    { title: 'Runner', dataIndex: 'runnerName', ellipsis: true },
    { title: 'Book', dataIndex: 'book', width: 110 },
    {
      title: 'Price',
      dataIndex: 'winPrice',
      width: 80,
      align: 'right',
      onCell: (row) => {
        const flash = flashes[flashKey(row.runnerId, row.book)];
        return {
          'data-flash': flash?.direction,
          style: flash && {
            background:
              flash.direction === 'up' ? token.colorSuccessBg : token.colorErrorBg,
            transition: 'background 120ms',
          },
        } as TdHTMLAttributes<HTMLTableCellElement>;
      },
      render: (price: number) => formatNumber(price),
    },
    { title: 'Base EV', dataIndex: 'baseEV', width: 90, align: 'right', render: ev },
    { title: 'Promo EV', dataIndex: 'promoEV', width: 90, align: 'right', render: ev },
    {
      title: 'Total EV',
      dataIndex: 'totalEV',
      width: 90,
      align: 'right',
      render: (value: number) => <strong>{ev(value)}</strong>,
    },
    {
      title: 'Bonus %',
      dataIndex: 'bonusPct',
      width: 90,
      align: 'right',
      render: (value: number) => `${formatNumber(value, 1)}%`,
    },
  ];
  return (
    <Table<LiveRow>
      data-testid="live-odds-table"
      rowKey={(row) => flashKey(row.runnerId, row.book)}
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 720 }}
      locale={{ emptyText: <Empty description={emptyText} /> }}
    />
  );
}
