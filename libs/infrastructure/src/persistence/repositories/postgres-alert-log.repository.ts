import { AlertLogRepository } from '@overlay/domain';
import type { AlertChannelKind, AlertKeyState, AlertMessage, DeliveryState, HistoryEntry, NewAlert } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { NEW_DELIVERIES_SQL } from './alert-deliveries.sql';

interface KeyRow {
  rule_id: string;
  key: string;
  ev: number;
  price: number;
  below: boolean;
  race_id: string | null;
  race_start: Date | null;
}

interface HistoryRow {
  delivery_id: string;
  alert_id: string;
  channel: AlertChannelKind;
  target: string | null;
  state: DeliveryState;
  reason: string | null;
  attempts: number;
  at: Date;
  digest_size: number;
  message: AlertMessage;
}

/**
 * Sent alerts (`alerts`), each opportunity's state (`alert_keys`) and the history of their
 * deliveries (`alert_deliveries`); migration DurableAlertDeliveries1765300000000.
 */
export class PostgresAlertLogRepository extends AlertLogRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async loadKeys(): Promise<Map<string, Map<string, AlertKeyState>>> {
    const rows: KeyRow[] = await this.dataSource.query('SELECT rule_id, key, ev, price, below, race_id, race_start FROM alert_keys');
    const out = new Map<string, Map<string, AlertKeyState>>();
    for (const r of rows) {
      let keys = out.get(r.rule_id);
      if (keys === undefined) out.set(r.rule_id, (keys = new Map()));
      keys.set(r.key, {
        ev: Number(r.ev),
        price: Number(r.price),
        below: r.below,
        raceId: r.race_id ?? r.key.split(':')[0],
        startMs: r.race_start === null ? Number.POSITIVE_INFINITY : r.race_start.getTime(),
      });
    }
    return out;
  }

  async recordAlerts(alerts: readonly NewAlert[], channels: readonly AlertChannelKind[], now: Date): Promise<Set<string>> {
    if (alerts.length === 0) return new Set();
    const column = <T>(pick: (a: NewAlert) => T) => alerts.map(pick);
    // The opportunity's stored state is the judge: an alert goes only when its first, when EV rose
    // by the rule's step above the best sent, or when it was below; the rest are dropped here.
    const rows: { id: string }[] = await this.dataSource.query(
      `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::jsonb[], $6::text[],
                              $7::float8[], $8::float8[], $9::text[], $10::timestamptz[])
           AS i (alert_id, user_id, rule_id, reason, message, key, ev, price, race_id, race_start)
       ), claimed AS (
         INSERT INTO alert_keys AS k (rule_id, key, ev, price, below, race_id, race_start, alerted_at)
         SELECT rule_id, key, ev, price, false, race_id, race_start, now() FROM input
         ON CONFLICT (rule_id, key) DO UPDATE
           SET ev = EXCLUDED.ev, price = EXCLUDED.price, below = false, race_id = EXCLUDED.race_id,
               race_start = EXCLUDED.race_start, alerted_at = now()
           WHERE k.below OR EXCLUDED.ev - k.ev >= (SELECT r.ev_step FROM alert_rules r WHERE r.id = k.rule_id) - 1e-9
         RETURNING k.rule_id, k.key
       ), sent AS (
         INSERT INTO alerts (id, user_id, rule_id, reason, message)
         SELECT i.alert_id, i.user_id, i.rule_id, i.reason, i.message
           FROM input i JOIN claimed c ON c.rule_id = i.rule_id AND c.key = i.key
         RETURNING id, user_id, (message ->> 'startTime')::timestamptz AS expires_at
       ), ${NEW_DELIVERIES_SQL('sent', '$11::text[]', '$12::timestamptz', true)}
       SELECT id FROM sent`,
      [
        column((a) => a.message.alertId),
        column((a) => a.message.userId),
        column((a) => a.ruleId),
        column((a) => a.message.reason),
        column((a) => JSON.stringify(a.message)),
        column((a) => a.key),
        column((a) => a.state.ev),
        column((a) => a.state.price),
        column((a) => a.state.raceId),
        column((a) => new Date(a.state.startMs).toISOString()),
        channels,
        now.toISOString(),
      ],
    );
    return new Set(rows.map((r) => r.id));
  }

  async markBelow(entries: readonly { ruleId: string; key: string }[]): Promise<void> {
    if (entries.length === 0) return;
    await this.dataSource.query(
      `UPDATE alert_keys k SET below = true
         FROM unnest($1::uuid[], $2::text[]) AS e (rule_id, key)
        WHERE k.rule_id = e.rule_id AND k.key = e.key AND NOT k.below`,
      [entries.map((e) => e.ruleId), entries.map((e) => e.key)],
    );
  }

  async pruneKeys(before: Date): Promise<number> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      `DELETE FROM alert_keys
        WHERE race_start < $1 OR (race_start IS NULL AND alerted_at < $1::timestamptz - interval '2 days')`,
      [before.toISOString()],
    );
    return count;
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

  async history(userId: string, limit: number): Promise<HistoryEntry[]> {
    const rows: HistoryRow[] = await this.dataSource.query(
      `SELECT d.delivery_id, d.alert_id, d.channel, w.url AS target, d.state, d.reason, d.attempts,
              CASE WHEN d.attempts > 0 OR d.state <> 'pending' THEN d.updated_at ELSE d.created_at END AS at,
              CASE WHEN d.digest_id IS NULL THEN 1
                   ELSE (SELECT count(*) FROM alert_deliveries g WHERE g.digest_id = d.digest_id) END::int AS digest_size,
              a.message
         FROM alert_deliveries d
         JOIN alerts a ON a.id = d.alert_id
         LEFT JOIN webhooks w ON w.id = d.target_id
        WHERE d.user_id = $1
        ORDER BY d.created_at DESC, d.id DESC
        LIMIT $2`,
      [userId, limit],
    );
    return rows.map((r) => ({
      alertId: r.alert_id,
      deliveryId: r.delivery_id,
      channel: r.channel,
      target: r.target,
      state: r.state,
      delivered: r.state === 'delivered',
      reason: r.reason,
      attempts: r.attempts,
      at: r.at.toISOString(),
      digestSize: r.digest_size,
      alert: r.message,
    }));
  }
}
