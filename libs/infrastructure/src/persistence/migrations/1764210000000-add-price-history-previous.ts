import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each history row keeps the quote it replaced (`prev_win`, `prev_boosted_from`; `prev_win` is
 * null when the book had no quote for the runner before). A movers window then reads each quote's
 * price when the window opened from the first row inside the window, which it scans anyway: no
 * probe per quote into the week behind it (docs/product.md, movers; 60 minutes at 5 million rows
 * went from seconds to milliseconds, bench movers-window).
 */
export class AddPriceHistoryPrevious1764210000000 implements MigrationInterface {
  name = 'AddPriceHistoryPrevious1764210000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE price_history
        ADD COLUMN prev_win double precision,
        ADD COLUMN prev_boosted_from double precision`);
    await queryRunner.query(BACKFILL_PREVIOUS_QUOTES);
    // It served the per-quote probes this replaces; every ingest paid to keep it.
    await queryRunner.query('DROP INDEX IF EXISTS price_history_quote_time_idx');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX price_history_quote_time_idx ON price_history (runner_id, bookmaker, recorded_at)',
    );
    await queryRunner.query(
      'ALTER TABLE price_history DROP COLUMN prev_boosted_from, DROP COLUMN prev_win',
    );
  }
}

/** Rows written before the columns existed: the quote before each is the row before it. */
export const BACKFILL_PREVIOUS_QUOTES = `
  UPDATE price_history h SET prev_win = l.prev_win, prev_boosted_from = l.prev_boosted_from
  FROM (
    SELECT id, lag(win) OVER w AS prev_win, lag(boosted_from) OVER w AS prev_boosted_from
    FROM price_history
    WINDOW w AS (PARTITION BY runner_id, bookmaker ORDER BY recorded_at, id)
  ) l
  WHERE l.id = h.id AND l.prev_win IS NOT NULL AND h.prev_win IS NULL`;
