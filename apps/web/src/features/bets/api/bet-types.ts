import type { BoostType, PromoType, RaceCode } from '@overlay/domain';

/** Issue #16 contract (bets16): the settlement outcome of a bet. */
export type BetResult =
  'pending' | 'won' | 'dead_heat' | 'refund' | 'lost' | 'void';

/** A bet as GET/POST/PATCH /api/bets answer it (issue #16 contract). */
export interface Bet {
  id: string;
  placedAt: string;
  extRaceId: string;
  venue: string;
  raceNumber: number;
  raceCode: RaceCode;
  startTime: string;
  runnerNumber: number;
  runnerName: string;
  bookmaker: string;
  price: number;
  stake: number;
  promoId: string | null;
  promoType: PromoType | null;
  promoLabel: string | null;
  boostId: string | null;
  boostType: BoostType | null;
  retention: number | null;
  notes: string | null;
  /** EV % at placement (5 = +5%), base EV at the price taken plus the promo's EV. */
  evAtPlacement: number;
  fairPriceAtPlacement: number;
  closingPrice: number | null;
  closingFairPrice: number | null;
  /** Fraction: price / closingFairPrice − 1. */
  clv: number | null;
  result: BetResult;
  payout: number | null;
  profit: number | null;
  expectedProfit: number;
  settledAt: string | null;
}

export interface BetSummaryPoint {
  t: string;
  profit: number;
  expectedProfit: number;
}

/** GET /api/bets/summary. roi, averageClv and beatCloseShare are fractions; averageEv is in %. */
export interface BetSummary {
  bets: number;
  settled: number;
  pending: number;
  turnover: number;
  profit: number;
  roi: number | null;
  expectedProfit: number;
  averageEv: number | null;
  averageClv: number | null;
  beatCloseShare: number | null;
  cumulative: BetSummaryPoint[];
}

/** The bet log's filters, as the URL and the api both carry them ('' = any). */
export interface BetFilters {
  from: string;
  to: string;
  bookmaker: string;
  code: string;
  promoType: string;
}

export interface CreateBetBody {
  extRaceId: string;
  runnerNumber: number;
  bookmaker: string;
  price: number;
  stake: number;
  promoId?: string | null;
  boostId?: string | null;
  notes?: string;
}

export interface UpdateBetBody {
  price?: number;
  stake?: number;
  notes?: string;
}

/** GET /api/users/me/betting (stakes16's settings). */
export interface BettingSettings {
  bankroll: number;
  kellyFraction: number;
  maxStakePct: number;
  fairMethod?: string;
}
