import type { BetView } from '@overlay/domain';

/** A page of `GET /api/bets`: `nextCursor` asks for the next one, null on the last. */
export interface BetPageResponse {
  bets: BetView[];
  nextCursor: string | null;
}

/** The bet log's filters of `GET /api/bets` and its export and summary, as the URL carries them ('' = any). */
export interface BetFilters {
  from: string;
  to: string;
  bookmaker: string;
  code: string;
  promoType: string;
}

/** `POST /api/bets`. */
export interface CreateBetBody {
  extRaceId: string;
  runnerNumber: number;
  bookmaker: string;
  price: number;
  stake: number;
  promoId?: string | null;
  boostId?: string | null;
  notes?: string;
  /** A matched bet's exchange lay (docs/ev-model.md §10): price and stake together, or neither. */
  layPrice?: number | null;
  layStake?: number | null;
  /** Percent, 0 to 20; absent: the caller's commission setting. */
  layCommissionPct?: number | null;
}

/** `PATCH /api/bets/:id`. */
export interface UpdateBetBody {
  price?: number;
  stake?: number;
  notes?: string;
}
