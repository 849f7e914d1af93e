import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each user's own alert channels (docs/product.md, "Alert channels"): browser push subscriptions,
 * the Telegram chat paired by a one-time code (only its SHA-256 is stored), the email address,
 * and the server's generated key pairs (the VAPID keys of web push), made once and kept.
 */
export class CreateAlertChannels1764150000000 implements MigrationInterface {
  name = 'CreateAlertChannels1764150000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE user_push_subscriptions (
        endpoint text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        p256dh text NOT NULL,
        auth text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX user_push_subscriptions_user ON user_push_subscriptions (user_id)',
    );
    await queryRunner.query(`
      CREATE TABLE telegram_pairing_codes (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        code_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE user_telegram_chats (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        chat_id text NOT NULL,
        paired_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE user_email_channels (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        address text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE server_key_pairs (
        name text PRIMARY KEY,
        public_key text NOT NULL,
        private_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE server_key_pairs');
    await queryRunner.query('DROP TABLE user_email_channels');
    await queryRunner.query('DROP TABLE user_telegram_chats');
    await queryRunner.query('DROP TABLE telegram_pairing_codes');
    await queryRunner.query('DROP TABLE user_push_subscriptions');
  }
}
