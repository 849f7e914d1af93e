import type { SortDir, SortField } from '@overlay/domain';
import type { BettingSettings, ReplyRetention } from '@overlay/contracts';
import { Table, Typography } from 'antd';
import { memo, useCallback, useMemo } from 'react';
import type { KeyboardEvent, ReactElement } from 'react';
import type { TableColumnsType } from 'antd';
import { SharedTooltip } from '../../../components/ui/shared-tooltip';
import { StakeCell } from '../../../components/ui/stake-cell';
import { useQuietTable } from '../../../lib/a11y/use-quiet-table';
import {
  useVirtualTableSemantics,
  withCellRoles,
} from '../../../lib/a11y/virtual-table-semantics';
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
import {
  LayCell,
  LockedTag,
  lockedEVTip,
  RatingCell,
  retentionNote,
} from './hedge-cells';

interface OpportunitiesTableProps {
  rows: DashboardRow[];
  nowMs: number;
  compact: boolean;
  sortBy: SortField;
  sortDir: SortDir;
  isStale: (row: DashboardRow) => boolean;
  onSort: (field: SortField) => void;
  onDebug: (row: DashboardRow) => void;
  onLogBet?: (row: DashboardRow) => void;
  /** The user's bankroll and Kelly settings for the Stake column; '—' until they load. */
  bettingSettings?: BettingSettings;
  /** The Matched mode (docs/ev-model.md §10): lay, rating, locked result and locked EV columns. */
  matched?: boolean;
  /** The reply's retention source, named in each Promo EV tip. */
  retention?: ReplyRetention;
}

const ignoreChange = () => undefined;

/**
 * What a row's height is taken to be before it is measured. The virtual list draws as many rows
 * as fit at that height, then measures them: antd's guess (55 px) drew 13 rows into the 640 px
 * body where 7 fit, nearly doubling the first screen's render. Rows are two lines
 * high (the race's tags, the runner's badge, 'Boosted from'): 95-117 px drawn at 1100-1440 px,
 * 87-109 px compact. Just under the usual height, so the first render is seldom short of a row.
 * `listItemHeight` is rc-table's virtual-list prop, which antd's Table passes through but does not type.
 */
const ROW_HEIGHT_GUESS = { comfortable: 96, compact: 88 } as const;
const listItemHeight = (compact: boolean) =>
  ({
    listItemHeight: compact
      ? ROW_HEIGHT_GUESS.compact
      : ROW_HEIGHT_GUESS.comfortable,
  }) as object;

type Col = TableColumnsType<DashboardRow>[number] & { sortField?: SortField };

/**
 * One element per title, kept: React skips an element it has already rendered, so a re-sort (new
 * columns) does not re-render and re-measure the eleven ellipsis titles.
 */
const HEADER_TITLES = new Map<string, ReactElement>();

/**
 * A header on one line: the widths below fit every title and its sort arrows in the 1440 px
 * layout (sidebar + table, ~1100 px for the table: the Stake column's 60 px and 10 more for
 * Total EV, no longer last, came out of Race, Time and Runner, whose short titles had room to
 * spare; Time's two lines, 'in about 11 hours' over '9:33 PM NZDT', took 45 px from Race, Runner,
 * Fair Price, Promo EV and Stake, whose cells wrap or have room); narrower, a title ends in an ellipsis with the full title in a tooltip rather than
 * breaking mid-word ('Bookmake/r').
 */
function head(text: string) {
  let title = HEADER_TITLES.get(text);
  if (title === undefined) {
    title = (
      <Typography.Text
        ellipsis={{ tooltip: text }}
        style={{ fontWeight: 'inherit' }}
      >
        {text}
      </Typography.Text>
    );
    HEADER_TITLES.set(text, title);
  }
  return title;
}

/**
 * docs/product.md §2 table, virtualised (only the visible rows are in the DOM). Memoised, with columns built
 * once per sort, density, clock tick and handlers: a page render that changes none of its props
 * (a keystroke, a toast) does not walk its 5,000 rows again.
 */
export const OpportunitiesTable = memo(function OpportunitiesTable(
  props: OpportunitiesTableProps,
) {
  const {
    sortBy,
    sortDir,
    compact,
    nowMs,
    isStale,
    onSort,
    onDebug,
    onLogBet,
    bettingSettings,
    matched,
    retention,
  } = props;
  const columns = useMemo(
    () =>
      withCellRoles<DashboardRow, Col>(
        buildColumns({
          sortBy,
          sortDir,
          compact,
          nowMs,
          isStale,
          onSort,
          onDebug,
          onLogBet,
          bettingSettings,
          matched,
          retention,
        }),
      ),
    [
      sortBy,
      sortDir,
      compact,
      nowMs,
      isStale,
      onSort,
      onDebug,
      onLogBet,
      bettingSettings,
      matched,
      retention,
    ],
  );
  const scroll = useMemo(
    () => ({ x: columns.reduce((sum, c) => sum + Number(c.width), 0), y: 640 }),
    [columns],
  );
  const rowClassName = useCallback(
    (row: DashboardRow) => (isStale(row) ? 'row-stale' : ''),
    [isStale],
  );
  const rowCount = props.rows.length;
  const semantics = useVirtualTableSemantics<DashboardRow>(
    'Opportunities',
    rowCount,
  );
  // Prices move by the second: the rows in view are not read out at each change.
  useQuietTable(semantics.ref);
  return (
    <SharedTooltip>
      <div ref={semantics.ref}>
        <Table<DashboardRow>
          virtual
          {...listItemHeight(compact)}
          size={compact ? 'small' : 'middle'}
          rowKey="id"
          columns={columns}
          dataSource={props.rows}
          pagination={false}
          scroll={scroll}
          rowClassName={rowClassName}
          components={semantics.components}
          onRow={semantics.onRow}
          // Sorting is ours (docs/product.md §2 first-click directions); antd only draws the arrows.
          onChange={ignoreChange}
        />
      </div>
    </SharedTooltip>
  );
});

