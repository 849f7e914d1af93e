import type { Bet } from './bet';

/**
 * Where a page of the bet log ends: the last bet's placing (ISO-8601 UTC to the microsecond, as
 * stored, so no bet placed in the same millisecond is skipped) and its id. The log is ordered by
 * placing then id, newest first; the next page starts strictly after this pair, so bets logged
 * or deleted while a user pages move no bet across a page boundary (`docs/architecture.md §5`).
 */
export interface BetCursor {
  placedAt: string;
  id: string;
}

/** One page of GET /api/bets: at most `limit` bets after `after` (from the newest when absent). */
export interface BetPageRequest {
  limit: number;
  after?: BetCursor | null;
}

/** The page's bets, newest first, and where the next page starts (null on the last page). */
export interface BetPage {
  bets: Bet[];
  next: BetCursor | null;
}

/** Page size of GET /api/bets when the caller names none, and the most it may ask for. */
export const BET_PAGE_DEFAULT = 100;
export const BET_PAGE_MAX = 500;
