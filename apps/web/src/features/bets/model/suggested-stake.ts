import type { BettingSettings } from '../api/bet-types';

/** The stake the Log bet dialog offers when it knows no suggested one. */
export const FALLBACK_STAKE = 10;

/**
 * PLUG POINT for stakes16: the suggested stake of a row from its full-Kelly fraction and the
 * user's settings, `round(min(bankroll × kellyFraction × kelly, bankroll × maxStakePct))`, none
 * (null) when it is 0 or unknown. Replace the body with `suggestedStake(kelly, settings)` from
 * `@overlay/domain` once that is merged, keeping this signature.
 */
export function suggestedStakeFor(
  kelly: number | null | undefined,
  settings: BettingSettings | null | undefined,
): number | null {
  if (kelly === null || kelly === undefined || !settings || !(kelly > 0))
    return null;
  const stake = Math.round(
    Math.min(
      settings.bankroll * settings.kellyFraction * kelly,
      settings.bankroll * settings.maxStakePct,
    ),
  );
  return stake > 0 ? stake : null;
}