function buildColumns(props: Omit<OpportunitiesTableProps, 'rows'>): Col[] {
  const { sortBy, sortDir } = props;
  const sortable = (field: SortField): Partial<Col> => ({
    sorter: true,
    sortOrder:
      sortBy === field ? (sortDir === 'asc' ? 'ascend' : 'descend') : null,
    // antd's own Enter handler sorts through onChange, which we ignore: Enter sorts as a click does.
    onHeaderCell: () => ({
      onClick: () => props.onSort(field),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter') props.onSort(field);
      },
    }),
    showSorterTooltip: false,
  });
  const columns: Col[] = [
    {
      key: 'race',
      title: head('Race'),
      width: 95,
      render: (_, row) => <RaceCell row={row} />,
      ...sortable('raceName'),
    },
    {
      key: 'time',
      title: head('Time'),
      width: 120,
      render: (_, row) => <TimeCell row={row} nowMs={props.nowMs} />,
      ...sortable('startTime'),
    },
    {
      key: 'runner',
      title: head('Runner'),
      width: 120,
      render: (_, row) => (
        <RunnerCell
          row={row}
          onDebug={props.onDebug}
          onLogBet={props.onLogBet}
        />
      ),
    },
    {
      key: 'bookmaker',
      title: head('Bookmaker'),
      width: 125,
      render: (_, row) => (
        <BookmakerCell row={row} stale={props.isStale(row)} />
      ),
      ...sortable('bookmaker'),
    },
    {
      key: 'price',
      title: head('Odds'),
      width: 75,
      render: (_, row) => <OddsCell row={row} />,
      ...sortable('price'),
    },
    ...(props.matched === true
      ? matchedColumns(props, sortable)
      : plainColumns(props, sortable)),
  ];
  return columns;
}

type Sortable = (field: SortField) => Partial<Col>;

/** Promo EV, in both modes' columns. */
function promoColumn(
  props: Omit<OpportunitiesTableProps, 'rows'>,
  sortable: Sortable,
): Col {
  return {
    key: 'promo',
    title: head('Promo EV'),
    width: 110,
    render: (_, row) => (
      <PromoCell
        row={row}
        retentionNote={retentionNote(row, props.retention)}
      />
    ),
    ...sortable('promoEV'),
  };
}

/** The columns after Odds in the Matched mode: Lay, Rating, Locked, Promo EV, Locked EV. */
function matchedColumns(
  props: Omit<OpportunitiesTableProps, 'rows'>,
  sortable: Sortable,
): Col[] {
  return [
    {
      key: 'lay',
      title: head('Lay'),
      width: 70,
      render: (_, row) => <LayCell row={row} />,
      ...sortable('layPrice'),
    },
    {
      key: 'rating',
      title: head('Rating'),
      width: 85,
      render: (_, row) => <RatingCell row={row} />,
      ...sortable('matchRating'),
    },
    {
      key: 'locked',
      title: head('Locked'),
      width: 100,
      render: (_, row) => (
        <LockedTag
          value={row.lockRating}
          label="Locked result per $1, backed and laid"
        />
      ),
      ...sortable('lockRating'),
    },
    promoColumn(props, sortable),
    {
      key: 'lockedEV',
      title: head('Locked EV'),
      width: 110,
      render: (_, row) => (
        <LockedTag
          value={row.lockedEV}
          label={lockedEVTip(row, props.retention)}
        />
      ),
      ...sortable('lockedEV'),
    },
  ];
}

/** The columns after Odds of docs/product.md §2: Fair Price, Base EV, Bonus %, Promo EV, Total EV, Stake. */
function plainColumns(
  props: Omit<OpportunitiesTableProps, 'rows'>,
  sortable: Sortable,
): Col[] {
  return [
    {
      key: 'fair',
      title: head('Fair Price'),
      width: props.compact ? 80 : 95,
      render: (_, row) => <FairCell row={row} compact={props.compact} />,
    },
    {
      key: 'ev',
      title: head('Base EV'),
      width: 100,
      render: (_, row) => <EvTag ev={row.ev} />,
      ...sortable('ev'),
    },
    {
      key: 'bonus',
      title: head('Bonus %'),
      width: 100,
      render: (_, row) => <BonusCell row={row} />,
      ...sortable('bonusPct'),
    },
    promoColumn(props, sortable),
    {
      key: 'total',
      title: head('Total EV'),
      width: 105,
      render: (_, row) => <EvTag ev={row.totalEV} />,
      ...sortable('totalEV'),
    },
    {
      key: 'stake',
      title: head('Stake'),
      width: 55,
      render: (_, row) => (
        <StakeCell kelly={row.kelly} settings={props.bettingSettings} />
      ),
    },
  ];
}
