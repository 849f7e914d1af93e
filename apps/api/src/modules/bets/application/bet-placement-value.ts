import type { BetPromoTerms, BoostType, Promo, PromoType, RetentionOrigin, SnapshotRace } from '@overlay/domain';
import { promoFamily } from '@overlay/domain';
import { valueBet } from '@overlay/ev-engine';
import type { BetChoice, EngineContext } from '@overlay/ev-engine';

export type { BetChoice } from '@overlay/ev-engine';

/** What placement fixes on a bet: the engine's view of the row at the price taken. */
export interface PlacementValue {
  runnerName: string;
  fairPriceAtPlacement: number;
  /** Base EV at the price taken + the EV of the promo used, in % (5 = +5 %). */
  evAtPlacement: number;
  promo: { id: string; type: PromoType; label: string; terms: BetPromoTerms; retention: number; retentionOrigin: RetentionOrigin } | null;
  boost: { id: string; type: BoostType } | null;
  /** The book's pre-boost price when the quote taken was one it boosted (the row's boostedFrom), else null. */
  boostedFrom: number | null;
}

/**
 * Values a bet as the row it came from (docs/ev-model.md §3): the engine's valueBet, under the
 * viewer's fair-price method in `context`, through the same function as the dashboard row. Throws
 * BetError when the race cannot be valued or the runner, promo or boost does not apply (any promo
 * on a boosted price included: the row's rule).
 */
export function bettingValue(race: SnapshotRace, context: EngineContext, choice: BetChoice): PlacementValue {
  const { runnerName, evaluation, promo, boost, bookBoostedFrom } = valueBet(race, context, choice);
  return {
    runnerName,
    fairPriceAtPlacement: evaluation.fairPrice,
    evAtPlacement: evaluation.totalEV,
    promo: promo === null ? null : describePromo(promo.promo, evaluation.retention, promo.retentionOrigin),
    boost: boost === null ? null : { id: boost.id, type: boost.boostType },
    boostedFrom: bookBoostedFrom,
  };
}

function describePromo(promo: Promo, retention: number, retentionOrigin: RetentionOrigin): NonNullable<PlacementValue['promo']> {
  const family = promoFamily(promo.promoType);
  return {
    id: promo.id,
    type: promo.promoType,
    label: promo.label,
    retention,
    retentionOrigin,
    terms: {
      promoType: promo.promoType,
      // Settlement values a bonus bet or token at the retention the bet was valued at: the
      // promo's multiplier, or the measured retention when the viewer chose it (docs/ev-model.md §10).
      valueMultiplier: family === 'BonusBack' || family === 'Token' ? retention : promo.valueMultiplier,
      refundPercent: promo.refundPercent,
      maxRefundCash: promo.maxRefundCash,
    },
  };
}

