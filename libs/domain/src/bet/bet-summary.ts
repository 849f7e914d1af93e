import type { BetResult } from './bet';

/** The fields of a bet the summary reads (a narrow row, so the summary can be fed straight from SQL). */
export interface SummaryBet {
  /** ISO-8601 UTC. */
  placedAt: string;
  stake: number;
  evAtPlacement: number;
  clv: number | null;
  result: BetResult;
  profit: number | null;
  /** ISO-8601 UTC; null while pending. */
  settledAt: string | null;
}

export interface CumulativePoint {
  t: string;
  profit: number;
  expectedProfit: number;
}

/**
 * GET /api/bets/summary. Money figures over the settled bets that were not void (a void bet
 * returned its stake and turned nothing over), so roi = profit / turnover and profit compares with
 * expectedProfit; averageEv over every bet; CLV figures over the bets with a closing fair price.
 * A ratio with nothing to divide by is null. The cumulative series follows the settled bets in
 * settle order, thinned to at most MAX_CUMULATIVE_POINTS (the last point is always the totals).
 */
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
  /** The earliest placing among the bets (where the chart's lines start from zero); null with none. */
  firstPlacedAt: string | null;
  cumulative: CumulativePoint[];
}

const cents = (x: number): number => Math.round(x * 100) / 100;

/** A chart needs no more: the cumulative series is thinned evenly to at most this many points. */
export const MAX_CUMULATIVE_POINTS = 500;

/**
 * Whether the n-th (1-based) of `total` settled bets is a point of the thinned series: every
 * step-th bet, step = ⌈total / MAX_CUMULATIVE_POINTS⌉, and always the last (the totals).
 */
export function isCumulativePoint(n: number, total: number): boolean {
  const step = Math.ceil(total / MAX_CUMULATIVE_POINTS);
  return n % step === 0 || n === total;
}

/** The summary of a list of bets; the cumulative series follows the settled bets in settle order. */
export function summariseBets(bets: readonly SummaryBet[]): BetSummary {
  let settled = 0;
  let turnover = 0;
  let profit = 0;
  let expected = 0;
  let evSum = 0;
  let clvSum = 0;
  let clvCount = 0;
  let beat = 0;
  let first: string | null = null;
  const done: SummaryBet[] = [];
  for (const bet of bets) {
    if (first === null || Date.parse(bet.placedAt) < Date.parse(first))
      first = bet.placedAt;
    evSum += bet.evAtPlacement;
    if (bet.clv !== null) {
      clvSum += bet.clv;
      clvCount++;
      if (bet.clv > 0) beat++;
    }
    if (bet.result === 'pending') continue;
    settled++;
    done.push(bet);
    if (bet.result === 'void') continue;
    turnover += bet.stake;
    profit += bet.profit ?? 0;
    expected += (bet.stake * bet.evAtPlacement) / 100;
  }
  done.sort((a, b) =>
    (a.settledAt ?? '') < (b.settledAt ?? '')
      ? -1
      : (a.settledAt ?? '') > (b.settledAt ?? '')
        ? 1
        : 0,
  );
  const cumulative: CumulativePoint[] = [];
  let runProfit = 0;
  let runExpected = 0;
  for (let i = 0; i < done.length; i++) {
    const bet = done[i];
    if (bet.result !== 'void') {
      runProfit += bet.profit ?? 0;
      runExpected += (bet.stake * bet.evAtPlacement) / 100;
    }
    if (isCumulativePoint(i + 1, done.length))
      cumulative.push({
        t: bet.settledAt ?? '',
        profit: cents(runProfit),
        expectedProfit: cents(runExpected),
      });
  }
  return {
    bets: bets.length,
    settled,
    pending: bets.length - settled,
    turnover: cents(turnover),
    profit: cents(profit),
    roi: turnover > 0 ? profit / turnover : null,
    expectedProfit: cents(expected),
    averageEv: bets.length > 0 ? evSum / bets.length : null,
    averageClv: clvCount > 0 ? clvSum / clvCount : null,
    beatCloseShare: clvCount > 0 ? beat / clvCount : null,
    firstPlacedAt: first,
    cumulative,
  };
}
