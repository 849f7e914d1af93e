import { layLegProfit } from '@overlay/domain';

/**
 * Backing at a bookmaker and laying the same runner on the exchange (docs/ev-model.md §10, "Lock
 * it in"). Back price b, lay price l, commission c as a fraction of exchange winnings (0.07 = 7 %).
 * Every hedge figure the product shows (rows, the debug dialog, matched bets, settlement, alerts,
 * measured retention) comes from these functions.
 */

/** Lay stake per $1 backed that makes the result the same whether the runner wins or loses: b / (l − c). */
export function layStakePerDollar(
  back: number,
  lay: number,
  c: number,
): number {
  return back / (lay - c);
}

/** The locked result per $1 backed and laid to equal results: b (1 − c) / (l − c) − 1. */
export function lockedResult(back: number, lay: number, c: number): number {
  return (back * (1 - c)) / (lay - c) - 1;
}

/** The odds matchers' rating: back / lay as a percentage (100 % is a back as long as the lay). */
export function matchRating(back: number, lay: number): number {
  return (back / lay) * 100;
}

/**
 * What a bonus bet (a stake that is not returned) turns into, per $1 of bonus, when used at back
 * price b and laid at l: (b − 1)(1 − c) / (l − c). At most 1 − c while b ≤ l.
 */
export function bonusBetConversion(
  back: number,
  lay: number,
  c: number,
): number {
  return ((back - 1) * (1 - c)) / (lay - c);
}

/** The back price a BetBoost promo of `fraction` (0.25 = 25 %) pays a win at: 1 + (b − 1)(1 + fraction). */
export function boostedWinPrice(back: number, fraction: number): number {
  return 1 + (back - 1) * (1 + fraction);
}

/** The row's promo as the locked EV reads it: its k (0 for a BetBoost), its retention or boost fraction, its promo EV %. */
export interface LockedPromo {
  k: number;
  retention: number;
  promoEV: number;
}

/**
 * Locked EV % of a row: the locked result at its price (a boosted price locks at the boosted
 * price), plus what the row's promo adds on top of it under the promo rules of the row's promo EV:
 * a refund promo pays when the runner runs 2nd to kth, worth refundChance × refund × retention
 * (bonus bets) or × 1 (cash), which is the row's promo EV; a BetBoost raises the win the lay
 * covers, so the whole bet locks at the boosted win price.
 */
export function lockedEVPct(
  back: number,
  lay: number,
  c: number,
  promo: LockedPromo | null,
): number {
  if (promo === null) return lockedResult(back, lay, c) * 100;
  if (promo.k === 0)
    return lockedResult(boostedWinPrice(back, promo.retention), lay, c) * 100;
  return lockedResult(back, lay, c) * 100 + promo.promoEV;
}

// Half a cent away from zero both ways, so a loss and the win it mirrors round alike.
/**
 * A locked figure in percent as the product shows, sorts, filters and alerts on it: to the
 * hundredth of a percent (the screens show tenths). Rounding is monotone, so a higher lay still
 * never raises it; and it keeps the opportunities reply small (two full doubles per row were an
 * eighth of its compressed size).
 */
export function hundredths(pct: number): number {
  return Math.round(pct * 100) / 100;
}

/** The locked figures of a back bet and its lay, in percent to the hundredth (the rows' lockRating and lockedEV). */
export interface LockFigures {
  lockRating: number;
  lockedEV: number;
}

/** lockRating and lockedEV of a back at `back` laid at `lay` with the row's promo (null: none), written into `out`. */
export function lockFigures(
  back: number,
  lay: number,
  c: number,
  promo: LockedPromo | null,
  out: LockFigures = { lockRating: 0, lockedEV: 0 },
): LockFigures {
  out.lockRating = hundredths(lockedResult(back, lay, c) * 100);
  out.lockedEV =
    promo === null
      ? out.lockRating
      : hundredths(lockedEVPct(back, lay, c, promo));
  return out;
}

// Half a cent away from zero both ways, as the bet log's settlement rounds (matched-bet.ts).
const cents = (x: number): number =>
  (x < 0 ? -Math.round(-x * 100) : Math.round(x * 100)) / 100;

/** A back bet and the lay that hedges it, in dollars (stakes to the cent). */
export interface HedgePlan {
  backStake: number;
  layStake: number;
  /** What the lay risks: layStake × (l − 1). */
  liability: number;
  /** Net result if the runner wins: back winnings less the lay's liability. */
  ifWins: number;
  /** Net result if it loses: the lay's winnings after commission less the back stake. */
  ifLoses: number;
  /** If it runs 2nd to kth: as if it loses, plus the promo's refund (null without a refund promo). */
  ifPlaces: number | null;
}

/**
 * The hedge of `stake` backed at `back` (the price a win pays: a BetBoost's raised price) and laid
 * at `lay`: the lay stake rounded to the cent, then each outcome from those stakes, each leg
 * rounded to the cent as it settles. `refund` is what the promo returns when the runner places
 * without winning, in dollars (a bonus bet at its retention, cash back in cash); null without one.
 * Rounding the lay stake moves the win and lose results apart by at most half a cent × (l − c),
 * and each settled amount's cent by half a cent.
 */
export function hedgePlan(
  stake: number,
  back: number,
  lay: number,
  c: number,
  refund: number | null = null,
): HedgePlan {
  const layStake = cents(stake * layStakePerDollar(back, lay, c));
  // Each outcome is the two legs as they settle (layLegProfit), so the plan and the settled bet agree.
  const liability = -layLegProfit(layStake, lay, c, 'won');
  const ifLoses = cents(layLegProfit(layStake, lay, c, 'lost') - stake);
  return {
    backStake: stake,
    layStake,
    liability,
    ifWins: cents(cents(stake * (back - 1)) - liability),
    ifLoses,
    ifPlaces: refund === null ? null : cents(ifLoses + refund),
  };
}

/** The lay leg settled on its own: the bet log's settlement (libs/domain, matched-bet.ts), re-exported so the hedge plan and a settled bet agree. */
export { layLegProfit } from '@overlay/domain';

/**
 * A materialised row's lockRating and lockedEV at another commission `c` (a fraction), from its
 * own fields: the lay, the price, and its promo as the row values it (a refund promo's promo EV;
 * a BetBoost's fraction read back from its promo EV, p_win × (price − 1) × fraction × 100). What the
 * row would carry if asked at `c` (the alert rules of an owner with their own commission); null
 * without a lay.
 */
export function opportunityLockAt(
  row: {
    price: number;
    fairPrice: number;
    layPrice: number | null;
    promoType: string | null;
    promoEV: number;
  },
  c: number,
): LockFigures | null {
  if (row.layPrice === null) return null;
  if (row.promoType === null)
    return lockFigures(row.price, row.layPrice, c, null);
  if (row.promoType === 'BetBoost') {
    const fraction = (row.promoEV * row.fairPrice) / ((row.price - 1) * 100);
    return lockFigures(row.price, row.layPrice, c, {
      k: 0,
      retention: fraction,
      promoEV: row.promoEV,
    });
  }
  return lockFigures(row.price, row.layPrice, c, {
    k: 2,
    retention: 0,
    promoEV: row.promoEV,
  });
}
