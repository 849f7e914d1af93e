import { BetError, promoFamily } from '@overlay/domain';
import type { BetPromoTerms, Boost, BoostType, Promo, PromoType } from '@overlay/domain';
import { betBoostPromoEV, promoRetention, refundChance, tierFor } from '@overlay/ev-engine';
import type { RaceValuation } from '@overlay/ev-engine';

export interface BetChoice {
  runnerNumber: number;
  bookmaker: string;
  price: number;
  stake: number;
  promoId: string | null;
  boostId: string | null;
}

/** What placement fixes on a bet: the engine's view of the row at the price taken. */
export interface PlacementValue {
  runnerName: string;
  fairPriceAtPlacement: number;
  /** Base EV at the price taken + the EV of the promo used, in % (5 = +5 %). */
  evAtPlacement: number;
  promo: { id: string; type: PromoType; label: string; terms: BetPromoTerms; retention: number } | null;
  boost: { id: string; type: BoostType } | null;
}

/**
 * Values a bet from the race's valuation, as the row it came from was valued (DESIGN §4): base EV
 * (price × p_win − 1) × 100 at the price taken, plus the chosen promo's EV (a place promo: the
 * chance of placing 2..k without winning × retention, the tier of this book; BetBoost: the extra
 * winnings). A promo or boost that does not apply to this row is refused, as is a refund promo on
 * a boosted price (bookmakers' terms exclude boosted bets).
 */
export function bettingValue(val: RaceValuation, choice: BetChoice): PlacementValue {
  const race = val.race.extRaceId;
  const r = val.runners.findIndex((runner) => runner.number === choice.runnerNumber);
  if (r < 0) {
    const listed = val.race.runners.find((runner) => runner.number === choice.runnerNumber);
    throw new BetError(
      'BET_RUNNER_UNKNOWN',
      listed ? `Runner ${choice.runnerNumber} of race "${race}" is scratched` : `Unknown runner ${choice.runnerNumber} in race "${race}"`,
    );
  }
  const pWin = val.pWin[r];
  const key = choice.bookmaker.trim().toLowerCase();
  const b = val.books.findIndex((book) => book.name.trim().toLowerCase() === key);
  const boost = choice.boostId === null ? null : boostAt(val, b, r, choice);
  let promoEV = 0;
  let promo: PlacementValue['promo'] = null;
  if (choice.promoId !== null) {
    const prepared = b < 0 ? undefined : val.books[b].promos.find((p) => p.promo.id === choice.promoId);
    if (prepared === undefined) throw promoRefused(choice, race);
    const family = promoFamily(prepared.promo.promoType);
    if (family === 'BetBoost') {
      promoEV = betBoostPromoEV(pWin, choice.price, prepared.retention);
    } else {
      if (boost !== null) throw new BetError('BET_PROMO_NOT_APPLICABLE', 'A refund promo does not apply to a boosted price (bookmakers exclude boosted bets)');
      const chance = refundChance(tierFor(val, b, prepared.k).p[r], pWin);
      // Cash back is worth its capped refund at this bet's own stake, not the reference stake.
      const retention = family === 'CashBack' ? promoRetention(prepared.promo, choice.stake) : prepared.retention;
      promoEV = chance * retention * 100;
    }
    promo = describePromo(prepared.promo, family === 'CashBack' ? promoRetention(prepared.promo, choice.stake) : prepared.retention);
  }
  return {
    runnerName: val.runners[r].name,
    fairPriceAtPlacement: val.fairPrice[r],
    evAtPlacement: (choice.price * pWin - 1) * 100 + promoEV,
    promo,
    boost: boost === null ? null : { id: boost.id, type: boost.boostType },
  };
}

function boostAt(val: RaceValuation, b: number, r: number, choice: BetChoice): Boost {
  const boost = b < 0 || val.winBoosts === null ? null : val.winBoosts[b * val.n + r];
  if (boost === null || boost.id !== choice.boostId) {
    throw new BetError(
      'BET_BOOST_NOT_APPLICABLE',
      `Boost ${choice.boostId} is not a win boost of ${choice.bookmaker} on runner ${choice.runnerNumber} in race "${val.race.extRaceId}"`,
    );
  }
  return boost;
}

function promoRefused(choice: BetChoice, race: string): BetError {
  return new BetError('BET_PROMO_NOT_APPLICABLE', `Promo ${choice.promoId} does not apply to ${choice.bookmaker} in race "${race}"`);
}

function describePromo(promo: Promo, retention: number): NonNullable<PlacementValue['promo']> {
  return {
    id: promo.id,
    type: promo.promoType,
    label: promo.label,
    retention,
    terms: {
      promoType: promo.promoType,
      valueMultiplier: promo.valueMultiplier,
      refundPercent: promo.refundPercent,
      maxRefundCash: promo.maxRefundCash,
    },
  };
}
