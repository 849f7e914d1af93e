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
 * settle order, one point per non-empty time bucket (see `cumulativeBucket`; the last point is
 * always the totals), so it costs one aggregation however many bets there are.
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

/** A chart needs no more: the cumulative series has at most this many points. */
export const MAX_CUMULATIVE_POINTS = 500;

/**
 * The time bucket of a bet settled at `t` (epoch ms) when the settled bets span `first`..`last`:
 * the span cut into MAX_CUMULATIVE_POINTS equal buckets, in whole-number arithmetic so the store's
 * SQL finds the same bucket: ⌊(t − first) × MAX / (last − first + 1)⌋, from 0 to MAX − 1.
 */
export function cumulativeBucket(t: number, first: number, last: number): number {
  return Math.floor(((t - first) * MAX_CUMULATIVE_POINTS) / (last - first + 1));
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
  const times = done.map((bet) => Date.parse(bet.settledAt ?? ''));
  const firstT = times.reduce((a, b) => Math.min(a, b), Infinity);
  const lastT = times.reduce((a, b) => Math.max(a, b), -Infinity);
  // Per bucket: the settled sums and the latest settle time, then the running totals per bucket.
  const buckets = new Map<number, { t: number; profit: number; expected: number }>();
  done.forEach((bet, i) => {
    const key = cumulativeBucket(times[i], firstT, lastT);
    const sums = buckets.get(key) ?? { t: times[i], profit: 0, expected: 0 };
    sums.t = Math.max(sums.t, times[i]);
    if (bet.result !== 'void') {
      sums.profit += bet.profit ?? 0;
      sums.expected += (bet.stake * bet.evAtPlacement) / 100;
    }
    buckets.set(key, sums);
  });
  const cumulative: CumulativePoint[] = [];
  let runProfit = 0;
  let runExpected = 0;
  for (const key of [...buckets.keys()].sort((a, b) => a - b)) {
    const sums = buckets.get(key) as { t: number; profit: number; expected: number };
    runProfit += sums.profit;
    runExpected += sums.expected;
    cumulative.push({
      t: new Date(sums.t).toISOString(),
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
