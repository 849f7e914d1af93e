import { AlertChannelsRepository } from '@overlay/domain';
import type {
  ChannelSetup,
  PushSubscriptionKeys,
  StoredKeyPair,
  Transaction,
} from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { managerFor, transactionWithin } from '../typeorm-transaction';

/** The alert channels of each user in PostgreSQL (migration CreateAlertChannels1764150000000). */
export class PostgresAlertChannelsRepository extends AlertChannelsRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async setup(userId: string): Promise<ChannelSetup> {
    const [row]: { push: number; telegram: boolean; email: string | null }[] =
      await this.dataSource.query(
        `SELECT (SELECT count(*)::int FROM user_push_subscriptions WHERE user_id = $1) AS push,
              EXISTS (SELECT 1 FROM user_telegram_chats WHERE user_id = $1) AS telegram,
              (SELECT address FROM user_email_channels WHERE user_id = $1) AS email`,
        [userId],
      );
    return {
      pushSubscriptions: row.push,
      telegramPaired: row.telegram,
      email: row.email,
    };
  }

  pushSubscriptions(userId: string): Promise<PushSubscriptionKeys[]> {
    return this.dataSource.query(
      'SELECT endpoint, p256dh, auth FROM user_push_subscriptions WHERE user_id = $1 ORDER BY created_at',
      [userId],
    );
  }

  async pushSubscriptionsOf(userIds: readonly string[]): Promise<Map<string, PushSubscriptionKeys[]>> {
    const rows: (PushSubscriptionKeys & { user_id: string })[] = await this.dataSource.query(
      'SELECT user_id, endpoint, p256dh, auth FROM user_push_subscriptions WHERE user_id = ANY($1::uuid[]) ORDER BY created_at',
      [userIds],
    );
    const byUser = new Map<string, PushSubscriptionKeys[]>();
    for (const { user_id, endpoint, p256dh, auth } of rows) byUser.set(user_id, [...(byUser.get(user_id) ?? []), { endpoint, p256dh, auth }]);
    return byUser;
  }

  async addPushSubscription(
    userId: string,
    s: PushSubscriptionKeys,
    limit: number,
    tx?: Transaction,
  ): Promise<'stored' | 'limit' | 'taken'> {
    // One statement under a per-user advisory lock, so parallel subscribes cannot pass the limit.
    return transactionWithin(this.dataSource, tx, async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `push:${userId}`,
      ]);
      const [{ others }]: { others: number }[] = await manager.query(
        'SELECT count(*)::int AS others FROM user_push_subscriptions WHERE user_id = $1 AND endpoint <> $2',
        [userId, s.endpoint],
      );
      if (others >= limit) return 'limit';
      // An endpoint is its owner's until they release it: another user sending it takes nothing.
      const stored: unknown[] = await manager.query(
        `INSERT INTO user_push_subscriptions (endpoint, user_id, p256dh, auth) VALUES ($1, $2, $3, $4)
         ON CONFLICT (endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth
           WHERE user_push_subscriptions.user_id = EXCLUDED.user_id
         RETURNING endpoint`,
        [s.endpoint, userId, s.p256dh, s.auth],
      );
      return stored.length > 0 ? 'stored' : 'taken';
    });
  }

  async removePushSubscriptions(userId: string, tx?: Transaction): Promise<void> {
    await managerFor(this.dataSource, tx).query(
      'DELETE FROM user_push_subscriptions WHERE user_id = $1',
      [userId],
    );
  }

  async releasePushEndpoint(userId: string, endpoint: string, tx?: Transaction): Promise<void> {
    await managerFor(this.dataSource, tx).query('DELETE FROM user_push_subscriptions WHERE user_id = $1 AND endpoint = $2', [userId, endpoint]);
  }

  async forgetPushEndpoint(endpoint: string): Promise<void> {
    await this.dataSource.query(
      'DELETE FROM user_push_subscriptions WHERE endpoint = $1',
      [endpoint],
    );
  }

  async savePairingCode(
    userId: string,
    codeHash: string,
    expiresAt: Date,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO telegram_pairing_codes (user_id, code_hash, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at`,
      [userId, codeHash, expiresAt],
    );
  }

  async pairTelegramChat(
    codeHash: string,
    chatId: string,
    now: Date,
    tx?: Transaction,
  ): Promise<string | null> {
    // DELETE … RETURNING uses the code up: of two messages with one code, only one pairs.
    const rows: { user_id: string }[] = await managerFor(this.dataSource, tx).query(
      `WITH used AS (DELETE FROM telegram_pairing_codes WHERE code_hash = $1 RETURNING user_id, expires_at)
       INSERT INTO user_telegram_chats (user_id, chat_id)
       SELECT user_id, $2 FROM used WHERE expires_at > $3
       ON CONFLICT (user_id) DO UPDATE SET chat_id = EXCLUDED.chat_id, paired_at = now()
       RETURNING user_id`,
      [codeHash, chatId, now],
    );
    return rows[0]?.user_id ?? null;
  }

  async telegramChat(userId: string): Promise<string | null> {
    const rows: { chat_id: string }[] = await this.dataSource.query(
      'SELECT chat_id FROM user_telegram_chats WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.chat_id ?? null;
  }

  async telegramChats(userIds: readonly string[]): Promise<Map<string, string>> {
    const rows: { user_id: string; chat_id: string }[] = await this.dataSource.query(
      'SELECT user_id, chat_id FROM user_telegram_chats WHERE user_id = ANY($1::uuid[])',
      [userIds],
    );
    return new Map(rows.map((r) => [r.user_id, r.chat_id]));
  }

  async unpairTelegram(userId: string, tx?: Transaction): Promise<void> {
    const manager = managerFor(this.dataSource, tx);
    await manager.query(
      'DELETE FROM user_telegram_chats WHERE user_id = $1',
      [userId],
    );
    await manager.query(
      'DELETE FROM telegram_pairing_codes WHERE user_id = $1',
      [userId],
    );
  }

  async emailAddress(userId: string): Promise<string | null> {
    const rows: { address: string }[] = await this.dataSource.query(
      'SELECT address FROM user_email_channels WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.address ?? null;
  }

  async emailAddresses(userIds: readonly string[]): Promise<Map<string, string>> {
    const rows: { user_id: string; address: string }[] = await this.dataSource.query(
      'SELECT user_id, address FROM user_email_channels WHERE user_id = ANY($1::uuid[])',
      [userIds],
    );
    return new Map(rows.map((r) => [r.user_id, r.address]));
  }

  async setEmailAddress(userId: string, address: string | null, tx?: Transaction): Promise<void> {
    const manager = managerFor(this.dataSource, tx);
    if (address === null) {
      await manager.query(
        'DELETE FROM user_email_channels WHERE user_id = $1',
        [userId],
      );
      return;
    }
    await manager.query(
      `INSERT INTO user_email_channels (user_id, address) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET address = EXCLUDED.address, updated_at = now()`,
      [userId, address],
    );
  }

  async keyPair(
    name: string,
    generate: () => StoredKeyPair,
  ): Promise<StoredKeyPair> {
    const stored = await this.storedKeyPair(name);
    if (stored) return stored;
    const made = generate();
    // The first instance to store a pair wins; every other one reads the stored pair.
    await this.dataSource.query(
      'INSERT INTO server_key_pairs (name, public_key, private_key) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
      [name, made.publicKey, made.privateKey],
    );
    return (await this.storedKeyPair(name)) ?? made;
  }

  private async storedKeyPair(name: string): Promise<StoredKeyPair | null> {
    const rows: { public_key: string; private_key: string }[] =
      await this.dataSource.query(
        'SELECT public_key, private_key FROM server_key_pairs WHERE name = $1',
        [name],
      );
    return rows[0]
      ? { publicKey: rows[0].public_key, privateKey: rows[0].private_key }
      : null;
  }
}
