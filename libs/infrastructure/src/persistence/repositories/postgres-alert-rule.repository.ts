import { AlertRuleRepository, RACE_CODES } from '@overlay/domain';
import type { AlertRule, AlertRuleInput, EnabledAlertRule, RaceCode, Transaction, UserRole } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { managerFor, transactionWithin } from '../typeorm-transaction';

interface Row {
  id: string;
  user_id: string;
  view_id: string;
  min_total_ev: number;
  min_stake: number | null;
  min_locked_ev: number | null;
  min_rating: number | null;
  bookmakers: string[];
  codes: string[];
  max_minutes_to_jump: number | null;
  ev_step: number;
  quiet_start: string | null;
  quiet_end: string | null;
  time_zone: string;
  daily_cap: number;
  enabled: boolean;
  created_at: Date;
}

const COLUMNS =
  'id, user_id, view_id, min_total_ev, min_stake, min_locked_ev, min_rating, bookmakers, codes, max_minutes_to_jump, ev_step, quiet_start, quiet_end, time_zone, daily_cap, enabled, created_at';

function toRule(row: Row): AlertRule {
  return {
    id: row.id,
    userId: row.user_id,
    viewId: row.view_id,
    minTotalEv: Number(row.min_total_ev),
    minStake: row.min_stake === null ? null : Number(row.min_stake),
    minLockedEv: row.min_locked_ev === null ? null : Number(row.min_locked_ev),
    minRating: row.min_rating === null ? null : Number(row.min_rating),
    bookmakers: row.bookmakers,
    codes: row.codes.filter((c): c is RaceCode => (RACE_CODES as readonly string[]).includes(c)),
    maxMinutesToJump: row.max_minutes_to_jump,
    evStep: Number(row.ev_step),
    quietStart: row.quiet_start,
    quietEnd: row.quiet_end,
    timeZone: row.time_zone,
    dailyCap: row.daily_cap,
    enabled: row.enabled,
    createdAt: row.created_at.toISOString(),
  };
}

const FIELDS: readonly [keyof AlertRuleInput, string][] = [
  ['viewId', 'view_id'],
  ['minTotalEv', 'min_total_ev'],
  ['minStake', 'min_stake'],
  ['minLockedEv', 'min_locked_ev'],
  ['minRating', 'min_rating'],
  ['bookmakers', 'bookmakers'],
  ['codes', 'codes'],
  ['maxMinutesToJump', 'max_minutes_to_jump'],
  ['evStep', 'ev_step'],
  ['quietStart', 'quiet_start'],
  ['quietEnd', 'quiet_end'],
  ['timeZone', 'time_zone'],
  ['dailyCap', 'daily_cap'],
  ['enabled', 'enabled'],
];

/** Alert rules in `alert_rules`; a user's creates are serialised on their user row (the limit). */
export class PostgresAlertRuleRepository extends AlertRuleRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async list(userId: string): Promise<AlertRule[]> {
    const rows: Row[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM alert_rules WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
    return rows.map(toRule);
  }

  async create(userId: string, input: AlertRuleInput, limit: number, outer?: Transaction): Promise<AlertRule | 'limit'> {
    return transactionWithin(this.dataSource, outer, async (tx) => {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const [{ count }]: { count: number }[] = await tx.query('SELECT count(*)::int AS count FROM alert_rules WHERE user_id = $1', [userId]);
      if (count >= limit) return 'limit';
      const columns = FIELDS.map(([, column]) => column);
      const values = FIELDS.map(([field]) => input[field]);
      const rows: Row[] = await tx.query(
        `INSERT INTO alert_rules (user_id, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING ${COLUMNS}`,
        [userId, ...values],
      );
      return toRule(rows[0]);
    });
  }

  async update(userId: string, id: string, patch: Partial<AlertRuleInput>, tx?: Transaction): Promise<AlertRule | null> {
    const set = FIELDS.filter(([field]) => patch[field] !== undefined);
    const manager = managerFor(this.dataSource, tx);
    if (set.length === 0) {
      const rows: Row[] = await manager.query(`SELECT ${COLUMNS} FROM alert_rules WHERE user_id = $1 AND id = $2`, [userId, id]);
      return rows.length > 0 ? toRule(rows[0]) : null;
    }
    const [rows]: [Row[], number] = await manager.query(
      `UPDATE alert_rules SET ${set.map(([, column], i) => `${column} = $${i + 3}`).join(', ')}
       WHERE user_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [userId, id, ...set.map(([field]) => patch[field])],
    );
    return rows.length > 0 ? toRule(rows[0]) : null;
  }

  async delete(userId: string, id: string, tx?: Transaction): Promise<boolean> {
    const [, count]: [unknown, number] = await managerFor(this.dataSource, tx).query('DELETE FROM alert_rules WHERE user_id = $1 AND id = $2', [userId, id]);
    return count > 0;
  }

  async findEnabled(): Promise<EnabledAlertRule[]> {
    const columns = COLUMNS.split(', ').map((column) => `r.${column}`).join(', ');
    const rows: (Row & { owner_role: UserRole })[] = await this.dataSource.query(
      `SELECT ${columns}, u.role AS owner_role FROM alert_rules r JOIN users u ON u.id = r.user_id WHERE r.enabled AND u.is_active`,
    );
    return rows.map((row) => ({ ...toRule(row), ownerRole: row.owner_role }));
  }
}
