import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Alerts you can trust (docs/product.md §10, "Once per opportunity" and "Delivery"):
 * - `alert_keys` is the state of each opportunity of a rule: the best EV sent (`ev`), whether the
 *   row fell below the rule since (`below`), and its race and start (the key ends there). Keys
 *   were (race, runner, book, promo or boost); they are now the row id (race, runner, book, and a
 *   staff boost's own row), so the old keys are merged into the new, keeping the best EV.
 * - `alert_deliveries` becomes the stored delivery of each (alert, channel, webhook): pending until
 *   delivered, held while its channel needs attention, failed when refused or when its race
 *   started; `delivery_id` is what a receiver deduplicates on.
 * - `alert_channel_attention`: a user's channel that refused for good (a blocked bot, a gone push
 *   subscription, a refused mailbox), and why, until the user fixes it.
 */
export class DurableAlertDeliveries1765300000000 implements MigrationInterface {
  name = 'DurableAlertDeliveries1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE alert_keys
        ADD COLUMN below boolean NOT NULL DEFAULT false,
        ADD COLUMN race_id text,
        ADD COLUMN race_start timestamptz`);
    await queryRunner.query('CREATE TEMPORARY TABLE old_alert_keys AS SELECT * FROM alert_keys');
    await queryRunner.query('DELETE FROM alert_keys');
    await queryRunner.query(`
      INSERT INTO alert_keys (rule_id, key, ev, price, alerted_at, race_id)
      SELECT rule_id, regexp_replace(key, ':[^:]*$', ''), max(ev), (array_agg(price ORDER BY ev DESC))[1],
             max(alerted_at), split_part(key, ':', 1)
        FROM old_alert_keys
       GROUP BY rule_id, regexp_replace(key, ':[^:]*$', ''), split_part(key, ':', 1)`);
    await queryRunner.query('DROP TABLE old_alert_keys');
    await queryRunner.query(`
      UPDATE alert_keys k SET race_start = r.start_time FROM races r WHERE r.ext_race_id = k.race_id`);
    await queryRunner.query('CREATE INDEX alert_keys_race_start_idx ON alert_keys (race_start)');

    await queryRunner.query(`
      ALTER TABLE alert_deliveries
        ADD COLUMN delivery_id uuid NOT NULL DEFAULT gen_random_uuid(),
        ADD COLUMN target_id uuid REFERENCES webhooks (id) ON DELETE CASCADE,
        ADD COLUMN state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'held', 'delivered', 'failed')),
        ADD COLUMN next_attempt_at timestamptz,
        ADD COLUMN locked_until timestamptz,
        ADD COLUMN expires_at timestamptz,
        ADD COLUMN digest_id uuid,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await queryRunner.query(`UPDATE alert_deliveries SET state = CASE WHEN delivered THEN 'delivered' ELSE 'failed' END`);
    await queryRunner.query('ALTER TABLE alert_deliveries DROP COLUMN delivered, ALTER COLUMN attempts SET DEFAULT 0');
    await queryRunner.query('CREATE UNIQUE INDEX alert_deliveries_delivery_id_idx ON alert_deliveries (delivery_id)');
    // One delivery per alert, channel and webhook: a retried enqueue adds nothing.
    await queryRunner.query(`
      CREATE UNIQUE INDEX alert_deliveries_alert_channel_idx
        ON alert_deliveries (alert_id, channel, COALESCE(target_id, '00000000-0000-0000-0000-000000000000'::uuid))`);
    // The worker's query: what is due now.
    await queryRunner.query(`CREATE INDEX alert_deliveries_due_idx ON alert_deliveries (next_attempt_at) WHERE state = 'pending'`);
    await queryRunner.query(`CREATE INDEX alert_deliveries_held_idx ON alert_deliveries (user_id, channel) WHERE state = 'held'`);
    await queryRunner.query('CREATE INDEX alert_deliveries_digest_idx ON alert_deliveries (digest_id) WHERE digest_id IS NOT NULL');

    await queryRunner.query(`
      CREATE TABLE alert_channel_attention (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        channel text NOT NULL CHECK (channel IN ('push', 'telegram', 'email')),
        reason text NOT NULL,
        since timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, channel)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE alert_channel_attention');
    await queryRunner.query('DROP INDEX alert_deliveries_digest_idx, alert_deliveries_held_idx, alert_deliveries_due_idx, alert_deliveries_alert_channel_idx, alert_deliveries_delivery_id_idx');
    await queryRunner.query(`ALTER TABLE alert_deliveries ADD COLUMN delivered boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE alert_deliveries SET delivered = (state = 'delivered')`);
    await queryRunner.query(`DELETE FROM alert_deliveries WHERE state IN ('pending', 'held')`);
    await queryRunner.query(`
      ALTER TABLE alert_deliveries
        DROP COLUMN delivery_id, DROP COLUMN target_id, DROP COLUMN state, DROP COLUMN next_attempt_at,
        DROP COLUMN locked_until, DROP COLUMN expires_at, DROP COLUMN digest_id, DROP COLUMN updated_at,
        ALTER COLUMN attempts SET DEFAULT 1`);
    await queryRunner.query('DROP INDEX alert_keys_race_start_idx');
    await queryRunner.query('ALTER TABLE alert_keys DROP COLUMN below, DROP COLUMN race_id, DROP COLUMN race_start');
  }
}
