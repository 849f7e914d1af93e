import type { PromoType } from '../promo/promo';
import type { RaceCode } from '../racing/race-code';
import type { BoostType } from '../boost/boost';
import type { BetLay } from './matched-bet';
import type { RetentionOrigin } from '../hedge/measured-retention';

export const BET_RESULTS = [
  'pending',
  'won',
  'dead_heat',
  'refund',
  'lost',
  'void',
] as const;
export type BetResult = (typeof BET_RESULTS)[number];

/**
 * A bet a user logged (docs/ev-model.md §8). Money in dollars, prices decimal; evAtPlacement in
 * EV % (5 = +5 %), clv a fraction (price / closingFairPrice − 1).
 */
export interface Bet {
  id: string;
  userId: string;
  /** ISO-8601 UTC. */
  placedAt: string;
  extRaceId: string;
  venue: string;
  raceNumber: number;
  raceCode: RaceCode;
  /** ISO-8601 UTC. */
  startTime: string;
  /**
   * The same start on the venue's clock with its offset (`…T19:31:00+08:00`), fixed at placement
   * (docs/product.md §4 Start times); null or absent on bets logged before it was kept.
   */
  startTimeLocal?: string | null;
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
  /**
   * The book's own price before its boost when the price taken was one the book boosted (the
   * feed's boostedFrom at placement; docs/ev-model.md §3: such a bet takes no promo); null for an
   * unboosted quote or a staff boost (`boostId`), absent on bets logged before it was kept.
   */
  boostedFrom?: number | null;
  /**
   * The runners a Top-2 or multi-leg boost bet rides on (Any-Of Win: runners of this race; parlay:
   * one per race, this race's first), copied at placement; null for a single win bet.
   */
  legs: BetLeg[] | null;
  /** The promo's terms as they stood at placement (settlement pays by them, not by a later edit). */
  promoTerms: BetPromoTerms | null;
  /** The promo's retention (fraction); null without a promo. */
  retention: number | null;
  /**
   * Where that retention came from (docs/ev-model.md §10): the promo's value multiplier or the
   * market's measured retention, as the bet was valued; null without a promo or on bets logged
   * before it was kept.
   */
  retentionOrigin: RetentionOrigin | null;
  /**
   * A matched bet's exchange lay (docs/ev-model.md §10): price, stake and commission; null for a
   * back bet alone. Settled with the back: `profit` is both legs', `layProfit` the lay's own.
   */
  lay: BetLay | null;
  /** The lay leg's settled profit, in dollars; null while pending or without a lay. */
  layProfit: number | null;
  notes: string;
  evAtPlacement: number;
  fairPriceAtPlacement: number;
  closingPrice: number | null;
  closingFairPrice: number | null;
  clv: number | null;
  result: BetResult;
  payout: number | null;
  profit: number | null;
  /** ISO-8601 UTC. */
  settledAt: string | null;
}

/**
 * A bet on the wire (GET/POST/PATCH /api/bets): the bet without its owner and promo terms, plus
 * its expected profit. The api presents it and the web reads it, so both use this one type.
 */
export type BetView = Omit<Bet, 'userId' | 'promoTerms'> & {
  expectedProfit: number;
  /** What a matched bet locks in (matchedBetLocked), to set against what it settled to; null without a lay. */
  lockedResult: number | null;
};

/** One runner of a Top-2 or multi-leg boost bet, as it stood at placement. */
export interface BetLeg {
  extRaceId: string;
  venue: string;
  raceNumber: number;
  /** ISO-8601 UTC. */
  startTime: string;
  runnerNumber: number;
  runnerName: string;
}

/** The parts of a promo settlement reads, fixed on the bet when it is placed. */
export interface BetPromoTerms {
  promoType: PromoType;
  /** BonusBack/Token: retention of the bonus bet or token; BetBoost: boost fraction (0.1 = 10 %). */
  valueMultiplier: number;
  refundPercent: number | null;
  maxRefundCash: number | null;
}

/** What the result of a race says about one runner (from RaceOutcome). */
export interface RunnerOutcome {
  scratched: boolean;
  /** 1-based place the runner finished in, null when unplaced or not listed. */
  place: number | null;
  /** How many runners share that place (1 = no dead heat). */
  sharedBy: number;
}

/** CLV: price taken / closing fair price − 1 (a fraction; +0.1 = 10 % better than the close). */
export function closingLineValue(
  price: number,
  closingFairPrice: number | null,
): number | null {
  if (closingFairPrice === null || !(closingFairPrice > 0)) return null;
  return price / closingFairPrice - 1;
}

/** Expected profit of a bet in dollars: stake × EV% / 100. */
export function expectedProfit(
  bet: Pick<Bet, 'stake' | 'evAtPlacement'>,
): number {
  return (bet.stake * bet.evAtPlacement) / 100;
}
