import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
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

function incentive(bet: Bet): string {
  if (bet.boostId) return `Boost${bet.boostType ? `: ${bet.boostType}` : ''}`;
  if (bet.promoId) return bet.promoLabel || bet.promoType || 'Promo';
  return '—';
}

function columns(
  onEdit: (bet: Bet) => void,
  onDelete: (bet: Bet) => void,
): TableColumnsType<Bet> {
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
      width: 140,
      render: (_, bet) => (
        <Flex gap={4} wrap align="center">
          <Typography.Text strong>
            {bet.venue} R{bet.raceNumber}
          </Typography.Text>
          <Tag style={{ marginInlineEnd: 0 }}>{bet.raceCode}</Tag>
        </Flex>
      ),
    },
    {
      key: 'runner',
      title: 'Runner',
      width: 150,
      render: (_, bet) => `${bet.runnerNumber}. ${bet.runnerName}`,
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
      key: 'incentive',
      title: 'Promo / boost',
      width: 140,
      ellipsis: true,
      render: (_, bet) => incentive(bet),
    },
    {
      key: 'ev',
      title: 'EV at placement',
      width: 130,
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
        <Typography.Text type={signTone(bet.profit)}>
          {money(bet.profit, true)}
        </Typography.Text>
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

/** The bet log's table; scrolls sideways on a phone, the actions column stays in view. */
export function BetsTable(props: {
  bets: Bet[];
  loading: boolean;
  onEdit: (bet: Bet) => void;
  onDelete: (bet: Bet) => void;
}) {
  const cols = columns(props.onEdit, props.onDelete);
  return (
    <Table<Bet>
      size="small"
      rowKey="id"
      loading={props.loading}
      columns={cols}
      dataSource={props.bets}
      pagination={
        props.bets.length > 50 ? { pageSize: 50, size: 'small' } : false
      }
      scroll={{ x: cols.reduce((sum, c) => sum + Number(c.width), 0) }}
    />
  );
}
