import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `fair_price_history`: the fair win price of each race's running field at every change the
 * leader stored, valued by the dashboard's own engine (docs/product.md, movers), so a mover's move
 * is the dashboard's fair price then and now, BF Mid included. One row per race per change.
 *
 * Movers read a window by time: the BRIN index on `price_history.recorded_at` was never chosen by
 * the planner (a window took 2 s even when empty), so windows get a B-tree on `recorded_at`, and the
 * price each book had when the window opened is one probe of (runner, book, time).
 */
export class AddFairPriceHistory1764120000000 implements MigrationInterface {
  name = 'AddFairPriceHistory1764120000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE fair_price_history (
        race_ext_id text NOT NULL,
        recorded_at timestamptz NOT NULL,
        runner_ext_ids text[] NOT NULL,
        fair double precision[] NOT NULL,
        method text NOT NULL,
        PRIMARY KEY (race_ext_id, recorded_at)
      )`);
    await queryRunner.query(
      'CREATE INDEX fair_price_history_recorded_at_idx ON fair_price_history (recorded_at)',
    );
    await queryRunner.query(
      'CREATE INDEX price_history_recorded_at_idx ON price_history (recorded_at)',
    );
    await queryRunner.query(
      'CREATE INDEX price_history_quote_time_idx ON price_history (runner_id, bookmaker, recorded_at)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX price_history_quote_time_idx');
    await queryRunner.query('DROP INDEX price_history_recorded_at_idx');
    await queryRunner.query('DROP TABLE fair_price_history');
  }
}
