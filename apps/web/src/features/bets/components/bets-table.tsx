import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Spin, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import type { UIEvent } from 'react';
import { retentionLabel } from '@overlay/domain';
import { RaceTime } from '../../../components/ui/race-time';
import { useKeyboardScrollable } from '../../../lib/a11y/use-keyboard-scrollable';
import {
  useVirtualTableSemantics,
  withCellRoles,
} from '../../../lib/a11y/virtual-table-semantics';
import type { Bet } from '../api/bet-types';
import {
  evPct,
  fractionPct,
  money,
  RESULT_TAG,
  signTone,
} from '../model/bet-format';

const price = (value: number | null) =>
  value === null ? '—' : value.toFixed(2);

/** The runner, or every leg of a multi-leg boost bet (a parlay's legs with their races). */
function runnerText(bet: Bet): string {
  if (bet.legs === null || bet.legs.length < 2)
    return `${bet.runnerNumber}. ${bet.runnerName}`;
  return bet.legs
    .map((leg) =>
      leg.extRaceId === bet.extRaceId
        ? `${leg.runnerNumber}. ${leg.runnerName}`
        : `${leg.venue} R${leg.raceNumber} ${leg.runnerNumber}. ${leg.runnerName}`,
    )
    .join(' / ');
}

/**
 * Which retention the bet's EV and settlement count its bonus bet at (docs/ev-model.md §10); a bet
 * logged before that was kept names none.
 */
function betRetention(bet: Bet): string | null {
  if (bet.boostId) return null;
  return retentionLabel(bet.retentionOrigin, bet.retention, bet.promoType);
}

function incentive(bet: Bet): string {
  if (bet.boostId) return `Boost${bet.boostType ? `: ${bet.boostType}` : ''}`;
  if (bet.promoId) return bet.promoLabel || bet.promoType || 'Promo';
  // Taken at the book's own boost: why it carries no promo (docs/ev-model.md §3).
  if (bet.boostedFrom != null) return 'Book boost';
  return '—';
}

/** Under the promo: the retention it counted at, or a book boost's price before it. */
function incentiveNote(bet: Bet): string | null {
  const retention = betRetention(bet);
  if (retention !== null || bet.boostId || bet.promoId) return retention;
  return bet.boostedFrom == null ? null : `from ${price(bet.boostedFrom)}`;
}

