import type {
  Promo,
  PromoFamily,
  RaceCode,
  RetentionOrigin,
} from '@overlay/domain';
import {
  isPromoType,
  normaliseSearchText,
  PROMO_DEFAULTS,
  promoFamily,
  promoTypeK,
} from '@overlay/domain';

/** refundChance = max(0, p_topk − p_win): the chance the runner places in the top k without winning. */
export function refundChance(pTopK: number, pWin: number): number {
  const d = pTopK - pWin;
  return d > 0 ? d : 0;
}

/** Place-promo EV % = refundChance × retention × 100 (retention as a fraction). */
export function placePromoEV(
  pTopK: number,
  pWin: number,
  retention: number,
): number {
  return refundChance(pTopK, pWin) * retention * 100;
}

/** BetBoost EV % = p_win × (price − 1) × boostFraction × 100: the extra winnings of a boost of boostFraction (0.1 = 10 %). */
export function betBoostPromoEV(
  pWin: number,
  price: number,
  boostFraction: number,
): number {
  return pWin * (price - 1) * boostFraction * 100;
}

/**
 * Breakeven retention r* = −baseEV / (refundChance × 100), the retention at which totalEV = 0;
 * 'any' when baseEV ≥ 0 (any retention, even none, breaks even), 'none' when refundChance is 0
 * or r* is above 1 (no retention, not even the whole stake back, lifts the bet to even;
 * docs/ev-model.md §3).
 */
export function breakevenRetention(
  baseEV: number,
  chance: number,
): number | 'any' | 'none' {
  if (baseEV >= 0) return 'any';
  if (!(chance > 0)) return 'none';
  const r = -baseEV / (chance * 100);
  return r > 1 ? 'none' : r;
}

/**
 * Where a bonus bet's retention comes from for a promo: the live page's override, else the book's
 * measured retention when the viewer chose it and the market has one (docs/ev-model.md §10), else
 * the promo's value multiplier. Cash back and BetBoost are not bonus bets: always 'promo'.
 */
export function retentionOrigin(
  promo: Pick<Promo, 'promoType' | 'bookmaker'>,
  retentionOverride: number | null,
  measured: ReadonlyMap<string, number> | null,
): RetentionOrigin {
  const family = promoFamily(promo.promoType);
  if (family === 'CashBack' || family === 'BetBoost') return 'promo';
  if (retentionOverride != null) return 'override';
  return measured !== null && measured.has(promo.bookmaker.trim().toLowerCase())
    ? 'measured'
    : 'promo';
}

/**
 * Retention (fraction): BonusBack and Token → valueMultiplier (or the live override); CashBack →
 * min(stake × refundPercent/100, maxRefundCash) / stake; BetBoost → valueMultiplier (its boost fraction).
 */
export function promoRetention(
  promo: Pick<
    Promo,
    'promoType' | 'valueMultiplier' | 'refundPercent' | 'maxRefundCash'
  >,
  referenceStake: number,
  retentionOverride: number | null = null,
): number {
  const family = promoFamily(promo.promoType);
  if (family === 'CashBack') {
    const pct = promo.refundPercent ?? PROMO_DEFAULTS.refundPercent;
    const refund = (referenceStake * pct) / 100;
    const cap = promo.maxRefundCash;
    return (cap != null && cap < refund ? cap : refund) / referenceStake;
  }
  if (family !== 'BetBoost' && retentionOverride != null)
    return retentionOverride;
  return promo.valueMultiplier;
}

/** A promo checked once and indexed for the hot path. */
export interface PreparedPromo {
  promo: Promo;
  bookKey: string;
  family: PromoFamily;
  /** 2, 3 or 4 for place promos; 0 for BetBoost. */
  k: number;
  /** Retention fraction (place promos) or boost fraction (BetBoost). */
  retention: number;
  /** Where a bonus bet's retention came from (docs/ev-model.md §10); 'promo' for cash back and BetBoost. */
  retentionOrigin: RetentionOrigin;
  codes: readonly RaceCode[] | null;
  raceIds: ReadonlySet<string> | null;
  venueKeys: readonly string[] | null;
  minRunners: number;
  /** Position in the prepared context's promoList (−1 until a context lists it); opportunity tables store it per row. */
  index: number;
}

const finiteIn = (v: unknown, min: number, max: number): boolean =>
  typeof v === 'number' && v >= min && v <= max;

/**
 * Validates a promo and indexes it; returns the reason it cannot be valued as a string. `measured`
 * (lower-case bookmaker → fraction): the viewer values bonus bets at the market's measured
 * retention, where a book has one.
 */
