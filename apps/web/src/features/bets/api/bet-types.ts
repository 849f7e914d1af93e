import type {
  BettingSettings as UserBettingSettings,
  BetView,
} from '@overlay/domain';

export type { BetResult, BetSummary, CumulativePoint } from '@overlay/domain';

/** A bet on the wire (GET/POST/PATCH /api/bets). */
export type Bet = BetView;

/** A page of GET /api/bets: `nextCursor` asks for the next one, null on the last. */
export interface BetPage {
  bets: Bet[];
  nextCursor: string | null;
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

/** What the Log bet dialog reads of GET /api/users/me/betting to size the suggested stake. */
export type BettingSettings = Pick<
  UserBettingSettings,
  'bankroll' | 'kellyFraction' | 'maxStakePct'
>;
