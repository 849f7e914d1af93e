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
}

/** `PATCH /api/bets/:id`. */
export interface UpdateBetBody {
  price?: number;
  stake?: number;
  notes?: string;
}
