import { BetRepository, MAX_CUMULATIVE_POINTS } from '@overlay/domain';
import type {
  Bet,
  BetClosing,
  BetFilter,
  BetPatch,
  BetSettlementRecord,
  BetSummary,
  NewBet,
} from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { toBet } from '../mappers/bet.mapper';
import type { BetRow } from '../mappers/bet.mapper';

const cents = (x: number): number => Math.round(x * 100) / 100;

/** `WHERE` of a user's bets under a filter, with its parameters ($1 is the user). */
function whereOf(
  userId: string,
  filter: BetFilter,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [userId];
  const parts = ['user_id = $1'];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    parts.push(clause.replace('?', `$${params.length}`));
  };
  if (filter.from !== undefined) add('placed_at >= ?', filter.from);
  if (filter.to !== undefined) add('placed_at <= ?', filter.to);
  if (filter.bookmaker !== undefined)
    add('lower(bookmaker) = lower(?)', filter.bookmaker);
  if (filter.code !== undefined) add('race_code = ?', filter.code);
  if (filter.promoType !== undefined) add('promo_type = ?', filter.promoType);
  return { sql: parts.join(' AND '), params };
}

/** The bet log in PostgreSQL: every read and write of a user's bet names the owner in its WHERE. */
export class TypeOrmBetRepository extends BetRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async create(bet: NewBet): Promise<Bet> {
    const terms = bet.promoTerms;
    const rows: BetRow[] = await this.dataSource.query(
      `INSERT INTO bets (user_id, ext_race_id, venue, race_number, race_code, start_time, runner_number,
         runner_name, bookmaker, price, stake, promo_id, promo_type, promo_label, promo_value_multiplier,
         promo_refund_percent, promo_max_refund_cash, boost_id, boost_type, retention, notes,
         ev_at_placement, fair_price_at_placement)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
         $21, $22, $23)
       RETURNING *`,
      [
        bet.userId,
        bet.extRaceId,
        bet.venue,
        bet.raceNumber,
        bet.raceCode,
        bet.startTime,
        bet.runnerNumber,
        bet.runnerName,
        bet.bookmaker,
        bet.price,
        bet.stake,
        bet.promoId,
        bet.promoType,
        bet.promoLabel,
        terms?.valueMultiplier ?? null,
        terms?.refundPercent ?? null,
        terms?.maxRefundCash ?? null,
        bet.boostId,
        bet.boostType,
        bet.retention,
        bet.notes,
        bet.evAtPlacement,
        bet.fairPriceAtPlacement,
      ],
    );
    return toBet(rows[0]);
  }

  async findOwned(userId: string, id: string): Promise<Bet | null> {
    const rows: BetRow[] = await this.dataSource.query(
      'SELECT * FROM bets WHERE id = $1 AND user_id = $2',
      [id, userId],
    );
    return rows.length > 0 ? toBet(rows[0]) : null;
  }

  async list(userId: string, filter: BetFilter): Promise<Bet[]> {
    const { sql, params } = whereOf(userId, filter);
    const rows: BetRow[] = await this.dataSource.query(
      `SELECT * FROM bets WHERE ${sql} ORDER BY placed_at DESC, id DESC`,
      params,
    );
    return rows.map(toBet);
  }

  async summary(userId: string, filter: BetFilter): Promise<BetSummary> {
    const { sql, params } = whereOf(userId, filter);
    // The figures of summariseBets (libs/domain), aggregated where the rows are: only the totals
    // and the thinned cumulative series cross the wire, however many bets there are.
    const money = "result NOT IN ('pending', 'void')";
    // Both statements at once, on two pooled connections; times are formatted for the kept points only.
    const [[totals], points]: [
      {
        bets: number;
        settled: number;
        turnover: number;
        profit: number;
        expected: number;
        average_ev: number | null;
        average_clv: number | null;
        beat: number | null;
      }[],
      { t: string; p: number; e: number }[],
    ] = await Promise.all([
      this.dataSource.query(
        `SELECT count(*)::int AS bets,
         (count(*) FILTER (WHERE result <> 'pending'))::int AS settled,
         coalesce(sum(stake) FILTER (WHERE ${money}), 0) AS turnover,
         coalesce(sum(profit) FILTER (WHERE ${money}), 0) AS profit,
         coalesce(sum(stake * ev_at_placement / 100) FILTER (WHERE ${money}), 0) AS expected,
         avg(ev_at_placement) AS average_ev,
         avg(clv) AS average_clv,
         (count(*) FILTER (WHERE clv > 0))::float8 / nullif(count(clv), 0) AS beat
       FROM bets WHERE ${sql}`,
        params,
      ),
      this.dataSource.query(
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
      cumulative: points.map((point) => ({
        t: point.t,
        profit: cents(point.p),
        expectedProfit: cents(point.e),
      })),
    };
  }

  async update(
    userId: string,
    id: string,
    patch: BetPatch,
  ): Promise<Bet | null> {
    // node-postgres through TypeORM answers an UPDATE … RETURNING as [rows, count].
    const [rows]: [BetRow[], number] = await this.dataSource.query(
      `UPDATE bets SET
         price = COALESCE($3, price),
         stake = COALESCE($4, stake),
         notes = COALESCE($5, notes),
         ev_at_placement = COALESCE($6, ev_at_placement),
         retention = COALESCE($7, retention),
         clv = CASE WHEN closing_fair_price > 0 THEN COALESCE($3, price) / closing_fair_price - 1 END
       WHERE id = $1 AND user_id = $2
       RETURNING *`,
      [
        id,
        userId,
        patch.price ?? null,
        patch.stake ?? null,
        patch.notes ?? null,
        patch.evAtPlacement ?? null,
        patch.retention ?? null,
      ],
    );
    return rows.length > 0 ? toBet(rows[0]) : null;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.dataSource.query(
      'DELETE FROM bets WHERE id = $1 AND user_id = $2 RETURNING id',
      [id, userId],
    );
    return rows.length > 0;
  }

  async findPending(): Promise<Bet[]> {
    const rows: BetRow[] = await this.dataSource.query(
      "SELECT * FROM bets WHERE result = 'pending' ORDER BY ext_race_id, id",
    );
    return rows.map(toBet);
  }

  async recordClosing(closings: readonly BetClosing[]): Promise<void> {
    if (closings.length === 0) return;
    await this.dataSource.query(
      `UPDATE bets b SET closing_price = u.cp, closing_fair_price = u.cf, clv = u.clv, closed_at = now()
       FROM unnest($1::uuid[], $2::float8[], $3::float8[], $4::float8[]) AS u(id, cp, cf, clv)
       WHERE b.id = u.id AND b.closed_at IS NULL`,
      [
        closings.map((c) => c.id),
        closings.map((c) => c.closingPrice),
        closings.map((c) => c.closingFairPrice),
        closings.map((c) => c.clv),
      ],
    );
  }

  async settle(records: readonly BetSettlementRecord[]): Promise<string[]> {
    if (records.length === 0) return [];
    const [rows]: [{ user_id: string }[], number] = await this.dataSource.query(
      `UPDATE bets b SET result = u.result, payout = u.payout, profit = u.profit, settled_at = u.at
       FROM unnest($1::uuid[], $2::text[], $3::float8[], $4::float8[], $5::timestamptz[])
         AS u(id, result, payout, profit, at)
       WHERE b.id = u.id AND b.result = 'pending'
       RETURNING b.user_id`,
      [
        records.map((r) => r.id),
        records.map((r) => r.result),
        records.map((r) => r.payout),
        records.map((r) => r.profit),
        records.map((r) => r.settledAt),
      ],
    );
    return [...new Set(rows.map((row) => row.user_id))];
  }
}
