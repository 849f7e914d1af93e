import {
  BETTING_SETTINGS_DEFAULTS,
  BettingSettingsRepository,
  isFairPriceMethod,
  isRetentionSource,
} from '@overlay/domain';
import type { BettingSettings, Transaction } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { managerFor } from '../typeorm-transaction';

interface Row {
  bankroll: number;
  kelly_fraction: number;
  max_stake_pct: number;
  fair_method: string;
  commission_pct: number;
  retention_source: string;
}

const COLUMNS =
  'bankroll, kelly_fraction, max_stake_pct, fair_method, commission_pct, retention_source';

function toSettings(row: Row): BettingSettings {
  return {
    bankroll: Number(row.bankroll),
    kellyFraction: Number(row.kelly_fraction),
    maxStakePct: Number(row.max_stake_pct),
    // The table's CHECK allows only the known methods; 'default' guards a hand-edited row anyway.
    fairMethod: isFairPriceMethod(row.fair_method)
      ? row.fair_method
      : 'default',
    commissionPct: Number(row.commission_pct),
    retentionSource: isRetentionSource(row.retention_source)
      ? row.retention_source
      : BETTING_SETTINGS_DEFAULTS.retentionSource,
  };
}

export class TypeOrmBettingSettingsRepository extends BettingSettingsRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async find(userId: string): Promise<BettingSettings | null> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM user_betting_settings WHERE user_id = $1`,
      [userId],
    );
    return rows.length > 0 ? toSettings(rows[0]) : null;
  }

  async findMany(userIds: readonly string[]): Promise<Map<string, BettingSettings>> {
    if (userIds.length === 0) return new Map();
    const rows: (Row & { user_id: string })[] = await this.dataSource.query(
      `SELECT user_id, ${COLUMNS} FROM user_betting_settings WHERE user_id = ANY($1::uuid[])`,
      [userIds],
    );
    return new Map(rows.map((row) => [row.user_id, toSettings(row)]));
  }

  async save(
    userId: string,
    settings: BettingSettings,
    tx?: Transaction,
  ): Promise<BettingSettings> {
    const rows: Row[] = await managerFor(this.dataSource, tx).query(
      `INSERT INTO user_betting_settings (user_id, ${COLUMNS}, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now())
       ON CONFLICT (user_id) DO UPDATE
         SET bankroll = EXCLUDED.bankroll, kelly_fraction = EXCLUDED.kelly_fraction,
             max_stake_pct = EXCLUDED.max_stake_pct, fair_method = EXCLUDED.fair_method,
             commission_pct = EXCLUDED.commission_pct, retention_source = EXCLUDED.retention_source,
             updated_at = now()
       RETURNING ${COLUMNS}`,
      [
        userId,
        settings.bankroll,
        settings.kellyFraction,
        settings.maxStakePct,
        settings.fairMethod,
        settings.commissionPct,
        settings.retentionSource,
      ],
    );
    return toSettings(rows[0]);
  }
}
