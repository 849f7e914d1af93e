/** Row kinds of an opportunity table (column `kind`). */
export const ROW_PLAIN = 0;
/** A feed quote that carries boostedFrom (boostType FIXED_WIN, no boost id). */
export const ROW_FEED_BOOST = 1;
/** A staff FIXED_WIN boost replacing the (runner, book) price. */
export const ROW_WIN_BOOST = 2;
/** A staff Top-2 (FIXED_PLACE_K2) boost row, valued on p_top2. */
export const ROW_TOP2_BOOST = 3;
/** A staff ANY_OF_WIN boost row (legs in one race), valued on Σ p_win of its runners. */
export const ROW_ANY_OF_BOOST = 4;
/** A staff PARLAY_ALL_WIN boost row (legs in different races), valued on Π p_win of its legs. */
export const ROW_PARLAY_BOOST = 5;

/** Column `placeSourceBook`: no source bookmaker (null). */
export const SOURCE_BOOK_NONE = -1;
/** Column `placeSourceBook`: the exchange's place market ('Exchange'). */
export const SOURCE_BOOK_EXCHANGE = -2;
/** Column `flags`: the row's p_topk is an estimate (Opportunity.isPlaceEstimate). */
export const FLAG_PLACE_ESTIMATE = 1;
/** Column `flags`: the row's quote is stale against the market's as-of (Opportunity.stale; docs/ev-model.md §1). */
export const FLAG_STALE = 2;

/**
 * Opportunity rows as parallel columns (one entry per row). A race segment owns rows
 * [start, start + count) of its columns; several segments share one set of columns. Rows hold
 * numbers and small codes only, so a table keeps no JS object per row (or per race valuation).
 */
export interface OpportunityColumns {
  /** Decimal odds of the row (boosted odds for boost rows). */
  price: Float64Array;
  /** 1 / p_win, or 1 / p_top2 for Top-2 boost rows. */
  fairPrice: Float64Array;
  /** Base EV %. */
  ev: Float64Array;
  /** Promo EV % (0 without a promo). */
  promoEV: Float64Array;
  /** ev + promoEV, in %. */
  totalEV: Float64Array;
  /** (price − 1) / fairPrice × 100, in %. */
  bonusPct: Float64Array;
  /** p_win of the runner (0..1), p_top2 for Top-2 boost rows, the boosted event's for Any-Of and parlay rows: the boostMetadata probability. */
  probability: Float64Array;
  /** Pre-boost decimal odds of boosted rows; NaN for none. */
  boostedFrom: Float64Array;
  /** Place tier coverage 0..1 (meaningful when placeSource > 0). */
  placeCoverage: Float64Array;
  /** Epoch ms the row's quote was last updated (the feed's lastUpdated); NaN when not given. */
  quotedAt: Float64Array;
  /** Full Kelly fraction of the bankroll on the row's own outcome distribution; 0 when totalEV ≤ 0. */
  kelly: Float64Array;
  /** The exchange's best win lay for the row's runner (its hedge, docs/ev-model.md §10); NaN when none or for a Top-2 or multi-leg boost row. */
  layPrice: Float64Array;
  /** Active-runner index into segment.runners. */
  runner: Int32Array;
  /** Book index into segment.books. */
  book: Int32Array;
  /** Applied promo: index into segment.promos, −1 for none. */
  promo: Int32Array;
  /** Staff boost: index into segment.boosts, −1 for none. */
  boost: Int32Array;
  /** Place tier's source bookmaker: index into segment.books, SOURCE_BOOK_EXCHANGE or SOURCE_BOOK_NONE. */
  placeSourceBook: Int32Array;
  /** ROW_PLAIN, ROW_FEED_BOOST, ROW_WIN_BOOST, ROW_TOP2_BOOST, ROW_ANY_OF_BOOST or ROW_PARLAY_BOOST. */
  kind: Uint8Array;
  /** promoK of the row (k of the place promo, else places paid). */
  promoK: Uint8Array;
  /** Place tier behind the row: 1 + index into PLACE_SOURCES, 0 for none (BetBoost, no promo). */
  placeSource: Uint8Array;
  /** The tier's promo method: index into PROMO_METHODS. */
  placeMethod: Uint8Array;
  /** The tier's placeSourceK, 0 for null. */
  placeSourceK: Uint8Array;
  /** FLAG_PLACE_ESTIMATE | FLAG_STALE. */
  flags: Uint8Array;
}

const F64 = 12;
const I32 = 5;
const U8 = 6;

/** Columns for `capacity` rows carved from one buffer (one off-heap allocation, not twenty). */
export function createColumns(capacity: number): OpportunityColumns {
  const buffer = new ArrayBuffer(capacity * (F64 * 8 + I32 * 4 + U8));
  let at = 0;
  const f64 = (): Float64Array => {
    const a = new Float64Array(buffer, at, capacity);
    at += capacity * 8;
    return a;
  };
  const i32 = (): Int32Array => {
    const a = new Int32Array(buffer, at, capacity);
    at += capacity * 4;
    return a;
  };
  const u8 = (): Uint8Array => {
    const a = new Uint8Array(buffer, at, capacity);
    at += capacity;
    return a;
  };
  return {
    price: f64(),
    fairPrice: f64(),
    ev: f64(),
    promoEV: f64(),
    totalEV: f64(),
    bonusPct: f64(),
    probability: f64(),
    boostedFrom: f64(),
    placeCoverage: f64(),
    quotedAt: f64(),
    kelly: f64(),
    layPrice: f64(),
    runner: i32(),
    book: i32(),
    promo: i32(),
    boost: i32(),
    placeSourceBook: i32(),
    kind: u8(),
    promoK: u8(),
    placeSource: u8(),
    placeMethod: u8(),
    placeSourceK: u8(),
    flags: u8(),
  };
}

/** Shared empty columns for segments without rows. */
export const NO_COLUMNS: OpportunityColumns = createColumns(0);

/**
 * Hands out row ranges of shared column chunks to race segments, so a full-day build makes a few
 * large column sets instead of twenty arrays per race.
 */
export class ColumnArena {
  private columns: OpportunityColumns = NO_COLUMNS;
  private capacity = 0;
  private used = 0;

  constructor(private readonly chunkRows: number) {}

  /** Columns with room for `rows` rows from `start`; call commit with the rows written. */
  reserve(rows: number): { columns: OpportunityColumns; start: number } {
    if (this.used + rows > this.capacity) {
      this.capacity = Math.max(this.chunkRows, rows);
      this.columns = createColumns(this.capacity);
      this.used = 0;
    }
    return { columns: this.columns, start: this.used };
  }

  /** Marks `rows` rows after the last reserve as used. */
  commit(rows: number): void {
    this.used += rows;
  }

  /** Reuses the current chunk from its start: rows handed out before must no longer be read (for segments consumed at once). */
  rewind(): void {
    this.used = 0;
  }
}
