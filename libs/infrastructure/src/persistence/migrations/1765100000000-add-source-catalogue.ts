import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The bookmakers table becomes the source catalogue (docs/feeds.md, "The source catalogue"): each
 * source's kind (bookmaker, tote, exchange) and when a feed first and last declared or priced it.
 * Books already priced are taken in (a "<source> Tote" book as a tote), and the exchange when
 * exchange prices are stored, so an upgraded database lists what it holds before the next fetch.
 */
export class AddSourceCatalogue1765100000000 implements MigrationInterface {
  name = 'AddSourceCatalogue1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE bookmakers
        ADD COLUMN kind text NOT NULL DEFAULT 'bookmaker' CHECK (kind IN ('bookmaker', 'tote', 'exchange')),
        ADD COLUMN first_seen_at timestamptz,
        ADD COLUMN last_seen_at timestamptz`);
    await queryRunner.query(`
      INSERT INTO bookmakers (name, kind, first_seen_at, last_seen_at)
      SELECT min(btrim(bookmaker)),
             CASE WHEN lower(min(btrim(bookmaker))) LIKE '% tote' THEN 'tote' ELSE 'bookmaker' END,
             min(updated_at), max(updated_at)
      FROM bookmaker_prices WHERE btrim(bookmaker) <> ''
      GROUP BY lower(btrim(bookmaker))
      ON CONFLICT DO NOTHING`);
    await queryRunner.query(`
      INSERT INTO bookmakers (name, kind, first_seen_at, last_seen_at)
      SELECT 'Betfair', 'exchange', min(updated_at), max(updated_at) FROM exchange_prices
      HAVING count(*) > 0
      ON CONFLICT DO NOTHING`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM bookmakers WHERE kind <> 'bookmaker'`);
    await queryRunner.query('ALTER TABLE bookmakers DROP COLUMN kind, DROP COLUMN first_seen_at, DROP COLUMN last_seen_at');
  }
}
