import { AlertLogRepository } from '@overlay/domain';
import type { AlertChannelKind, AlertKeyState, AlertMessage, DeliveryRecord, HistoryEntry } from '@overlay/domain';
import type { DataSource } from 'typeorm';

/** Sent alerts (`alerts`), their keys' last state (`alert_keys`) and every channel's outcome (`alert_deliveries`). */
export class PostgresAlertLogRepository extends AlertLogRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async loadKeys(): Promise<Map<string, AlertKeyState>> {
    const rows: { rule_id: string; key: string; ev: number; price: number }[] = await this.dataSource.query(
      'SELECT rule_id, key, ev, price FROM alert_keys',
    );
    return new Map(rows.map((r) => [`${r.rule_id}|${r.key}`, { ev: Number(r.ev), price: Number(r.price) }]));
  }

  async recordAlert(message: AlertMessage, ruleId: string | null, key: string | null, state: AlertKeyState | null): Promise<void> {
    await this.dataSource.query(
      `WITH sent AS (
         INSERT INTO alerts (id, user_id, rule_id, reason, message) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id
       )
       INSERT INTO alert_keys (rule_id, key, ev, price, alerted_at)
       SELECT $3, $6, $7, $8, now() FROM sent WHERE $3::uuid IS NOT NULL AND $6::text IS NOT NULL
       ON CONFLICT (rule_id, key) DO UPDATE SET ev = EXCLUDED.ev, price = EXCLUDED.price, alerted_at = now()`,
      [message.alertId, message.userId, ruleId, message.reason, JSON.stringify(message), key, state?.ev ?? null, state?.price ?? null],
    );
  }

  async countsSince(rules: readonly { ruleId: string; since: Date }[]): Promise<Map<string, number>> {
    if (rules.length === 0) return new Map();
    const rows: { rule_id: string; count: number }[] = await this.dataSource.query(
      `SELECT w.rule_id, count(a.id)::int AS count
         FROM unnest($1::uuid[], $2::timestamptz[]) AS w (rule_id, since)
         JOIN alerts a ON a.rule_id = w.rule_id AND a.created_at >= w.since
        GROUP BY w.rule_id`,
      [rules.map((r) => r.ruleId), rules.map((r) => r.since.toISOString())],
    );
    return new Map(rows.map((r) => [r.rule_id, r.count]));
  }

  async recordDelivery(record: DeliveryRecord): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO alert_deliveries (alert_id, user_id, channel, delivered, reason, attempts) VALUES ($1, $2, $3, $4, $5, $6)',
      [record.alertId, record.userId, record.channel, record.delivered, record.reason, record.attempts],
    );
  }

  async history(userId: string, limit: number): Promise<HistoryEntry[]> {
    const rows: { alert_id: string; channel: AlertChannelKind; delivered: boolean; reason: string | null; attempts: number; created_at: Date; message: AlertMessage }[] =
      await this.dataSource.query(
        `SELECT d.alert_id, d.channel, d.delivered, d.reason, d.attempts, d.created_at, a.message
           FROM alert_deliveries d JOIN alerts a ON a.id = d.alert_id
          WHERE d.user_id = $1 ORDER BY d.created_at DESC, d.id DESC LIMIT $2`,
        [userId, limit],
      );
    return rows.map((r) => ({
      alertId: r.alert_id,
      channel: r.channel,
      delivered: r.delivered,
      reason: r.reason,
      attempts: r.attempts,
      at: r.created_at.toISOString(),
      alert: r.message,
    }));
  }
}
