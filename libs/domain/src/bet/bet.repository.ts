import type { Transaction } from '../common/transaction.port';
import type { PromoType } from '../promo/promo';
import type { RaceCode } from '../racing/race-code';
import type { Bet, BetResult } from './bet';
import type { BetPage, BetPageRequest } from './bet-page';
import type { BetSummary } from './bet-summary';

/** What storing a bet takes: the store assigns id and placedAt and starts it pending. */
export type NewBet = Omit<
  Bet,
  | 'id'
  | 'placedAt'
  | 'closingPrice'
  | 'closingFairPrice'
  | 'clv'
  | 'result'
  | 'payout'
  | 'profit'
  | 'settledAt'
  | 'layProfit'
>;

/** Filters of GET /api/bets and /api/bets/summary (all optional; from/to on placedAt, ISO). */
export interface BetFilter {
  from?: string;
  to?: string;
  bookmaker?: string;
  code?: RaceCode;
  promoType?: PromoType;
}

export interface BetPatch {
  price?: number;
  stake?: number;
  notes?: string;
  /** The EV at placement re-valued for a new price or stake (docs/ev-model.md §3). */
  evAtPlacement?: number;
  /** A cash back's retention at the new stake (null: no promo). */
  retention?: number | null;
}

export interface BetClosing {
  id: string;
  closingPrice: number | null;
  closingFairPrice: number | null;
  clv: number | null;
}

export interface BetSettlementRecord {
  id: string;
  result: Exclude<BetResult, 'pending'>;
  payout: number;
  /** Both legs of a matched bet. */
  profit: number;
  /** The lay leg's own; null without a lay. */
  layProfit: number | null;
  settledAt: string;
}

/** Port of the bet log. Every user reads and writes only their own bets: each call takes the owner. */
export abstract class BetRepository {
  abstract create(bet: NewBet, tx?: Transaction): Promise<Bet>;

  /** The user's bet, or null when there is none or it is another user's. */
  abstract findOwned(userId: string, id: string): Promise<Bet | null>;

  /** One page of the user's bets matching the filter, newest first (placing, then id). */
  abstract page(
    userId: string,
    filter: BetFilter,
    request: BetPageRequest,
  ): Promise<BetPage>;

  /** The summary of the same bets: the figures of `summariseBets`, computed by the store. */
  abstract summary(userId: string, filter: BetFilter): Promise<BetSummary>;

  /** Changes a bet of the user (price and stake also re-derive clv); null when not theirs. */
  abstract update(
    userId: string,
    id: string,
    patch: BetPatch,
    tx?: Transaction,
  ): Promise<Bet | null>;

  /** True when the user's bet existed. */
  abstract delete(userId: string, id: string, tx?: Transaction): Promise<boolean>;

  /** Pending bets, of every user, of races that have no closing price yet or no result yet. */
  abstract findPending(): Promise<Bet[]>;

  /** Records closing prices (set once) and the clv they give. */
  abstract recordClosing(closings: readonly BetClosing[], tx?: Transaction): Promise<void>;

  /** Settles bets still pending; returns the owners of the bets it changed. */
  abstract settle(records: readonly BetSettlementRecord[], tx?: Transaction): Promise<string[]>;
}
