import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `rate_limits`: one counter per key (a route and a user or an address) and limit name, shared by
 * every instance (docs/operations.md, "Rate limits"). A row whose window and block have both
 * ended is dead weight: the auth purge job deletes it.
 */
export class CreateRateLimits1764200000000 implements MigrationInterface {
  name = 'CreateRateLimits1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rate_limits (
        key text NOT NULL,
        name text NOT NULL,
        hits integer NOT NULL,
        window_ends_at timestamptz NOT NULL,
        blocked_until timestamptz NULL,
        PRIMARY KEY (key, name)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE rate_limits');
  }
}
