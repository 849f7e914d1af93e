import { WarningOutlined } from '@ant-design/icons';
import type { BettingSettings, LiveRow } from '@overlay/contracts';
import { Empty, Table, theme, Typography } from 'antd';
import type { TdHTMLAttributes } from 'react';
import type { TableColumnsType } from 'antd';
import { StakeCell } from '../../../components/ui/stake-cell';
import { useMinWidth } from '../../../lib/use-media-query';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { useQuietTable } from '../../../lib/a11y/use-quiet-table';
import { flashKey } from '../model/live-state';
import type { LiveState } from '../model/live-state';
import { formatEV, formatNumber } from '../../../lib/display';

/** The runner column takes what the others leave, at least this: below it the table scrolls sideways. */
const RUNNER_MIN_WIDTH = 122;

const evColour = (ev: number, token: ReturnType<typeof theme.useToken>['token']) =>
  ev > 0 ? token.colorSuccessText : ev < 0 ? token.colorErrorText : undefined;

/** The live odds table; a moved price flashes green (up) or red (down) for 500 ms (docs/product.md §4). */
export function LiveOddsTable({
  rows,
  flashes,
  emptyText,
  bettingSettings,
}: {
  rows: LiveRow[];
  flashes: LiveState['flashes'];
  emptyText: string;
  /** The user's bankroll and Kelly settings for the Stake column; '—' until they load. */
  bettingSettings?: BettingSettings;
}) {
  const { token } = theme.useToken();
  const quiet = useQuietTable();
  const reducedMotion = useReducedMotion();
  // On a phone the table keeps what decides a bet (runner and book, price, total EV) without
  // sideways scroll. antd's sm breakpoint, known in the first render (Grid.useBreakpoint's is not).
  const narrow = !useMinWidth(token.screenSM);
  // On a phone the figures' columns take their headers' width, no more (at 375 px the runner and
  // book were cut to 'Run…', '3. Flyin', 'Chas…' beside 240 px of figures).
  const width = (wide: number, phone: number) => (narrow ? phone : wide);
  const ev = (value: number) => (
    <span style={{ color: evColour(value, token) }}>{formatEV(value)}</span>
  );
  // The EV columns are 100 px wide: at 90 'Promo EV' broke over two lines at 1440 px.
  const columns: TableColumnsType<LiveRow> = [
    { title: '#', dataIndex: 'runnerNo', width: 48, hidden: narrow },
    {
      title: 'Runner',
      dataIndex: 'runnerName',
      ellipsis: true,
      render: (name: string, row) =>
        narrow ? (
          <>
            <div>{`${row.runnerNo}. ${name}`}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.book}
            </Typography.Text>
          </>
        ) : (
          name
        ),
    },
    { title: 'Book', dataIndex: 'book', width: 110, hidden: narrow },
    {
      title: 'Price',
      dataIndex: 'winPrice',
      width: width(80, 60),
      align: 'right',
      onCell: (row) => {
        const flash = flashes[flashKey(row.runnerId, row.book)];
        return {
          'data-flash': flash?.direction,
          // With reduced motion the arrow alone marks the move: no colour blink.
          style: flash && !reducedMotion && {
            background:
              flash.direction === 'up' ? token.colorSuccessBg : token.colorErrorBg,
            transition: 'background 120ms',
          },
        } as TdHTMLAttributes<HTMLTableCellElement>;
      },
      render: (price: number, row) => {
        const flash = flashes[flashKey(row.runnerId, row.book)];
        // Colour is never the only signal: an arrow says which way the price went.
        return (
          <>
            {flash && (
              <span
                data-testid="price-move"
                aria-hidden
                style={{
                  color: flash.direction === 'up' ? token.colorSuccessText : token.colorErrorText,
                  marginInlineEnd: 4,
                }}
              >
                {flash.direction === 'up' ? '▲' : '▼'}
              </span>
            )}
            {formatNumber(price)}
            {row.stale && (
              <WarningOutlined
                aria-label="Stale price"
                title="Stale price: it may be gone"
                style={{ color: token.colorWarningText, marginInlineStart: 4 }}
              />
            )}
          </>
        );
      },
    },
    { title: 'Base EV', dataIndex: 'baseEV', width: 100, align: 'right', render: ev, hidden: narrow },
    { title: 'Promo EV', dataIndex: 'promoEV', width: 100, align: 'right', render: ev, hidden: narrow },
    {
      title: 'Total EV',
      dataIndex: 'totalEV',
      width: width(100, 84),
      align: 'right',
      render: (value: number) => <strong>{ev(value)}</strong>,
    },
    {
      title: 'Stake',
      key: 'stake',
      width: width(70, 64),
      align: 'right',
      render: (_: unknown, row) => <StakeCell kelly={row.kelly} settings={bettingSettings} />,
    },
    {
      title: 'Bonus %',
      dataIndex: 'bonusPct',
      width: 90,
      hidden: narrow,
      align: 'right',
      render: (value: number) => `${formatNumber(value, 1)}%`,
    },
  ];
  return (
    <div ref={quiet}>
      <Table<LiveRow>
        data-testid="live-odds-table"
        rowKey={(row) => flashKey(row.runnerId, row.book)}
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={narrow ? undefined : { x: fixedWidth(columns) + RUNNER_MIN_WIDTH }}
        locale={{ emptyText: <Empty description={emptyText} /> }}
      />
    </div>
  );
}

/** The summed widths of the columns that have one (the runner's has none: it takes the rest). */
function fixedWidth(columns: TableColumnsType<LiveRow>): number {
  return columns.reduce((sum, column) => sum + (typeof column.width === 'number' && !column.hidden ? column.width : 0), 0);
}
