import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sessions, failed-login counters, the audit log and notification settings (the accounts issue). */
export class CreateAuthTables1763710000000 implements MigrationInterface {
  name = 'CreateAuthTables1763710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // id is the SHA-256 (hex) of the cookie token: a leaked table signs nobody in.
    await queryRunner.query(`
      CREATE TABLE sessions (
        id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        user_agent text,
        ip text
      )`);
    await queryRunner.query('CREATE INDEX sessions_user_id_idx ON sessions (user_id)');
    await queryRunner.query('CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)');
    await queryRunner.query('CREATE INDEX sessions_last_seen_at_idx ON sessions (last_seen_at)');

    // One row per throttled key ('account:<email>' or 'address:<ip>'), counting failures in a
    // fixed window that starts at the first failure.
    await queryRunner.query(`
      CREATE TABLE login_throttle (
        key text PRIMARY KEY,
        failures integer NOT NULL CHECK (failures >= 0),
        window_started_at timestamptz NOT NULL,
        locked_until timestamptz
      )`);

    await queryRunner.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        action text NOT NULL,
        target_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        details jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    await queryRunner.query('CREATE INDEX audit_log_target_user_id_idx ON audit_log (target_user_id, at)');
    await queryRunner.query('CREATE INDEX audit_log_at_idx ON audit_log (at)');

    await queryRunner.query(`
      CREATE TABLE notification_settings (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        enabled boolean NOT NULL DEFAULT false,
        threshold integer NOT NULL DEFAULT 10 CHECK (threshold BETWEEN 0 AND 50),
        sound boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE notification_settings');
    await queryRunner.query('DROP TABLE audit_log');
    await queryRunner.query('DROP TABLE login_throttle');
    await queryRunner.query('DROP TABLE sessions');
  }
}
