import { retentionLabel } from '@overlay/domain';
import type { ReplyRetention } from '@overlay/contracts';
import { matchRating } from '@overlay/ev-engine';
import { Tag } from 'antd';
import { memo } from 'react';
import { TIP_ATTRIBUTE } from '../../../components/ui/shared-tooltip';
import type { DashboardRow } from '../api/dashboard.api';
import { TONE_COLOR } from '../model/dashboard-view';
import { evBadgeTone, formatEV, formatNumber } from '../../../lib/display';

// The Matched mode's cells (docs/ev-model.md §10): the exchange's lay, the back / lay rating, the
// locked result and the locked EV. A row without a lay shows an em dash in each.

const tip = (text: string) => ({ [TIP_ATTRIBUTE]: text });

export const LayCell = memo(function LayCell({ row }: { row: DashboardRow }) {
  return <span>{formatNumber(row.layPrice)}</span>;
});

/** Back / lay as a percentage, the odds matchers' rating: 100 % is a back as long as the lay. */
export const RatingCell = memo(function RatingCell({
  row,
}: {
  row: DashboardRow;
}) {
  if (row.layPrice === null) return <span>—</span>;
  return <span>{matchRating(row.price, row.layPrice).toFixed(1)}%</span>;
});

/** A locked figure (lockRating or lockedEV) in the EV colours; an em dash without a lay. */
export const LockedTag = memo(function LockedTag({
  value,
  label,
}: {
  value: number | null;
  label: string;
}) {
  if (value === null) return <span>—</span>;
  return (
    <Tag {...tip(label)} color={TONE_COLOR[evBadgeTone(value)]}>
      {formatEV(value)}
    </Tag>
  );
});

/** Which retention a row's Promo EV counted a bonus bet at, for its tip: the source the reply names. */
export function retentionNote(
  row: DashboardRow,
  retention: ReplyRetention | undefined,
): string | null {
  const measured =
    retention?.source === 'measured'
      ? retention.measured[row.bookmaker]
      : undefined;
  return measured === undefined
    ? retentionLabel('promo', null, row.promoType)
    : retentionLabel('measured', measured, row.promoType);
}

/** The Locked EV tip: the promo on top counts its bonus bet at the retention the reply names. */
export function lockedEVTip(
  row: DashboardRow,
  retention: ReplyRetention | undefined,
): string {
  const note = retentionNote(row, retention);
  return `Locked result plus the promo on top${note ? ` (${note})` : ''}`;
}
