import { promoFamily, promoTypeK } from '../promo/promo';
import type { BetPromoTerms, BetResult, RunnerOutcome } from './bet';

/** The race facts settlement reads (a subset of feed16's RaceOutcome). */
export interface SettlementRace {
  state: string;
  /** Places in order, each the runner numbers sharing it (a dead heat); null until final. */
  results: number[][] | null;
  scratchedRunnerNumbers: readonly number[];
}

export interface Settlement {
  result: Exclude<BetResult, 'pending'>;
  /** Everything the bet returned, in dollars (bonus bets and tokens valued at the promo's retention). */
  payout: number;
  /** payout − stake (0 for a void bet). */
  profit: number;
}

/**
 * Where a runner finished. Places are counted like bookmakers count them: a runner's place is 1 +
 * the number of runners that finished ahead of it, so after a dead heat for 1st between two
 * runners the next runner is 3rd ([[1, 2], [3]]: runner 3 is 3rd, not 2nd).
 */
export function runnerOutcome(
  race: SettlementRace,
  runnerNumber: number,
): RunnerOutcome {
  const scratched = race.scratchedRunnerNumbers.includes(runnerNumber);
  let ahead = 0;
  for (const group of race.results ?? []) {
    if (group.includes(runnerNumber))
      return { scratched, place: ahead + 1, sharedBy: group.length };
    ahead += group.length;
  }
  return { scratched, place: null, sharedBy: 1 };
}

const cents = (x: number): number => Math.round(x * 100) / 100;

/**
 * Settles a bet, or returns null while the race has no result yet. The rules (docs/ev-model.md,
 * "Settlement"):
 * - a scratched runner, or an abandoned race, is void: the stake comes back, profit 0;
 * - a win pays stake × price (a boost bet's price is the boosted one; a BetBoost promo pays the
 *   winnings (price − 1) raised by its fraction);
 * - a dead heat for 1st between n runners pays (stake / n) × price (the AU rule: the stake is
 *   split, one share wins at full odds, the rest is lost);
 * - a place promo of k places (its type: _2nd → 2, _2nd3rd → 3, _2nd3rd4th → 4) refunds a runner
 *   whose place is 2..k; a dead heat inside the paid places counts as placed (the place is the
 *   shared one). Bonus back and tokens return the stake as a bonus bet valued at the promo's
 *   retention; cash back returns refund_percent × stake capped at max_refund_cash, in cash;
 * - everything else is lost (−stake).
 */
export function settleBet(
  bet: { stake: number; price: number; runnerNumber: number },
  race: SettlementRace,
  promo: BetPromoTerms | null,
): Settlement | null {
  const { stake } = bet;
  const outcome = runnerOutcome(race, bet.runnerNumber);
  if (outcome.scratched || race.state === 'abandoned')
    return { result: 'void', payout: stake, profit: 0 };
  if (race.state !== 'final' || race.results === null) return null;
  const family = promo === null ? null : promoFamily(promo.promoType);
  const winPrice =
    family === 'BetBoost' && promo
      ? 1 + (bet.price - 1) * (1 + promo.valueMultiplier)
      : bet.price;
  const settle = (result: Settlement['result'], payout: number): Settlement => {
    const rounded = cents(payout);
    return { result, payout: rounded, profit: cents(rounded - stake) };
  };
  if (outcome.place === 1) {
    return outcome.sharedBy > 1
      ? settle('dead_heat', (stake / outcome.sharedBy) * winPrice)
      : settle('won', stake * winPrice);
  }
  const k = promo === null ? 0 : promoTypeK(promo.promoType);
  if (
    promo !== null &&
    k >= 2 &&
    outcome.place !== null &&
    outcome.place <= k
  ) {
    return settle('refund', refundValue(stake, promo));
  }
  return settle('lost', 0);
}

/** The refund of a place promo in dollars: cash back in cash, bonus back and tokens at retention. */
export function refundValue(stake: number, promo: BetPromoTerms): number {
  if (promoFamily(promo.promoType) === 'CashBack') {
    const refund = ((promo.refundPercent ?? 100) / 100) * stake;
    return promo.maxRefundCash !== null && promo.maxRefundCash < refund
      ? promo.maxRefundCash
      : refund;
  }
  return stake * promo.valueMultiplier;
}
