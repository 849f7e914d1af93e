import type { SortDir, SortField } from '@overlay/domain';
import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { DashboardRow } from '../api/dashboard.api';
import {
  BonusCell,
  BookmakerCell,
  EvTag,
  FairCell,
  OddsCell,
  PromoCell,
  RaceCell,
  RunnerCell,
  TimeCell,
} from './opportunity-cells';

interface OpportunitiesTableProps {
  rows: DashboardRow[];
  nowMs: number;
  compact: boolean;
  sortBy: SortField;
  sortDir: SortDir;
  isStale: (row: DashboardRow) => boolean;
  onSort: (field: SortField) => void;
  onDebug: (row: DashboardRow) => void;
}

type Col = TableColumnsType<DashboardRow>[number] & { sortField?: SortField };

/** Spec §2 table, virtualised (only the visible rows are in the DOM). */
export function OpportunitiesTable(props: OpportunitiesTableProps) {
  const { sortBy, sortDir } = props;
  const sortable = (field: SortField): Partial<Col> => ({
    sorter: true,
    sortOrder:
      sortBy === field ? (sortDir === 'asc' ? 'ascend' : 'descend') : null,
    onHeaderCell: () => ({ onClick: () => props.onSort(field) }),
    showSorterTooltip: false,
  });
  const columns: Col[] = [
    {
      key: 'race',
      title: 'Race',
      width: 160,
      render: (_, row) => <RaceCell row={row} />,
      ...sortable('raceName'),
    },
    {
      key: 'time',
      title: 'Time',
      width: 95,
      render: (_, row) => <TimeCell row={row} nowMs={props.nowMs} />,
      ...sortable('startTime'),
    },
    {
      key: 'runner',
      title: 'Runner',
      width: 190,
      render: (_, row) => <RunnerCell row={row} onDebug={props.onDebug} />,
    },
    {
      key: 'bookmaker',
      title: 'Bookmaker',
      width: 115,
      render: (_, row) => (
        <BookmakerCell row={row} stale={props.isStale(row)} />
      ),
      ...sortable('bookmaker'),
    },
    {
      key: 'price',
      title: 'Odds',
      width: 105,
      render: (_, row) => <OddsCell row={row} />,
      ...sortable('price'),
    },
    {
      key: 'fair',
      title: 'Fair Price',
      width: props.compact ? 80 : 110,
      render: (_, row) => <FairCell row={row} compact={props.compact} />,
    },
    {
      key: 'ev',
      title: 'Base EV',
      width: 80,
      render: (_, row) => <EvTag ev={row.ev} />,
      ...sortable('ev'),
    },
    {
      key: 'bonus',
      title: 'Bonus %',
      width: 80,
      render: (_, row) => <BonusCell row={row} />,
      ...sortable('bonusPct'),
    },
    {
      key: 'promo',
      title: 'Promo EV',
      width: 110,
      render: (_, row) => <PromoCell row={row} />,
      ...sortable('promoEV'),
    },
    {
      key: 'total',
      title: 'Total EV',
      width: 85,
      render: (_, row) => <EvTag ev={row.totalEV} />,
      ...sortable('totalEV'),
    },
  ];
  return (
    <Table<DashboardRow>
      virtual
      size={props.compact ? 'small' : 'middle'}
      rowKey="id"
      columns={columns}
      dataSource={props.rows}
      pagination={false}
      scroll={{ x: 1110, y: 640 }}
      rowClassName={(row) => (props.isStale(row) ? 'row-stale' : '')}
      // Sorting is ours (spec §2 first-click directions); antd only draws the arrows.
      onChange={() => undefined}
    />
  );
}