function columns(
  onEdit: (bet: Bet) => void,
  onDelete: (bet: Bet) => void,
): TableColumnsType<Bet> {
  // 1,360 px in all: the whole log fits a 1440 px screen, Profit clear of the fixed Actions column.
  return [
    {
      key: 'placed',
      title: 'Placed',
      width: 120,
      render: (_, bet) => dayjs(bet.placedAt).format('D MMM h:mm A'),
    },
    {
      key: 'race',
      title: 'Race',
      width: 170,
      // The start on the venue's clock with its zone, or the viewer's own as Settings says
      // (docs/product.md §4 Start times); a bet logged before the venue's time was kept
      // shows the viewer's clock.
      render: (_, bet) => (
        <Flex vertical gap={2}>
          <Flex gap={4} wrap align="center">
            <Typography.Text strong>
              {bet.venue} R{bet.raceNumber}
            </Typography.Text>
            <Tag style={{ marginInlineEnd: 0 }}>{bet.raceCode}</Tag>
          </Flex>
          {/* Stacked: on one line 'in about 6 hours · 8:52 PM AEDT' ran into the Runner column. */}
          <RaceTime
            startTime={bet.startTime}
            startTimeLocal={bet.startTimeLocal}
            stacked
          />
        </Flex>
      ),
    },
    {
      key: 'runner',
      title: 'Runner',
      width: 140,
      render: (_, bet) => runnerText(bet),
    },
    {
      key: 'bookmaker',
      title: 'Bookmaker',
      dataIndex: 'bookmaker',
      width: 110,
    },
    {
      key: 'price',
      title: 'Price',
      width: 70,
      render: (_, bet) => price(bet.price),
    },
    {
      key: 'stake',
      title: 'Stake',
      width: 80,
      render: (_, bet) => money(bet.stake),
    },
    {
      // A matched bet's lay (docs/ev-model.md §10): price, stake and commission.
      key: 'lay',
      title: 'Lay',
      width: 120,
      render: (_, bet) =>
        bet.lay === null ? (
          '—'
        ) : (
          <span style={{ whiteSpace: 'nowrap' }}>
            {price(bet.lay.price)} · {money(bet.lay.stake)} ·{' '}
            {bet.lay.commissionPct}%
          </span>
        ),
    },
    {
      key: 'incentive',
      title: 'Promo / boost',
      width: 130,
      // The promo on one line; under it, wrapping, the retention it counted at or a book
      // boost's price before it.
      render: (_, bet) => {
        const retention = incentiveNote(bet);
        return (
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text ellipsis={{ tooltip: incentive(bet) }}>
              {incentive(bet)}
            </Typography.Text>
            {retention && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {retention}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
    {
      key: 'ev',
      title: 'EV at placement',
      width: 110,
      render: (_, bet) => (
        <Typography.Text type={signTone(bet.evAtPlacement)}>
          {evPct(bet.evAtPlacement)}
        </Typography.Text>
      ),
    },
    {
      key: 'closingFair',
      title: 'Closing fair',
      width: 80,
      render: (_, bet) => price(bet.closingFairPrice),
    },
    {
      key: 'clv',
      title: 'CLV',
      width: 80,
      render: (_, bet) => (
        <Typography.Text type={signTone(bet.clv)}>
          {fractionPct(bet.clv)}
        </Typography.Text>
      ),
    },
    {
      key: 'result',
      title: 'Result',
      width: 90,
      render: (_, bet) => (
        <Tag color={RESULT_TAG[bet.result].color}>
          {RESULT_TAG[bet.result].label}
        </Tag>
      ),
    },
    {
      key: 'profit',
      title: 'Profit',
      width: 90,
      render: (_, bet) => (
        <Flex vertical>
          <Typography.Text type={signTone(bet.profit)}>
            {money(bet.profit, true)}
          </Typography.Text>
          {bet.lockedResult !== null && (
            // What the matched bet locked in, against what it settled to.
            <Typography.Text
              type="secondary"
              style={{ fontSize: 12, whiteSpace: 'nowrap' }}
            >
              locked {money(bet.lockedResult, true)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 90,
      fixed: 'right',
      render: (_, bet) => (
        <Flex gap={4}>
          <Button
            size="small"
            type="text"
            icon={<EditOutlined />}
            aria-label={`Edit bet on ${bet.runnerName}`}
            onClick={() => onEdit(bet)}
          />
          <Popconfirm
            title="Delete this bet?"
            description="It leaves the log and its summary."
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(bet)}
          >
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete bet on ${bet.runnerName}`}
            />
          </Popconfirm>
        </Flex>
      ),
    },
  ];
}

/** Beyond this many rows the table draws only the rows in view (virtualised). */
const VIRTUAL_FROM = 50;
/** How close to the bottom (px) the next page is asked for. */
const END_MARGIN = 600;

/**
 * The bet log's table; scrolls sideways on a phone, the actions column stays in view. A long log
 * is virtualised in a fixed-height body and asks for its next page as the scroll nears the end.
 */
export function BetsTable(props: {
  bets: Bet[];
  loading: boolean;
  loadingMore?: boolean;
  onEndReached?: () => void;
  onEdit: (bet: Bet) => void;
  onDelete: (bet: Bet) => void;
}) {
  const { onEdit, onDelete, onEndReached } = props;
  const virtual = props.bets.length > VIRTUAL_FROM;
  // A virtual body is <div>s: it says it is a table (a native one already does).
  const cols = useMemo(() => {
    const own = columns(onEdit, onDelete);
    return virtual ? withCellRoles<Bet, (typeof own)[number]>(own) : own;
  }, [onEdit, onDelete, virtual]);
  const rows = props.bets.length;
  const semantics = useVirtualTableSemantics<Bet>('Bet log', rows, virtual);
  const width = cols.reduce((sum, c) => sum + Number(c.width), 0);
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
      if (scrollHeight - scrollTop - clientHeight < END_MARGIN)
        onEndReached?.();
    },
    [onEndReached],
  );
  const scrollArea = useKeyboardScrollable('Bet log');
  return (
    <div ref={scrollArea}>
      <div ref={semantics.ref}>
        <Table<Bet>
          size="small"
          rowKey="id"
          virtual={virtual}
          components={semantics.components}
          onRow={semantics.onRow}
          loading={props.loading}
          columns={cols}
          dataSource={props.bets}
          pagination={false}
          scroll={virtual ? { x: width, y: 600 } : { x: width }}
          onScroll={virtual ? onScroll : undefined}
          footer={props.loadingMore ? () => <Spin size="small" /> : undefined}
        />
      </div>
    </div>
  );
}
