import { WebhookRepository } from '@overlay/domain';
import type { Transaction, Webhook } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { managerFor } from '../typeorm-transaction';

interface Row {
  id: string;
  user_id: string;
  url: string;
  secret?: string;
  enabled: boolean;
  consecutive_failures: number;
  disabled_reason: string | null;
  created_at: Date;
}

// The secret is read by findForDelivery only: no other read can put it in a reply by mistake.
const COLUMNS = 'id, user_id, url, enabled, consecutive_failures, disabled_reason, created_at';

function toWebhook(row: Row): Webhook {
  return {
    id: row.id,
    userId: row.user_id,
    url: row.url,
    enabled: row.enabled,
    consecutiveFailures: row.consecutive_failures,
    disabledReason: row.disabled_reason,
    createdAt: row.created_at.toISOString(),
  };
}

export class PostgresWebhookRepository extends WebhookRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async list(userId: string): Promise<Webhook[]> {
    const rows: Row[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM webhooks WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
    return rows.map(toWebhook);
  }

  async create(userId: string, url: string, secret: string, limit: number): Promise<Webhook | 'limit'> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const [{ count }]: { count: number }[] = await tx.query('SELECT count(*)::int AS count FROM webhooks WHERE user_id = $1', [userId]);
      if (count >= limit) return 'limit';
      const rows: Row[] = await tx.query(`INSERT INTO webhooks (user_id, url, secret) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`, [userId, url, secret]);
      return toWebhook(rows[0]);
    });
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const [, count]: [unknown, number] = await this.dataSource.query('DELETE FROM webhooks WHERE user_id = $1 AND id = $2', [userId, id]);
    return count > 0;
  }

  async setEnabled(userId: string, id: string, enabled: boolean, tx?: Transaction): Promise<Webhook | null> {
    // Turning a webhook back on starts its failure count again and clears the note.
    const [rows]: [Row[], number] = await managerFor(this.dataSource, tx).query(
      `UPDATE webhooks SET enabled = $3, consecutive_failures = CASE WHEN $3 THEN 0 ELSE consecutive_failures END,
         disabled_reason = CASE WHEN $3 THEN NULL ELSE disabled_reason END
       WHERE user_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [userId, id, enabled],
    );
    return rows.length > 0 ? toWebhook(rows[0]) : null;
  }

  async findForDelivery(userId: string): Promise<(Webhook & { secret: string })[]> {
    const rows: Row[] = await this.dataSource.query(`SELECT ${COLUMNS}, secret FROM webhooks WHERE user_id = $1 AND enabled ORDER BY created_at, id`, [userId]);
    return rows.map((row) => ({ ...toWebhook(row), secret: row.secret ?? '' }));
  }

  async findForDeliveryOf(userIds: readonly string[]): Promise<Map<string, (Webhook & { secret: string })[]>> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${COLUMNS}, secret FROM webhooks WHERE user_id = ANY($1::uuid[]) AND enabled ORDER BY created_at, id`,
      [userIds],
    );
    const byUser = new Map<string, (Webhook & { secret: string })[]>();
    for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), { ...toWebhook(row), secret: row.secret ?? '' }]);
    return byUser;
  }

  async recordFailure(id: string, reason: string, disableAfter: number): Promise<boolean> {
    const [rows]: [{ enabled: boolean }[], number] = await this.dataSource.query(
      `UPDATE webhooks SET consecutive_failures = consecutive_failures + 1,
         enabled = consecutive_failures + 1 < $3,
         disabled_reason = CASE WHEN consecutive_failures + 1 >= $3 THEN $2 ELSE disabled_reason END
       WHERE id = $1
       RETURNING enabled`,
      [id, reason, disableAfter],
    );
    return rows.length > 0 && !rows[0].enabled;
  }

  async recordSuccess(id: string): Promise<void> {
    await this.dataSource.query('UPDATE webhooks SET consecutive_failures = 0 WHERE id = $1 AND consecutive_failures > 0', [id]);
  }
}
