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
  /** The applied promo's retention (place promos) or boost fraction (BetBoost); 0 without a promo. */
  retention: number;
  totalEV: number;
  /** k of the applied place promo, else places paid by the book. */
  promoK: number;
  /** Tier of the applied place promo (null for BetBoost or no promo). */
  tier: PlaceTier | null;
  refundChance: number;
  /** The price is boosted (the feed's boostedFrom or a staff FIXED_WIN boost): refund promos are left out. */
  boosted: boolean;
  /** The book has promos for this race but the price is boosted, so none applies (docs/ev-model.md §3). */
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
    retention: 0,
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
 * Whether the quote of runner r at book b is boosted: the feed's boostedFrom, or a staff
 * FIXED_WIN boost at (b, r) (the row's price is then the boosted one).
 */
export function isBoostedQuote(
  val: RaceValuation,
  r: number,
  b: number,
): boolean {
  const at = b * val.n + r;
  const from = val.boostedFrom[at];
  return (
    from === from || (val.winBoosts !== null && val.winBoosts[at] !== null)
  );
}

/**
 * The win price book b offers runner r: a staff FIXED_WIN boost's odds in place of the feed's
 * (docs/ev-model.md §3), NaN where the book prices it not. The live row and the debug dialog read
 * it; the table's row reads the boost itself, as it keeps it.
 */
export function offeredWinPrice(val: RaceValuation, r: number, b: number): number {
  const at = b * val.n + r;
  const boost = val.winBoosts === null ? null : val.winBoosts[at];
  return boost !== null ? boost.boostedOdds : val.win[at];
}

// The tier and refund chance of the last promoValue call (module scratch: no allocation per promo).
let lastTier: PlaceTier | null = null;
let lastChance = 0;

/**
 * EV % of promo p on runner r at book b for `price` at `retention` (docs/ev-model.md §3): a place
 * promo pays refundChance × retention × 100 (p_topk of the book's tier for the promo's k); a
 * BetBoost pays p_win × (price − 1) × fraction × 100. Sets lastTier and lastChance.
 */
function promoValue(
  val: RaceValuation,
  r: number,
  b: number,
  price: number,
  pw: number,
  p: PreparedPromo,
  retention: number,
): number {
  if (p.k === 0) {
    lastTier = null;
    lastChance = 0;
    return pw * (price - 1) * retention * 100;
  }
  const tier = tierOf(val, b, p.k);
  const d = tier.p[r] - pw;
  lastTier = tier;
  lastChance = d > 0 ? d : 0;
  return lastChance * retention * 100;
}

/** The promo-free part of an evaluation. */
function evaluateBase(
  val: RaceValuation,
  r: number,
  b: number,
  price: number,
  boosted: boolean,
  out: QuoteEvaluation,
): number {
  const pw = val.pWin[r];
  out.price = price;
  out.pWin = pw;
  out.fairPrice = val.fairPrice[r];
  out.ev = (price * pw - 1) * 100;
  out.bonusPct = (price - 1) * pw * 100;
  out.promo = null;
  out.promoEV = 0;
  out.retention = 0;
  out.tier = null;
  out.refundChance = 0;
  out.promoK = b < 0 ? 0 : val.books[b].placesPaid;
  out.boosted = boosted;
  out.refundPromoExcluded = false;
  return pw;
}

function finish(out: QuoteEvaluation): QuoteEvaluation {
  out.totalEV = out.ev + out.promoEV;
  out.kelly = out.totalEV > 0 ? quoteKelly(out) : 0;
  return out;
}

/**
 * Values runner r at book b for `price` (a dashboard row, a live row, the debug view): ev,
 * bonusPct, and the best applicable promo by promoEV; totalEV = ev + promoEV. A boosted quote
 * (isBoostedQuote) takes no promo at all: bookmakers' terms exclude boosted bets from refund
 * promos, and a boosted price takes no further price boost (docs/ev-model.md §3).
 */
export function evaluateQuote(
  val: RaceValuation,
  r: number,
  b: number,
  price: number,
  out: QuoteEvaluation,
): QuoteEvaluation {
  const boosted = isBoostedQuote(val, r, b);
  const pw = evaluateBase(val, r, b, price, boosted, out);
  const promos = val.books[b].promos;
  if (boosted) {
    out.refundPromoExcluded = promos.length > 0;
    return finish(out);
  }
  for (let i = 0; i < promos.length; i++) {
    const p = promos[i];
    const value = promoValue(val, r, b, price, pw, p, p.retention);
    if (out.promo === null || value > out.promoEV) {
      out.promo = p;
      out.promoEV = value;
      out.retention = p.retention;
      out.tier = lastTier;
      out.refundChance = lastChance;
      out.promoK = p.k > 0 ? p.k : val.books[b].placesPaid;
    }
  }
  return finish(out);
}

/**
 * Values a chosen bet on runner r at book b (b = −1: a book without quotes in this race): as evaluateQuote, with
 * the punter's promo (or none) in place of the best one, at `retention` (a cash back at the
 * bet's own stake). `boosted`: the quote is boosted or the bet takes a staff boost. Returns null
 * when the promo cannot apply: a boosted price takes no promo (the same rule as the row).
 */
export function evaluateChosenQuote(
  val: RaceValuation,
  r: number,
  b: number,
  price: number,
  boosted: boolean,
  promo: PreparedPromo | null,
  retention: number,
  out: QuoteEvaluation,
): QuoteEvaluation | null {
  const pw = evaluateBase(val, r, b, price, boosted, out);
  if (promo !== null) {
    if (boosted) return null;
    out.promo = promo;
    out.promoEV = promoValue(val, r, b, price, pw, promo, retention);
    out.retention = retention;
    out.tier = lastTier;
    out.refundChance = lastChance;
    out.promoK = promo.k > 0 ? promo.k : val.books[b].placesPaid;
  } else
    out.refundPromoExcluded =
      boosted && b >= 0 && val.books[b].promos.length > 0;
  return finish(out);
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
  if (p.k === 0) return kellyOf(e.pWin, winNet * (1 + e.retention), 0, -1);
  return kellyOf(e.pWin, winNet, e.refundChance, e.retention - 1);
}
