import {
  BugOutlined,
  PlusCircleOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { bookmakerColour } from '@overlay/domain';
import { Button, Flex, Tag, theme, Typography } from 'antd';
import { memo } from 'react';
import { RaceTime } from '../../../components/ui/race-time';
import { TIP_ATTRIBUTE } from '../../../components/ui/shared-tooltip';
import type { DashboardRow } from '../api/dashboard.api';
import { boostBadge, TONE_COLOR } from '../model/dashboard-view';
import { bookmakerTagStyle } from '../model/bookmaker-colors';
import { bonusBadgeTone, evBadgeTone, fairMethodBadge, formatEV, formatNumber, placesBadge } from '../../../lib/display';

// Tips are `data-tip` text, drawn by the table's one SharedTooltip (components/ui/shared-tooltip.tsx).
const tip = (text: string) => ({ [TIP_ATTRIBUTE]: text });
// Two lines at most ('Boosted' / 'from 4.10'), broken between words only, inside the Odds cell.
const BOOSTED_FROM_STYLE = {
  whiteSpace: 'normal',
  wordBreak: 'keep-all',
  overflowWrap: 'normal',
  fontSize: 11,
  lineHeight: '16px',
  paddingInline: 4,
  maxWidth: '100%',
  marginInlineEnd: 0,
} as const;

// Every cell is memoised on its row (the rows are the reply's objects, kept across sorts, searches
// and clock ticks): a re-sort or a tick re-renders only the cells whose props changed, not the
// antd Tags and Tooltips of every visible row (a re-sort's time was theirs).

export const RaceCell = memo(function RaceCell({ row }: { row: DashboardRow }) {
  const places = placesBadge(row.promoK);
  return (
    <Flex gap={4} align="center" wrap>
      <Typography.Text strong>
        {row.venue} R{row.raceNumber}
      </Typography.Text>
      <Tag style={{ marginInlineEnd: 0 }}>{row.raceCode || 'TB'}</Tag>
      {places && (
        <Tag color="blue" style={{ marginInlineEnd: 0 }}>
          {places}
        </Tag>
      )}
    </Flex>
  );
});

export const TimeCell = memo(function TimeCell({
  row,
  nowMs,
}: {
  row: DashboardRow;
  nowMs: number;
}) {
  return (
    <RaceTime
      startTime={row.startTime}
      startTimeLocal={row.startTimeLocal}
      nowMs={nowMs}
      stacked
    />
  );
});

export const RunnerCell = memo(function RunnerCell({
  row,
  onDebug,
  onLogBet,
}: {
  row: DashboardRow;
  onDebug?: (row: DashboardRow) => void;
  /** Opens "Log bet" for this row; an icon only, so the cell's text stays the runner. */
  onLogBet?: (row: DashboardRow) => void;
}) {
  const probability = row.boostMetadata?.probability ?? 1 / row.fairPrice;
  const source = row.boostMetadata?.placeSource ?? row.placeSource;
  return (
    <Flex gap={4} align="center" wrap>
      <span
        {...tip(
          `Probability ${(probability * 100).toFixed(1)}% · place source ${source ?? '—'}`,
        )}
      >
        {row.runnerNumber}. {row.runnerName}
      </span>
      {row.isBoosted && <Tag color="purple">{boostBadge(row.boostType)}</Tag>}
      {row.extRaceId && onDebug && (
        <Button
          size="small"
          type="text"
          aria-label={`EV calculation debug for ${row.runnerName}`}
          icon={<BugOutlined />}
          onClick={() => onDebug(row)}
        />
      )}
      {row.extRaceId && onLogBet && (
        <Button
          {...tip('Log bet')}
          size="small"
          type="text"
          aria-label={`Log bet on ${row.runnerName} with ${row.bookmaker}`}
          icon={<PlusCircleOutlined />}
          onClick={() => onLogBet(row)}
        />
      )}
    </Flex>
  );
});

export const BookmakerCell = memo(function BookmakerCell({
  row,
  stale,
}: {
  row: DashboardRow;
  stale: boolean;
}) {
  const { token } = theme.useToken();
  const age = row.priceAgeSeconds;
  return (
    <Flex gap={4} align="center">
      <Tag
        color={bookmakerColour(row.bookmaker)}
        style={bookmakerTagStyle(row.bookmaker)}
      >
        {row.bookmaker}
      </Tag>
      {stale && (
        <WarningOutlined
          {...tip(
            `Stale price${age != null ? `: ${age < 120 ? `${Math.round(age)} s` : `${Math.round(age / 60)} min`} old` : ''}. It may be gone.`,
          )}
          aria-label="Stale price"
          // A meaningful icon: 3:1 on every surface in both modes (theme-tokens.spec.ts).
          style={{ color: token.colorWarningText }}
        />
      )}
    </Flex>
  );
});

export const OddsCell = memo(function OddsCell({ row }: { row: DashboardRow }) {
  return (
    <Flex gap={4} align="center" wrap>
      <span>{formatNumber(row.price)}</span>
      {row.isBoosted && row.boostedFrom !== null && (
        // Wraps inside the cell: on one line it ran over the Fair Price column beside it.
        <Tag color="purple" style={BOOSTED_FROM_STYLE}>
          Boosted from {formatNumber(row.boostedFrom)}
        </Tag>
      )}
    </Flex>
  );
});

export const FairCell = memo(function FairCell({
  row,
  compact,
}: {
  row: DashboardRow;
  compact: boolean;
}) {
  const weak = row.fairBooks === 1;
  return (
    <Flex gap={4} align="center">
      <span>{formatNumber(row.fairPrice)}</span>
      {!compact && (
        <Tag style={{ marginInlineEnd: 0 }}>
          {fairMethodBadge(row.fairMethod)}
        </Tag>
      )}
      {weak && (
        <Tag {...tip('Weak fair price: from one bookmaker only')} color="gold">
          1 book
        </Tag>
      )}
    </Flex>
  );
});

export const BonusCell = memo(function BonusCell({
  row,
}: {
  row: DashboardRow;
}) {
  // A Top-2 price has no bonus % (it is of a win price): a missing value shows an em dash.
  if (row.bonusPct === null) return <span>—</span>;
  const tone = bonusBadgeTone(row.bonusPct);
  return <Tag color={TONE_COLOR[tone]}>{row.bonusPct.toFixed(1)}%</Tag>;
});

export const EvTag = memo(function EvTag({ ev }: { ev: number }) {
  return <Tag color={TONE_COLOR[evBadgeTone(ev)]}>{formatEV(ev)}</Tag>;
});

/**
 * docs/product.md §2 Promo EV: band, promo type, '(Est.)', and method/source/coverage (+ cross-K sentence),
 * then which retention a bonus bet counted at (`retentionNote`, docs/ev-model.md §10).
 */
export const PromoCell = memo(function PromoCell({
  row,
  retentionNote,
}: {
  row: DashboardRow;
  retentionNote?: string | null;
}) {
  const lines = [
    `Method: ${row.promoMethod ?? '—'}`,
    `Place source: ${row.placeSource ?? '—'}`,
    `Source bookmaker: ${row.placeSourceBookmaker ?? '—'}`,
    `Coverage: ${row.placeCoverage === null ? '—' : `${Math.round(row.placeCoverage * 100)}%`}`,
  ];
  if (row.placeSource === 'cross_k')
    lines.push(
      `Converted from k=${row.placeSourceK ?? '..'} using cross-K scaling (θ=0.98)`,
    );
  if (retentionNote) lines.push(retentionNote);
  // flex-start: the tag keeps its own width instead of stretching across the cell.
  return (
    <Flex {...tip(lines.join('\n'))} vertical gap={0} align="flex-start">
      <EvTag ev={row.promoEV} />
      {row.promoType && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.promoType}
          {row.isPlaceEstimate ? ' (Est.)' : ''}
        </Typography.Text>
      )}
    </Flex>
  );
});
