import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved views, alert rules, webhooks and the alert history (docs/product.md "Alerts"). The CHECKs
 * repeat the api's rules so no other writer stores a rule the evaluator would misread; a user has
 * at most one default view (partial unique index); names are unique per user, case ignored.
 */
export class CreateAlerts1764140000000 implements MigrationInterface {
  name = 'CreateAlerts1764140000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE saved_views (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
        query text NOT NULL CHECK (char_length(query) <= 4000),
        fair_method text CHECK (fair_method IN ('default', 'multiplicative', 'power', 'shin', 'worst_case')),
        is_default boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX saved_views_user_name_idx ON saved_views (user_id, lower(name))');
    await queryRunner.query('CREATE UNIQUE INDEX saved_views_user_default_idx ON saved_views (user_id) WHERE is_default');
    await queryRunner.query(`
      CREATE TABLE alert_rules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        view_id uuid NOT NULL REFERENCES saved_views (id) ON DELETE CASCADE,
        min_total_ev double precision NOT NULL,
        min_stake double precision CHECK (min_stake >= 0),
        bookmakers text[] NOT NULL DEFAULT '{}',
        codes text[] NOT NULL DEFAULT '{}',
        max_minutes_to_jump integer CHECK (max_minutes_to_jump BETWEEN 1 AND 10080),
        ev_step double precision NOT NULL CHECK (ev_step > 0),
        quiet_start text CHECK (quiet_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        quiet_end text CHECK (quiet_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        time_zone text NOT NULL,
        daily_cap integer NOT NULL CHECK (daily_cap BETWEEN 1 AND 500),
        enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((quiet_start IS NULL) = (quiet_end IS NULL))
      )`);
    await queryRunner.query('CREATE INDEX alert_rules_user_idx ON alert_rules (user_id)');
    await queryRunner.query(`
      CREATE TABLE webhooks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        url text NOT NULL CHECK (char_length(url) <= 2000),
        secret text NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        consecutive_failures integer NOT NULL DEFAULT 0,
        disabled_reason text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX webhooks_user_idx ON webhooks (user_id)');
    // The last alerted state of each (rule, race, runner, book, promo): survives a new leader.
    await queryRunner.query(`
      CREATE TABLE alert_keys (
        rule_id uuid NOT NULL REFERENCES alert_rules (id) ON DELETE CASCADE,
        key text NOT NULL,
        ev double precision NOT NULL,
        price double precision NOT NULL,
        alerted_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (rule_id, key)
      )`);
    await queryRunner.query(`
      CREATE TABLE alerts (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        rule_id uuid REFERENCES alert_rules (id) ON DELETE SET NULL,
        reason text NOT NULL,
        message jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX alerts_rule_created_idx ON alerts (rule_id, created_at)');
    // Every channel's outcome of every alert (the notification history).
    await queryRunner.query(`
      CREATE TABLE alert_deliveries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        alert_id uuid NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        channel text NOT NULL CHECK (channel IN ('push', 'telegram', 'email', 'webhook')),
        delivered boolean NOT NULL,
        reason text,
        attempts integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX alert_deliveries_user_idx ON alert_deliveries (user_id, created_at DESC, id DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE alert_deliveries, alerts, alert_keys, webhooks, alert_rules, saved_views');
  }
}
