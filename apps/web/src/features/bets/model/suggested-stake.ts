import { suggestedStake } from '@overlay/domain';
import type { BettingSettings } from '../api/bet-types';

/** The stake the Log bet dialog offers when it knows no suggested one. */
export const FALLBACK_STAKE = 10;

/**
 * The suggested stake of a row (stakes16's shared `suggestedStake`), none (null) when the row has
 * no Kelly fraction yet or the user's settings are not known.
 */
export function suggestedStakeFor(
  kelly: number | null | undefined,
  settings: BettingSettings | null | undefined,
): number | null {
  if (kelly === null || kelly === undefined || !settings) return null;
  return suggestedStake(kelly, settings);
}
