import type { RaceCode } from '../racing/race-code';
import type { PromoType } from '../promo/promo';
import type { BoostType } from '../boost/boost';

/**
 * How a fair win price was obtained (docs/architecture.md §4.1): the exchange mid, or the median of every complete
 * book ('Bookie MPTO', each book MPTO or power). The viewer's fair-price method (FairPriceMethod)
 * devigs every book with one method instead: 'Bookie Multiplicative', 'Bookie Power', 'Bookie Shin'.
 */
export const FAIR_PRICE_SOURCES = [
  'BF Mid',
  'Bookie MPTO',
  'Bookie Power',
  'Bookie Multiplicative',
  'Bookie Shin',
] as const;
export type FairPriceSource = (typeof FAIR_PRICE_SOURCES)[number];

/** Where a top-k (place) probability came from, first applicable tier wins (docs/architecture.md §4.4). */
export const PLACE_SOURCES = [
  'native',
  'reference_book',
  'cross_k',
  'blended_median',
  'heuristic',
] as const;
export type PlaceSource = (typeof PLACE_SOURCES)[number];

/** Tiers whose p_topk is an estimate rather than a devigged complete market at k. */
export function isEstimatedPlaceSource(source: PlaceSource): boolean {
  return (
    source === 'cross_k' ||
    source === 'blended_median' ||
    source === 'heuristic'
  );
}

/** How a row's promo value was computed: the devig or model behind p_topk, or 'Win boost' for BetBoost. */
export const PROMO_METHODS = [
  'MPTO',
  'Power',
  'Cross-K',
  'Blended median',
  'Discounted Harville',
  'Win boost',
] as const;
export type PromoMethod = (typeof PROMO_METHODS)[number];

/** Name used as placeSourceBookmaker when the exchange's place market was the source. */
export const EXCHANGE_SOURCE_NAME = 'Exchange';

/** Probability behind a boost row: p_win, p_top2, a sum or a product (docs/product.md §3 boostMetadata). */
export interface BoostMetadata {
  probability: number;
  placeSource: PlaceSource | null;
}

/**
 * One (runner, bookmaker) row of the dashboard (docs/product.md §3 Opportunity). All percentages are EV %
 * (5 means +5 %). Beyond the spec: promoId, boostId and bookmakerCount (distinct bookmakers
 * pricing the runner, used by require_two_bookies).
 */
export interface Opportunity {
  /** `${extRaceId}:${runnerNumber}:${bookmaker}`, plus `:boost:${boostId}` for boost rows. */
  id: string;
  extRaceId: string;
  venue: string;
  raceNumber: number;
  raceName: string;
  raceCode: RaceCode;
  /** ISO-8601 UTC. */
  startTime: string;
  /**
   * The start as the venue's racecard prints it: ISO-8601 wall-clock time with the venue zone's
   * offset (`2026-11-21T19:31:00+08:00`), as races carry it (docs/product.md §4). Beyond the spec.
   */
  startTimeLocal?: string;
  runnerNumber: number;
  runnerName: string;
  bookmaker: string;
  price: number;
  fairPrice: number;
  /** The win method behind the row's fair price (a Top-2 boost row too: its p_top2 rests on it). */
  fairMethod: FairPriceSource | PlaceSource;
  /** Books in the fair-price median (0 for BF Mid; 1 is a weak fair price). */
  fairBooks: number;
  ev: number;
  promoEV: number;
  totalEV: number;
  /** Null where it means nothing: a Top-2 boost row (a bonus % is of a win price, docs/architecture.md §4.6). */
  bonusPct: number | null;
  /**
   * Full Kelly fraction of the bankroll (0..1) on the bet's own outcome distribution: win at the
   * price, the promo's refund × retention when placed without winning, else lose; a boost row's
   * boosted event won or lost. 0 when totalEV ≤ 0. The stake shown is `suggestedStake(kelly, settings)`.
   */
  kelly: number;
  promoId: string | null;
  promoType: PromoType | null;
  promoMethod: PromoMethod | null;
  /** k of the applied place promo, else the places paid by this bookmaker for the race (0 = none). */
  promoK: number;
  isPlaceEstimate: boolean;
  placeSource: PlaceSource | null;
  placeSourceBookmaker: string | null;
  placeSourceK: number | null;
  /** Share of active runners covered by the place data used, 0 to 1. */
  placeCoverage: number | null;
  isBoosted: boolean;
  boostedFrom: number | null;
  boostType: BoostType | null;
  boostId: string | null;
  boostMetadata: BoostMetadata | null;
  bookmakerCount: number;
  /** Seconds since the book last changed or confirmed the price, at the time of the reply; null when the feed gave no time. */
  priceAgeSeconds: number | null;
  /** priceAgeSeconds above STALE_PRICE_SECONDS: the row shows, but its quote takes no part in the fair price. */
  stale: boolean;
  /**
   * The exchange's best win lay for the runner, what the bet is hedged at (docs/ev-model.md §10);
   * null when the exchange offers none, and on Top-2 and multi-leg boost rows (a win lay does not
   * hedge them).
   */
  layPrice: number | null;
  /**
   * The result per $1 backed at the row's price (a boosted price: the boosted one) and laid at
   * `layPrice` to equal results, net of the reply's commission, in percent:
   * (price × (1 − c) / (layPrice − c) − 1) × 100. Null without a lay.
   */
  lockRating: number | null;
  /** lockRating plus what the row's promo adds on top (its promo EV; a BetBoost locks at its raised win price), in percent. Null without a lay. */
  lockedEV: number | null;
}

/**
 * Where the rows' bonus-bet retention comes from: the promos' value multipliers ('promo'), or the
 * market's measured retention ('measured'), which applies to the books in `measured` (bookmaker →
 * fraction) and leaves every other book at its promo's multiplier.
 */
export interface ReplyRetention {
  source: 'promo' | 'measured';
  measured: Record<string, number>;
}

/** A race hidden because every book pricing its whole field has stale quotes. */
export interface StaleRace {
  extRaceId: string;
  venue: string;
  raceNumber: number;
  /** The books that price the whole field, each with stale quotes. */
  books: string[];
}

/**
 * Dashboard sort fields (docs/product.md §2), then the Matched mode's: the lay price, the back / lay
 * rating (`matchRating`, computed from price and layPrice), the locked result and locked EV.
 */
export const SORT_FIELDS = [
  'raceName',
  'startTime',
  'bookmaker',
  'price',
  'ev',
  'bonusPct',
  'promoEV',
  'totalEV',
  'layPrice',
  'matchRating',
  'lockRating',
  'lockedEV',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDir = 'asc' | 'desc';

export function isSortField(value: unknown): value is SortField {
  return (
    typeof value === 'string' &&
    (SORT_FIELDS as readonly string[]).includes(value)
  );
}

/** Direction of the first click on a column: ev, promoEV, totalEV, bonusPct and the rating and locked figures sort descending, others ascending. */
export function firstClickSortDir(field: SortField): SortDir {
  return field === 'ev' ||
    field === 'promoEV' ||
    field === 'totalEV' ||
    field === 'bonusPct' ||
    field === 'matchRating' ||
    field === 'lockRating' ||
    field === 'lockedEV'
    ? 'desc'
    : 'asc';
}
