import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `idempotency_keys`: the reply to a create sent with an Idempotency-Key, per user, so a retry
 * makes no second row. `boost_legs`: the runners of Any-Of Win (same race) and cross-race parlay
 * boosts, in the order staff entered them.
 */
export class CreateIdempotencyAndBoostLegs1763770000000 implements MigrationInterface {
  name = 'CreateIdempotencyAndBoostLegs1763770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE idempotency_keys (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        key text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
        fingerprint text NOT NULL,
        status smallint,
        body jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, key)
      )`);
    await queryRunner.query(
      'CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at)',
    );
    await queryRunner.query(`
      CREATE TABLE boost_legs (
        boost_id uuid NOT NULL REFERENCES boosts (id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position BETWEEN 0 AND 3),
        race_ext_id text NOT NULL,
        runner_ext_id text NOT NULL,
        PRIMARY KEY (boost_id, position)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE boost_legs');
    await queryRunner.query('DROP TABLE idempotency_keys');
  }
}
