import type { MarketFreshness } from '../market-data/market-freshness';
import type { RaceCode } from '../racing/race-code';
import type { FairPriceSource, PlaceSource } from '../opportunity/opportunity';
import type { FairPriceMethod } from '../betting/betting-settings';

/** How one book of a fair-price median was devigged. */
export type BookDevigMethod = 'MPTO' | 'Power' | 'Multiplicative' | 'Shin';
import type { PromoType } from '../promo/promo';
import type { RetentionOrigin } from '../hedge/measured-retention';

/** One bookmaker's calculation for the runner (docs/product.md §3 debug-calc promoCalculations); *_pct are percentages. */
export interface DebugPromoCalculation {
  bookmaker: string;
  hasPromo: boolean;
  promoId: string | null;
  promoType: PromoType | null;
  winPrice: number;
  placePrice: number | null;
  fairPrice: number;
  p_win: number;
  p_win_pct: number;
  /** p_topk at promoK; null when the book pays no places and no place promo applies. */
  p_topk: number | null;
  p_topk_pct: number | null;
  promoK: number;
  refundChance: number;
  refundChance_pct: number;
  /** Retention used (fraction); null without a promo. */
  retention: number | null;
  /**
   * Where that retention came from (docs/ev-model.md §10): the promo's value multiplier, the
   * market's measured retention, or the live page's override; null without a promo.
   */
  retentionOrigin?: RetentionOrigin | null;
  /** The exchange's best win lay for the runner; null when none (docs/ev-model.md §10). */
  layPrice?: number | null;
  /** The row's lockRating and lockedEV at the calculation's commission; null without a lay. */
  lockRating?: number | null;
  lockedEV?: number | null;
  placeSource: PlaceSource | null;
  sourceBookmaker: string | null;
  sourceK: number | null;
  coverage: number | null;
  baseEV_pct: number;
  promoEV_pct: number;
  totalEV_pct: number;
  bonusPct_ui: number;
  /**
   * r* = −baseEV / (refundChance × 100): the retention at which totalEV is 0; 'any' when baseEV ≥ 0
   * (every retention breaks even), 'none' when refundChance is 0 (no retention can).
   */
  breakevenRetention: number | 'any' | 'none';
  /** Full Kelly fraction of the bankroll for this book's bet with its promo (as on the opportunity row); 0 when totalEV ≤ 0. */
  kelly: number;
}

/** GET /api/debug/promo-calc/{extRaceId}/{runnerNumber} (docs/product.md §3). */
export interface DebugCalcResult {
  race: {
    extRaceId: string;
    venue: string;
    number: number;
    name: string;
    code: RaceCode;
    activeRunners: number;
  };
  runner: {
    name: string;
    number: number;
    fairPrice: number;
    fairMethod: FairPriceSource;
  };
  /** The books in the fair-price median, each with its devig method (empty for BF Mid). */
  fairBooks: { bookmaker: string; method: BookDevigMethod }[];
  /** The viewer's fair-price method the calculation used (docs/ev-model.md §9). */
  fairPriceMethod: FairPriceMethod;
  placeMarket: {
    k: number;
    kReason: string;
    mptoValid: boolean | null;
    p_topk_standard: number | null;
  };
  applicablePromos: {
    id: string;
    bookmaker: string;
    label: string;
    k: number;
    valueMultiplier: number;
  }[];
  promoCalculations: DebugPromoCalculation[];
  notes: string[];
  /** The whole market's freshness when asked (docs/ev-model.md §1): stale, every row is. */
  marketFreshness?: MarketFreshness;
  /** The exchange commission (percent) the lock figures are net of. */
  commission?: number;
}

/** The dialog's formula reference section (docs/product.md §9 formulas). */
export const DEBUG_FORMULA_REFERENCE: readonly {
  name: string;
  formula: string;
}[] = [
  { name: 'p_win', formula: 'p_win = 1 / fairPrice' },
  { name: 'Base EV', formula: 'baseEV = (winPrice / fairPrice − 1) × 100' },
  { name: 'Bonus %', formula: 'bonus % = (odds − 1) / fairPrice × 100' },
  { name: 'Refund chance', formula: 'refundChance = max(0, p_topk − p_win)' },
  { name: 'Promo EV', formula: 'promoEV = refundChance × retention × 100' },
  { name: 'Total EV', formula: 'totalEV = baseEV + promoEV' },
  {
    name: 'Breakeven retention',
    formula: 'r* = −baseEV / (refundChance × 100)',
  },
  {
    name: 'Cross-K',
    formula: 'p_k = min(1, max(p_win, p_k′ × (H_k / H_k′)^0.98))',
  },
  {
    name: 'Boost EV',
    formula: 'boostEV = (boosted / fair − 1) × 100, fair = 1 / probability',
  },
];
