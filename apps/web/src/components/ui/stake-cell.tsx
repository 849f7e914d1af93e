import { suggestedStake } from '@overlay/domain';
import type { BettingSettings } from '@overlay/contracts';
import { Tooltip, Typography } from 'antd';
import { MISSING } from '../../lib/display';

type StakeSettings = Pick<
  BettingSettings,
  'bankroll' | 'kellyFraction' | 'maxStakePct'
>;

// One formatter for every cell: toLocaleString builds a new one per call.
const DOLLARS = new Intl.NumberFormat('en-US');

// '5%' rather than '5.00%' for a whole cap; the Kelly share keeps two decimals (0.0578 → '5.78%').
const pct = (share: number, decimals: number) =>
  `${Number((share * 100).toFixed(decimals))}%`;

/** How the stake was sized, for the cell's tooltip (docs/ev-model.md §7). */
export function stakeExplanation(kelly: number, s: StakeSettings): string {
  return `Kelly ${s.kellyFraction} × full Kelly ${pct(kelly, 2)} of $${DOLLARS.format(s.bankroll)}, capped at ${pct(s.maxStakePct, 2)}`;
}

/**
 * The suggested stake of a row (docs/ev-model.md §7): the user's Kelly share of the bankroll, capped and
 * rounded to the dollar; '—' when there is nothing to bet or the settings have not loaded yet.
 * Shared by the dashboard and the live race page, which each get the settings from their route.
 */
export function StakeCell({
  kelly,
  settings,
}: {
  kelly: number;
  settings: StakeSettings | undefined;
}) {
  const stake = settings ? suggestedStake(kelly, settings) : null;
  if (stake === null || !settings) {
    return <Typography.Text type="secondary">{MISSING}</Typography.Text>;
  }
  return (
    <Tooltip title={stakeExplanation(kelly, settings)}>
      <span>${DOLLARS.format(stake)}</span>
    </Tooltip>
  );
}
