import { isRetentionOrigin } from '@overlay/domain';
import type {
  Bet,
  BetLeg,
  BetResult,
  BoostType,
  PromoType,
  RaceCode,
} from '@overlay/domain';

/** A `bets` row as node-postgres returns it (snake_case, timestamps as Date). */
export interface BetRow {
  id: string;
  user_id: string;
  placed_at: Date;
  ext_race_id: string;
  venue: string;
  race_number: number;
  race_code: string;
  start_time: Date;
  start_time_local: string | null;
  runner_number: number;
  runner_name: string;
  bookmaker: string;
  price: number;
  stake: number;
  promo_id: string | null;
  promo_type: string | null;
  promo_label: string | null;
  promo_value_multiplier: number | null;
  promo_refund_percent: number | null;
  promo_max_refund_cash: number | null;
  boost_id: string | null;
  boost_type: string | null;
  boosted_from: number | null;
  legs: BetLeg[] | null;
  retention: number | null;
  retention_origin: string | null;
  notes: string;
  ev_at_placement: number;
  fair_price_at_placement: number;
  closing_price: number | null;
  closing_fair_price: number | null;
  clv: number | null;
  result: string;
  payout: number | null;
  profit: number | null;
  settled_at: Date | null;
  lay_price: number | null;
  lay_stake: number | null;
  lay_commission_pct: number | null;
  lay_profit: number | null;
}

const iso = (d: Date | null): string | null =>
  d === null ? null : d.toISOString();

export function toBet(row: BetRow): Bet {
  return {
    id: row.id,
    userId: row.user_id,
    placedAt: row.placed_at.toISOString(),
    extRaceId: row.ext_race_id,
    venue: row.venue,
    raceNumber: row.race_number,
    raceCode: row.race_code as RaceCode,
    startTime: row.start_time.toISOString(),
    startTimeLocal: row.start_time_local ?? null,
    runnerNumber: row.runner_number,
    runnerName: row.runner_name,
    bookmaker: row.bookmaker,
    price: row.price,
    stake: row.stake,
    promoId: row.promo_id,
    promoType: row.promo_type as PromoType | null,
    promoLabel: row.promo_label,
    boostId: row.boost_id,
    boostType: row.boost_type as BoostType | null,
    boostedFrom: row.boosted_from ?? null,
    legs: row.legs,
    promoTerms:
      row.promo_type === null
        ? null
        : {
            promoType: row.promo_type as PromoType,
            valueMultiplier: row.promo_value_multiplier ?? 0,
            refundPercent: row.promo_refund_percent,
            maxRefundCash: row.promo_max_refund_cash,
          },
    retention: row.retention,
    retentionOrigin: isRetentionOrigin(row.retention_origin) ? row.retention_origin : null,
    notes: row.notes,
    evAtPlacement: row.ev_at_placement,
    fairPriceAtPlacement: row.fair_price_at_placement,
    closingPrice: row.closing_price,
    closingFairPrice: row.closing_fair_price,
    clv: row.clv,
    result: row.result as BetResult,
    payout: row.payout,
    profit: row.profit,
    settledAt: iso(row.settled_at),
    lay:
      row.lay_price === null || row.lay_stake === null || row.lay_commission_pct === null
        ? null
        : { price: row.lay_price, stake: row.lay_stake, commissionPct: row.lay_commission_pct },
    layProfit: row.lay_profit,
  };
}
