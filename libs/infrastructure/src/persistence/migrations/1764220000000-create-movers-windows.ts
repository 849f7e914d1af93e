import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The movers windows the leader computes after each change (docs/product.md, movers): one row per
 * window, read by every instance with one key lookup instead of a scan of a week of history.
 * `ranked` holds only the movers some `books=` filter can show (at most 10 per books count and side).
 * `wanted_at` is when a caller last asked for the window: the leader ranks only windows asked for
 * lately (the movers panel is closed by default), so an idle product reads no history for them.
 */
export class CreateMoversWindows1764220000000 implements MigrationInterface {
  name = 'CreateMoversWindows1764220000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE movers_windows (
        window_minutes integer PRIMARY KEY,
        data_version bigint,
        computed_at timestamptz,
        ranked jsonb,
        wanted_at timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE movers_windows');
  }
}