export function preparePromo(
  promo: Promo,
  referenceStake: number,
  retentionOverride: number | null,
  measured: ReadonlyMap<string, number> | null = null,
): PreparedPromo | string {
  if (!isPromoType(promo.promoType))
    return `unknown promo type ${String(promo.promoType)}`;
  const family = promoFamily(promo.promoType);
  if (family === 'CashBack') {
    if (promo.refundPercent != null && !finiteIn(promo.refundPercent, 0, 100))
      return 'refundPercent must be from 0 to 100';
    if (
      promo.maxRefundCash != null &&
      !finiteIn(promo.maxRefundCash, 0, Infinity)
    )
      return 'maxRefundCash must be 0 or more';
  } else if (!finiteIn(promo.valueMultiplier, 0, 1)) {
    return 'valueMultiplier must be from 0 to 1';
  }
  const minRunners = promo.conditions?.minRunners ?? 0;
  const bookKey = promo.bookmaker.trim().toLowerCase();
  const origin = retentionOrigin(promo, retentionOverride, measured);
  return {
    promo,
    bookKey,
    family,
    k: promoTypeK(promo.promoType),
    retention:
      origin === 'measured' && measured !== null
        ? (measured.get(bookKey) as number)
        : promoRetention(promo, referenceStake, retentionOverride),
    retentionOrigin: origin,
    codes: promo.scope === 'codes' ? promo.codes : null,
    raceIds: promo.scope === 'races' ? new Set(promo.raceExtIds) : null,
    venueKeys:
      promo.venues != null && promo.venues.length > 0
        ? promo.venues.map(normaliseSearchText)
        : null,
    minRunners: Number.isFinite(minRunners) ? minRunners : 0,
    index: -1,
  };
}

/** The race facts promo applicability reads. */
export interface PromoRaceFacts {
  extRaceId: string;
  code: RaceCode;
  /** normaliseSearchText(venue). */
  venueKey: string;
  activeRunners: number;
}

/**
 * Why a prepared promo does not apply to a race at a book paying `placesPaid` places, or null when
 * it applies: scope (all / codes / races), minRunners ≤ active runners, venues, and places paid > 0
 * for place promos (bookmaker and visibility are matched when the context is prepared).
 */
export function promoNotApplicableReason(
  p: PreparedPromo,
  race: PromoRaceFacts,
  placesPaid: number,
): string | null {
  if (p.codes !== null && !p.codes.includes(race.code))
    return `scope codes ${p.codes.join(',') || '(none)'} excludes ${race.code}`;
  if (p.raceIds !== null && !p.raceIds.has(race.extRaceId))
    return 'race not in the promo scope';
  if (race.activeRunners < p.minRunners)
    return `needs ${p.minRunners} runners, race has ${race.activeRunners}`;
  if (p.venueKeys !== null && !p.venueKeys.includes(race.venueKey))
    return 'venue not in the promo venues';
  if (p.k > 0 && placesPaid === 0)
    return 'no places paid in this race (fewer than 5 active runners)';
  return null;
}

export interface PromoApplicabilityInput {
  promo: Promo;
  race: {
    extRaceId: string;
    code: RaceCode;
    venue: string;
    activeRunners: number;
  };
  bookmaker: string;
  viewerId: string | null;
  placesPaid: number;
  referenceStake?: number;
}

/** Whether a promo applies to (race, bookmaker) for a viewer (docs/architecture.md §4.7); null when it applies, else the reason. */
export function promoApplicability(
  input: PromoApplicabilityInput,
): string | null {
  const { promo, race } = input;
  if (
    promo.bookmaker.trim().toLowerCase() !==
    input.bookmaker.trim().toLowerCase()
  )
    return 'different bookmaker';
  if (!(
    promo.visibility === 'global' ||
    (promo.createdBy != null && promo.createdBy === input.viewerId)
  ))
    return 'personal promo of another user';
  const prepared = preparePromo(promo, input.referenceStake ?? 50, null);
  if (typeof prepared === 'string') return prepared;
  return promoNotApplicableReason(
    prepared,
    {
      extRaceId: race.extRaceId,
      code: race.code,
      venueKey: normaliseSearchText(race.venue),
      activeRunners: race.activeRunners,
    },
    input.placesPaid,
  );
}

/** Index of the best promo: the highest promoEV, the first (lowest id) on ties; −1 for an empty list. */
export function bestPromoIndex(promoEVs: readonly number[]): number {
  let best = -1;
  for (let i = 0; i < promoEVs.length; i++)
    if (best === -1 || promoEVs[i] > promoEVs[best]) best = i;
  return best;
}
