import { promoFamily } from '../promo/promo';
import type { BetPromoTerms } from './bet';
import type { Settlement, SettlementRace } from './bet-settlement';
import { runnerOutcome, settleBet } from './bet-settlement';

/**
 * The exchange lay of a matched bet (docs/ev-model.md §10): the same runner laid at `price` for
 * `stake` (the backer's stake the layer takes on), with the exchange's commission on a net win.
 */
export interface BetLay {
  price: number;
  stake: number;
  /** Percent, 0 to 20. */
  commissionPct: number;
}

// Half a cent away from zero both ways, so a loss and the win it mirrors round alike.
const cents = (x: number): number =>
  (x < 0 ? -Math.round(-x * 100) : Math.round(x * 100)) / 100;

/** How a lay leg's race turned out for its runner. */
export type LayOutcome = 'won' | 'lost' | 'void' | { deadHeat: number };

/**
 * The lay leg settled on its own: the runner wins → the layer pays the liability, stake × (l − 1);
 * it loses → the layer wins the stake less commission; a dead heat for 1st between n runners (the
 * exchange's rule) settles 1/n of the lay as a winner and the rest as a loser, with commission on
 * a net win only; void (scratched, abandoned) → 0. To the cent.
 */
export function layLegProfit(
  layStake: number,
  lay: number,
  c: number,
  outcome: LayOutcome,
): number {
  if (outcome === 'void') return 0;
  if (outcome === 'won') return cents(-layStake * (lay - 1));
  if (outcome === 'lost') return cents(layStake * (1 - c));
  const n = outcome.deadHeat;
  const net = (layStake * (n - 1) - layStake * (lay - 1)) / n;
  return cents(net > 0 ? net * (1 - c) : net);
}

/** The lay leg's outcome from the race's result; null while the race has none. */
export function layOutcome(
  race: SettlementRace,
  runnerNumber: number,
): LayOutcome | null {
  const outcome = runnerOutcome(race, runnerNumber);
  if (outcome.scratched || race.state === 'abandoned') return 'void';
  if (race.state !== 'final' || race.results === null) return null;
  if (outcome.place !== 1) return 'lost';
  return outcome.sharedBy > 1 ? { deadHeat: outcome.sharedBy } : 'won';
}

/** The price a back bet's win pays at: a BetBoost promo raises the winnings (docs/ev-model.md §8). */
function winPriceOf(price: number, promo: BetPromoTerms | null): number {
  return promo !== null && promoFamily(promo.promoType) === 'BetBoost'
    ? 1 + (price - 1) * (1 + promo.valueMultiplier)
    : price;
}

/**
 * What a matched bet locks in, in dollars: the lesser of its result if the runner wins (the back's
 * winnings less the lay's liability) and if it loses (the lay's winnings after commission less
 * the back stake), each leg to the cent as it settles. A refund promo comes on top when the runner
 * places; it is not locked.
 */
export function matchedBetLocked(
  bet: { price: number; stake: number },
  lay: BetLay,
  promo: BetPromoTerms | null,
): number {
  const c = lay.commissionPct / 100;
  const winPrice = winPriceOf(bet.price, promo);
  const ifWins = cents(
    cents(bet.stake * (winPrice - 1)) +
      layLegProfit(lay.stake, lay.price, c, 'won'),
  );
  const ifLoses = cents(
    layLegProfit(lay.stake, lay.price, c, 'lost') - bet.stake,
  );
  return Math.min(ifWins, ifLoses);
}

/**
 * Settles a bet with its lay, if any (docs/ev-model.md §8): the back as settleBet does, the lay on
 * its own (layLegProfit); `profit` is both legs', `layProfit` the lay's. Null while the race has
 * no result.
 */
export function settleWithLay(
  bet: {
    stake: number;
    price: number;
    runnerNumber: number;
    lay: BetLay | null;
  },
  race: SettlementRace,
  promo: BetPromoTerms | null,
): (Settlement & { layProfit: number | null }) | null {
  const back = settleBet(bet, race, promo);
  if (back === null) return null;
  const outcome = bet.lay === null ? null : layOutcome(race, bet.runnerNumber);
  if (bet.lay === null || outcome === null) return { ...back, layProfit: null };
  const layProfit = layLegProfit(
    bet.lay.stake,
    bet.lay.price,
    bet.lay.commissionPct / 100,
    outcome,
  );
  return { ...back, profit: cents(back.profit + layProfit), layProfit };
}
