import { MAX_CUMULATIVE_POINTS } from '@overlay/domain';
import type { BetFilter, BetPage, BetPageRequest, BetSummary } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { toBet } from '../mappers/bet.mapper';
import type { BetRow } from '../mappers/bet.mapper';

const cents = (x: number): number => Math.round(x * 100) / 100;
/** A timestamp as ISO-8601 UTC to the microsecond (a cursor must not round a placing). */
const isoMicros = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `WHERE` of a user's bets under a filter, with its parameters ($1 is the user). */
function whereOf(userId: string, filter: BetFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [userId];
  const parts = ['user_id = $1'];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    parts.push(clause.replace('?', `$${params.length}`));
  };
  if (filter.from !== undefined) add('placed_at >= ?', filter.from);
  if (filter.to !== undefined) add('placed_at <= ?', filter.to);
  if (filter.bookmaker !== undefined) add('lower(bookmaker) = lower(?)', filter.bookmaker);
  if (filter.code !== undefined) add('race_code = ?', filter.code);
  if (filter.promoType !== undefined) add('promo_type = ?', filter.promoType);
  return { sql: parts.join(' AND '), params };
}

/**
 * One page of the log by keyset: newest first by (placed_at, id), strictly after the cursor's pair,
 * on the index bets_user_placed_id_idx. One row more than the page tells whether another follows.
 */
export async function pageOfBets(
  dataSource: DataSource,
  userId: string,
  filter: BetFilter,
  request: BetPageRequest,
): Promise<BetPage> {
  const { sql, params } = whereOf(userId, filter);
  let where = sql;
  if (request.after) {
    params.push(request.after.placedAt, request.after.id);
    where += ` AND (placed_at, id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
  }
  params.push(request.limit + 1);
  const rows: (BetRow & { cursor_at: string })[] = await dataSource.query(
    `SELECT *, ${isoMicros('placed_at')} AS cursor_at FROM bets WHERE ${where}
     ORDER BY placed_at DESC, id DESC LIMIT $${params.length}`,
    params,
  );
  const more = rows.length > request.limit;
  const kept = more ? rows.slice(0, request.limit) : rows;
  const last = kept[kept.length - 1];
  return { bets: kept.map(toBet), next: more ? { placedAt: last.cursor_at, id: last.id } : null };
}

interface Totals {
  bets: number;
  settled: number;
  turnover: number;
  profit: number;
  expected: number;
  average_ev: number | null;
  average_clv: number | null;
  beat: number | null;
  first_placed_at: string | null;
}

const isoMillis = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Where the buckets of `cumulativeBucket` start, as timestamps: bucket i (1..MAX − 1) starts at
 * first + ⌈i × (last − first + 1) / MAX⌉ ms, so a bet's bucket is the number of starts at or before
 * its settle (`width_bucket` over this array), with no arithmetic on each row.
 */
function bucketStarts(first: string, last: string): string[] {
  const from = Date.parse(first);
  const span = Date.parse(last) - from + 1;
  return Array.from({ length: MAX_CUMULATIVE_POINTS - 1 }, (_, i) =>
    new Date(from + Math.ceil(((i + 1) * span) / MAX_CUMULATIVE_POINTS)).toISOString(),
  );
}

/**
 * The figures of summariseBets (libs/domain), aggregated where the rows are: only the totals and
 * the bucketed cumulative series cross the wire, however many bets there are. The settle span
 * first (both ends read off the index of settled bets), then two aggregations at once on two
 * pooled connections, each one pass over the user's bets with neither a per-row window nor a
 * sort: the totals, and the settled sums per time bucket (`cumulativeBucket`), accumulated here
 * over at most MAX_CUMULATIVE_POINTS buckets.
 */
export async function summaryOfBets(dataSource: DataSource, userId: string, filter: BetFilter): Promise<BetSummary> {
  const { sql, params } = whereOf(userId, filter);
  const settled = `${sql} AND result <> 'pending'`;
  const money = "result NOT IN ('pending', 'void')";
  const [span]: { first: string | null; last: string | null }[] = await dataSource.query(
    `SELECT ${isoMillis('min(settled_at)')} AS first, ${isoMillis('max(settled_at)')} AS last FROM bets WHERE ${settled}`,
    params,
  );
  const [[totals], buckets]: [Totals[], { t: string; p: number; e: number }[]] = await Promise.all([
    dataSource.query(
      `SELECT count(*)::int AS bets,
         (count(*) FILTER (WHERE result <> 'pending'))::int AS settled,
         coalesce(sum(stake) FILTER (WHERE ${money}), 0) AS turnover,
         coalesce(sum(profit) FILTER (WHERE ${money}), 0) AS profit,
         coalesce(sum(stake * ev_at_placement / 100) FILTER (WHERE ${money}), 0) AS expected,
         avg(ev_at_placement) AS average_ev,
         avg(clv) AS average_clv,
         (count(*) FILTER (WHERE clv > 0))::float8 / nullif(count(clv), 0) AS beat,
         ${isoMillis('min(placed_at)')} AS first_placed_at
       FROM bets WHERE ${sql}`,
      params,
    ),
    span.first === null || span.last === null
      ? []
      : dataSource.query(
          `SELECT ${isoMillis('max(settled_at)')} AS t,
             sum(CASE WHEN result = 'void' THEN 0 ELSE profit END) AS p,
             sum(CASE WHEN result = 'void' THEN 0 ELSE stake * ev_at_placement / 100 END) AS e
           FROM bets WHERE ${settled}
           GROUP BY width_bucket(settled_at, $${params.length + 1}::timestamptz[])
           ORDER BY 1`,
          [...params, bucketStarts(span.first, span.last)],
        ),
  ]);
  let runProfit = 0;
  let runExpected = 0;
  const cumulative = buckets.map((bucket) => {
    runProfit += bucket.p;
    runExpected += bucket.e;
    return { t: bucket.t, profit: cents(runProfit), expectedProfit: cents(runExpected) };
  });
  return {
    bets: totals.bets,
    settled: totals.settled,
    pending: totals.bets - totals.settled,
    turnover: cents(totals.turnover),
    profit: cents(totals.profit),
    roi: totals.turnover > 0 ? totals.profit / totals.turnover : null,
    expectedProfit: cents(totals.expected),
    averageEv: totals.average_ev,
    averageClv: totals.average_clv,
    beatCloseShare: totals.beat,
    firstPlacedAt: totals.first_placed_at,
    cumulative,
  };
}
