import { BetRepository } from '@overlay/domain';
import type {
  Bet,
  BetClosing,
  BetFilter,
  BetPage,
  BetPageRequest,
  BetPatch,
  BetSettlementRecord,
  BetSummary,
  NewBet,
  Transaction,
} from '@overlay/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { assertLeaderEpoch } from '../../leader/leader-fence';
import { toBet } from '../mappers/bet.mapper';
import type { BetRow } from '../mappers/bet.mapper';
import { pageOfBets, summaryOfBets } from './bet-log.sql';
import { managerFor, transactionWithin } from '../typeorm-transaction';

/** The bet log in PostgreSQL: every read and write of a user's bet names the owner in its WHERE. */
export class TypeOrmBetRepository extends BetRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async create(bet: NewBet, tx?: Transaction): Promise<Bet> {
    const terms = bet.promoTerms;
    const rows: BetRow[] = await managerFor(this.dataSource, tx).query(
      `INSERT INTO bets (user_id, ext_race_id, venue, race_number, race_code, start_time, runner_number,
         runner_name, bookmaker, price, stake, promo_id, promo_type, promo_label, promo_value_multiplier,
         promo_refund_percent, promo_max_refund_cash, boost_id, boost_type, retention, notes,
         ev_at_placement, fair_price_at_placement, legs, start_time_local, lay_price, lay_stake,
         lay_commission_pct, retention_origin, boosted_from)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
         $21, $22, $23, $24::jsonb, $25, $26, $27, $28, $29, $30)
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
        bet.legs === null ? null : JSON.stringify(bet.legs),
        bet.startTimeLocal ?? null,
        bet.lay?.price ?? null,
        bet.lay?.stake ?? null,
        bet.lay?.commissionPct ?? null,
        bet.retentionOrigin,
        bet.boostedFrom ?? null,
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

  page(userId: string, filter: BetFilter, request: BetPageRequest): Promise<BetPage> {
    return pageOfBets(this.dataSource, userId, filter, request);
  }

  summary(userId: string, filter: BetFilter): Promise<BetSummary> {
    return summaryOfBets(this.dataSource, userId, filter);
  }

  async update(
    userId: string,
    id: string,
    patch: BetPatch,
    tx?: Transaction,
  ): Promise<Bet | null> {
    // node-postgres through TypeORM answers an UPDATE … RETURNING as [rows, count].
    const [rows]: [BetRow[], number] = await managerFor(this.dataSource, tx).query(
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

  async delete(userId: string, id: string, tx?: Transaction): Promise<boolean> {
    const [rows]: [unknown[], number] = await managerFor(this.dataSource, tx).query(
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

  async recordClosing(closings: readonly BetClosing[], tx?: Transaction): Promise<void> {
    if (closings.length === 0) return;
    await this.fencedWrite(tx, (manager) => manager.query(
      `UPDATE bets b SET closing_price = u.cp, closing_fair_price = u.cf, clv = u.clv, closed_at = now()
       FROM unnest($1::uuid[], $2::float8[], $3::float8[], $4::float8[]) AS u(id, cp, cf, clv)
       WHERE b.id = u.id AND b.closed_at IS NULL`,
      [
        closings.map((c) => c.id),
        closings.map((c) => c.closingPrice),
        closings.map((c) => c.closingFairPrice),
        closings.map((c) => c.clv),
      ],
    ));
  }

  async settle(records: readonly BetSettlementRecord[], tx?: Transaction): Promise<string[]> {
    if (records.length === 0) return [];
    const [rows] = await this.fencedWrite<[{ user_id: string }[], number]>(tx, (manager) => manager.query(
      `UPDATE bets b SET result = u.result, payout = u.payout, profit = u.profit, settled_at = u.at,
         lay_profit = u.lay_profit
       FROM unnest($1::uuid[], $2::text[], $3::float8[], $4::float8[], $5::timestamptz[], $6::float8[])
         AS u(id, result, payout, profit, at, lay_profit)
       WHERE b.id = u.id AND b.result = 'pending'
       RETURNING b.user_id`,
      [
        records.map((r) => r.id),
        records.map((r) => r.result),
        records.map((r) => r.payout),
        records.map((r) => r.profit),
        records.map((r) => r.settledAt),
        records.map((r) => r.layProfit),
      ],
    ));
    return [...new Set(rows.map((row) => row.user_id))];
  }

  /** Settlement is the leader's: a stale leader's write rolls back (leader-fence.ts). */
  private fencedWrite<T>(tx: Transaction | undefined, write: (manager: EntityManager) => Promise<T>): Promise<T> {
    return transactionWithin(this.dataSource, tx, async (manager) => {
      const result = await write(manager);
      await assertLeaderEpoch((sql) => manager.query(sql));
      return result;
    });
  }
}
