import { MAX_CUMULATIVE_POINTS } from '@overlay/domain';
import type { BetFilter, BetPage, BetPageRequest, BetSummary } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { toBet } from '../mappers/bet.mapper';
import type { BetRow } from '../mappers/bet.mapper';

const cents = (x: number): number => Math.round(x * 100) / 100;
/** A timestamp as ISO-8601 UTC to the microsecond (a cursor must not round a placing). */
const isoMicros = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `WHERE` of a user's bets under a filter, with its parameters ($1 is the user). */
export function whereOf(userId: string, filter: BetFilter): { sql: string; params: unknown[] } {
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

/**
 * The figures of summariseBets (libs/domain), aggregated where the rows are: only the totals and
 * the thinned cumulative series cross the wire, however many bets there are. Both statements run
 * at once on two pooled connections; times are formatted for the kept points only.
 */
export async function summaryOfBets(dataSource: DataSource, userId: string, filter: BetFilter): Promise<BetSummary> {
  const { sql, params } = whereOf(userId, filter);
  const money = "result NOT IN ('pending', 'void')";
  const [[totals], points]: [Totals[], { t: string; p: number; e: number }[]] = await Promise.all([
    dataSource.query(
      `SELECT count(*)::int AS bets,
         (count(*) FILTER (WHERE result <> 'pending'))::int AS settled,
         coalesce(sum(stake) FILTER (WHERE ${money}), 0) AS turnover,
         coalesce(sum(profit) FILTER (WHERE ${money}), 0) AS profit,
         coalesce(sum(stake * ev_at_placement / 100) FILTER (WHERE ${money}), 0) AS expected,
         avg(ev_at_placement) AS average_ev,
         avg(clv) AS average_clv,
         (count(*) FILTER (WHERE clv > 0))::float8 / nullif(count(clv), 0) AS beat,
         to_char(min(placed_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS first_placed_at
       FROM bets WHERE ${sql}`,
      params,
    ),
    dataSource.query(
      `SELECT to_char(settled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS t, p, e
       FROM (
         SELECT settled_at,
           sum(CASE WHEN result = 'void' THEN 0 ELSE profit END) OVER w AS p,
           sum(CASE WHEN result = 'void' THEN 0 ELSE stake * ev_at_placement / 100 END) OVER w AS e,
           row_number() OVER w AS n,
           count(*) OVER () AS total
         FROM bets WHERE ${sql} AND result <> 'pending'
         WINDOW w AS (ORDER BY settled_at, id ROWS UNBOUNDED PRECEDING)
       ) s
       WHERE n % ceil(total / ${MAX_CUMULATIVE_POINTS}.0)::int = 0 OR n = total
       ORDER BY n`,
      params,
    ),
  ]);
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
    cumulative: points.map((point) => ({ t: point.t, profit: cents(point.p), expectedProfit: cents(point.e) })),
  };
}
