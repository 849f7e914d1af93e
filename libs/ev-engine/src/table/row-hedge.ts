import type { LockedPromo } from '../value/hedge';
import { lockFigures, matchRating } from '../value/hedge';
import type { RaceSegment } from './race-segment-shape';

// Module-local copies: the per-row code should not read through module bindings (CommonJS getters).
const figures = lockFigures;
const rating = matchRating;

/** A row's hedge at one commission (docs/ev-model.md §10); NaN throughout when the row has no lay. */
export interface RowHedge {
  /** back / lay in percent (the odds matchers' rating). */
  matchRating: number;
  /** The locked result per $1 in percent to the hundredth (the row's lockRating). */
  lockRating: number;
  /** lockRating plus the row's promo on top, in percent to the hundredth. */
  lockedEV: number;
}

/** A blank RowHedge to pass to rowHedge (reuse it across rows). */
export function createRowHedge(): RowHedge {
  return { matchRating: NaN, lockRating: NaN, lockedEV: NaN };
}

const promoScratch: LockedPromo = { k: 0, retention: 0, promoEV: 0 };

/**
 * The hedge of column row q of a segment at commission `c` (a fraction), from its price, its
 * runner's exchange lay and its promo (none when promos are left out of the query): the one
 * computation behind the rows' fields, the query's filters and sorts, and the alert rules on them.
 */
export function rowHedge(
  segment: RaceSegment,
  q: number,
  c: number,
  includePromos: boolean,
  out: RowHedge,
): RowHedge {
  const col = segment.columns;
  const lay = col.layPrice[q];
  if (lay !== lay) {
    out.matchRating = NaN;
    out.lockRating = NaN;
    out.lockedEV = NaN;
    return out;
  }
  const price = col.price[q];
  out.matchRating = rating(price, lay);
  const pi = col.promo[q];
  if (!includePromos || pi < 0) {
    figures(price, lay, c, null, out);
    return out;
  }
  const promo = segment.promos[pi];
  promoScratch.k = promo.k;
  promoScratch.retention = promo.retention;
  promoScratch.promoEV = col.promoEV[q];
  figures(price, lay, c, promoScratch, out);
  return out;
}
