import { AlertDeliveryRepository } from '@overlay/domain';
import type { AlertChannelKind, AlertMessage, DeliveryDestination, DeliveryJob, DeliverySettlement, Transaction } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { managerFor, transactionWithin } from '../typeorm-transaction';
import { NEW_DELIVERIES_SQL } from './alert-deliveries.sql';

interface JobRow {
  delivery_id: string;
  alert_id: string;
  user_id: string;
  channel: AlertChannelKind;
  target_id: string | null;
  attempts: number;
  expires_at: Date;
  message: AlertMessage;
}

/** The deliveries of one destination: a user's channel, or one of their webhooks. */
const AT_DESTINATION = 'user_id = $1 AND channel = $2 AND target_id IS NOT DISTINCT FROM $3::uuid';

/**
 * Stored deliveries in `alert_deliveries` (migration DurableAlertDeliveries1765300000000): the
 * worker takes what is due under a lease (FOR UPDATE SKIP LOCKED), so two workers never take the
 * same delivery, and a worker that died gives its deliveries back when the lease ends.
 */
export class PostgresAlertDeliveryRepository extends AlertDeliveryRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async enqueueTest(message: AlertMessage, channel: AlertChannelKind, now: Date, tx?: Transaction): Promise<string[]> {
    const manager = managerFor(this.dataSource, tx);
    // A test is tried even while its channel needs attention: it is how the user checks a fix.
    const rows: { delivery_id: string }[] = await manager.query(
      `WITH sent AS (
         INSERT INTO alerts (id, user_id, rule_id, reason, message) VALUES ($1, $2, NULL, 'test', $3::jsonb)
         RETURNING id, user_id, (message ->> 'startTime')::timestamptz AS expires_at
       ), ${NEW_DELIVERIES_SQL('sent', '$4::text[]', '$5::timestamptz', false)}
       SELECT delivery_id FROM deliveries`,
      [message.alertId, message.userId, JSON.stringify(message), [channel], now.toISOString()],
    );
    if (rows.length === 0) await manager.query('DELETE FROM alerts WHERE id = $1', [message.alertId]);
    return rows.map((r) => r.delivery_id);
  }

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<DeliveryJob[]> {
    // An UPDATE … RETURNING answers [rows, count].
    const [rows]: [JobRow[], number] = await this.dataSource.query(
      `WITH due AS (
         SELECT id FROM alert_deliveries
          WHERE state = 'pending' AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
          ORDER BY next_attempt_at, id
          LIMIT $2
          FOR UPDATE SKIP LOCKED
       )
       UPDATE alert_deliveries d SET locked_until = $1::timestamptz + $3 * interval '1 millisecond'
         FROM due, alerts a
        WHERE d.id = due.id AND a.id = d.alert_id
       RETURNING d.delivery_id, d.alert_id, d.user_id, d.channel, d.target_id, d.attempts, d.expires_at, a.message`,
      [now.toISOString(), limit, leaseMs],
    );
    return rows.map((r) => ({
      id: r.delivery_id,
      alertId: r.alert_id,
      userId: r.user_id,
      channel: r.channel,
      targetId: r.target_id,
      attempts: r.attempts,
      expiresAt: r.expires_at,
      message: r.message,
    }));
  }

  async defer(ids: readonly string[], until: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.dataSource.query(
      `UPDATE alert_deliveries SET next_attempt_at = $2, locked_until = NULL
        WHERE delivery_id = ANY($1::uuid[]) AND state = 'pending'`,
      [ids, until.toISOString()],
    );
  }

  async settle(results: readonly DeliverySettlement[]): Promise<void> {
    if (results.length === 0) return;
    // A delivery settled once stays so: a late answer of a try whose lease ran out changes nothing.
    await this.dataSource.query(
      `UPDATE alert_deliveries d
          SET state = r.state, reason = r.reason, next_attempt_at = r.next_attempt_at, digest_id = r.digest_id,
              attempts = d.attempts + 1, locked_until = NULL, updated_at = now()
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[], $5::uuid[])
           AS r (delivery_id, state, reason, next_attempt_at, digest_id)
        WHERE d.delivery_id = r.delivery_id AND (d.state = 'pending' OR (d.state = 'held' AND r.state = 'delivered'))`,
      [
        results.map((r) => r.id),
        results.map((r) => r.state),
        results.map((r) => r.reason),
        results.map((r) => r.nextAttemptAt?.toISOString() ?? null),
        results.map((r) => r.digestId),
      ],
    );
  }

  async expire(now: Date): Promise<Partial<Record<AlertChannelKind, number>>> {
    const [rows]: [{ channel: AlertChannelKind }[], number] = await this.dataSource.query(
      `UPDATE alert_deliveries
          SET state = 'failed', locked_until = NULL, updated_at = now(),
              reason = 'Not delivered before the race started' || COALESCE(' (last: ' || reason || ')', '')
        WHERE state IN ('pending', 'held') AND expires_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
        RETURNING channel`,
      [now.toISOString()],
    );
    const counts: Partial<Record<AlertChannelKind, number>> = {};
    for (const { channel } of rows) counts[channel] = (counts[channel] ?? 0) + 1;
    return counts;
  }

  async nextDueAt(): Promise<Date | null> {
    const [row]: { at: Date | null }[] = await this.dataSource.query(
      // One a worker holds counts from the end of its lease.
      `SELECT min(GREATEST(next_attempt_at, COALESCE(locked_until, next_attempt_at))) AS at
         FROM alert_deliveries WHERE state = 'pending'`,
    );
    return row.at;
  }

  async hold(destination: DeliveryDestination, reason: string): Promise<void> {
    const { userId, channel, targetId } = destination;
    await this.dataSource.transaction(async (manager) => {
      if (channel !== 'webhook')
        await manager.query(
          `INSERT INTO alert_channel_attention (user_id, channel, reason) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, channel) DO UPDATE SET reason = EXCLUDED.reason, since = now()`,
          [userId, channel, reason],
        );
      await manager.query(
        `UPDATE alert_deliveries SET state = 'held', reason = $4, locked_until = NULL, updated_at = now()
          WHERE ${AT_DESTINATION} AND state = 'pending'`,
        [userId, channel, targetId, reason],
      );
    });
  }

  async release(destination: DeliveryDestination, now: Date, tx?: Transaction): Promise<number> {
    const { userId, channel, targetId } = destination;
    return transactionWithin(this.dataSource, tx, async (manager) => {
      await manager.query('DELETE FROM alert_channel_attention WHERE user_id = $1 AND channel = $2', [userId, channel]);
      const [, count]: [unknown, number] = await manager.query(
        `UPDATE alert_deliveries SET state = 'pending', reason = NULL, next_attempt_at = $4, updated_at = now()
          WHERE ${AT_DESTINATION} AND state = 'held' AND expires_at > $4`,
        [userId, channel, targetId, now.toISOString()],
      );
      return count;
    });
  }

  async attention(userId: string): Promise<Partial<Record<AlertChannelKind, string>>> {
    const rows: { channel: AlertChannelKind; reason: string }[] = await this.dataSource.query(
      'SELECT channel, reason FROM alert_channel_attention WHERE user_id = $1',
      [userId],
    );
    return Object.fromEntries(rows.map((r) => [r.channel, r.reason]));
  }
}
