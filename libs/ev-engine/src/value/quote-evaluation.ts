import type { PlaceTier } from '../place/place-probability';
import { kellyFraction } from './kelly';
import type { PreparedPromo } from './promo-value';
import type { RaceValuation } from './race-valuation';
import { tierFor } from './race-valuation';

// Module-local copy: the per-quote loop should not call through a module binding (a getter in CommonJS builds).
const tierOf = tierFor;
const kellyOf = kellyFraction;

/** The values of one (runner, bookmaker, price): written into a reused object so rows, live rows and the debug view share one code path. */
export interface QuoteEvaluation {
  price: number;
  pWin: number;
  fairPrice: number;
  /** Base EV % = (price / fairPrice − 1) × 100. */
  ev: number;
  /** Bonus % = (price − 1) / fairPrice × 100. */
  bonusPct: number;
  promo: PreparedPromo | null;
  promoEV: number;
  totalEV: number;
  /** k of the applied place promo, else places paid by the book. */
  promoK: number;
  /** Tier of the applied place promo (null for BetBoost or no promo). */
  tier: PlaceTier | null;
  refundChance: number;
  /** The price is boosted (the feed's boostedFrom or a staff FIXED_WIN boost): refund promos are left out. */
  boosted: boolean;
  /** A refund (place) promo of the book would apply but the price is boosted (DESIGN §4.5). */
  refundPromoExcluded: boolean;
  /** Full Kelly fraction of the bankroll for this bet with its promo (value/kelly.ts); 0 when totalEV ≤ 0. */
  kelly: number;
}

/** A blank evaluation to pass to evaluateQuote (reuse it across calls). */
export function createQuoteEvaluation(): QuoteEvaluation {
  return {
    price: 0,
    pWin: 0,
    fairPrice: 0,
    ev: 0,
    bonusPct: 0,
    promo: null,
    promoEV: 0,
    totalEV: 0,
    promoK: 0,
    tier: null,
    refundChance: 0,
    boosted: false,
    refundPromoExcluded: false,
    kelly: 0,
  };
}

/**
 * Values runner r at book b for `price`: ev, bonusPct, and the best applicable promo by promoEV
 * (place promos: refundChance × retention × 100 with p_topk of the book's tier; BetBoost:
 * p_win × (price − 1) × fraction × 100); totalEV = ev + promoEV. A boosted quote (the feed's
 * boostedFrom, or a staff FIXED_WIN boost at (b, r)) takes no refund promo: bookmakers' terms
 * exclude boosted bets (DESIGN §4.5).
 */
export function evaluateQuote(
  val: RaceValuation,
  r: number,
  b: number,
  price: number,
  out: QuoteEvaluation,
): QuoteEvaluation {
  const pw = val.pWin[r];
  const book = val.books[b];
  out.price = price;
  out.pWin = pw;
  out.fairPrice = val.fairPrice[r];
  out.ev = (price * pw - 1) * 100;
  out.bonusPct = (price - 1) * pw * 100;
  out.promo = null;
  out.promoEV = 0;
  out.tier = null;
  out.refundChance = 0;
  out.promoK = book.placesPaid;
  const at = b * val.n + r;
  const from = val.boostedFrom[at];
  const boosted =
    from === from || (val.winBoosts !== null && val.winBoosts[at] !== null);
  out.boosted = boosted;
  out.refundPromoExcluded = false;
  const promos = book.promos;
  for (let i = 0; i < promos.length; i++) {
    const p = promos[i];
    let value: number;
    let tier: PlaceTier | null = null;
    let chance = 0;
    if (p.k === 0) value = pw * (price - 1) * p.retention * 100;
    else if (boosted) {
      out.refundPromoExcluded = true;
      continue;
    } else {
      tier = tierOf(val, b, p.k);
      const d = tier.p[r] - pw;
      chance = d > 0 ? d : 0;
      value = chance * p.retention * 100;
    }
    if (out.promo === null || value > out.promoEV) {
      out.promo = p;
      out.promoEV = value;
      out.tier = tier;
      out.refundChance = chance;
      out.promoK = p.k > 0 ? p.k : book.placesPaid;
    }
  }
  out.totalEV = out.ev + out.promoEV;
  out.kelly = out.totalEV > 0 ? quoteKelly(out) : 0;
  return out;
}

/**
 * The Kelly fraction of an evaluated quote on its own outcome distribution: a place promo pays
 * its retention on the placed-not-won outcome (refundChance); a BetBoost promo adds its fraction
 * to the winnings; otherwise win or lose at the price.
 */
function quoteKelly(e: QuoteEvaluation): number {
  const p = e.promo;
  const winNet = e.price - 1;
  if (p === null) return kellyOf(e.pWin, winNet, 0, -1);
  if (p.k === 0) return kellyOf(e.pWin, winNet * (1 + p.retention), 0, -1);
  return kellyOf(e.pWin, winNet, e.refundChance, p.retention - 1);
}
