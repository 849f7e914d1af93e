import { BOOKMAKERS } from '@overlay/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Market data (docs/architecture.md §2-3): bookmakers (seeded with the 17 of docs/product.md §9), races, runners,
 * latest bookmaker and exchange prices, price history, and per-source refresh bookkeeping.
 */
export class CreateMarketData1763720000000 implements MigrationInterface {
  name = 'CreateMarketData1763720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE bookmakers (
        name text PRIMARY KEY CHECK (name = btrim(name) AND name <> ''),
        is_active boolean NOT NULL DEFAULT true,
        is_custom boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX bookmakers_lower_name_key ON bookmakers (lower(name))');
    await queryRunner.query('INSERT INTO bookmakers (name) SELECT unnest($1::text[])', [[...BOOKMAKERS]]);

    await queryRunner.query(`
      CREATE TABLE races (
        ext_race_id text PRIMARY KEY,
        venue text NOT NULL,
        country text NOT NULL CHECK (country IN ('AU', 'NZ')),
        code text NOT NULL CHECK (code IN ('TB', 'GR', 'HR')),
        number integer NOT NULL CHECK (number > 0),
        name text NOT NULL,
        start_time timestamptz NOT NULL,
        state text NOT NULL CHECK (state IN ('open', 'closed', 'final', 'abandoned')),
        content_hash text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX races_start_time_idx ON races (start_time)');

    await queryRunner.query(`
      CREATE TABLE runners (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        race_ext_id text NOT NULL REFERENCES races (ext_race_id) ON DELETE CASCADE,
        ext_id text NOT NULL,
        number integer NOT NULL CHECK (number > 0),
        name text NOT NULL,
        scratched boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (race_ext_id, ext_id)
      )`);

    // Latest prices are rewritten in place all day: free room on each page lets PostgreSQL update
    // a row without touching the index (HOT), which halves the cost of a refresh.
    await queryRunner.query(`
      CREATE TABLE bookmaker_prices (
        runner_id bigint NOT NULL REFERENCES runners (id) ON DELETE CASCADE,
        bookmaker text NOT NULL,
        win double precision NOT NULL CHECK (win > 1),
        place double precision CHECK (place > 1),
        place_k smallint CHECK (place_k > 0),
        boosted_from double precision CHECK (boosted_from > 1),
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (runner_id, bookmaker)
      ) WITH (fillfactor = 60)`);

    await queryRunner.query(`
      CREATE TABLE exchange_prices (
        runner_id bigint PRIMARY KEY REFERENCES runners (id) ON DELETE CASCADE,
        win_back double precision CHECK (win_back > 1),
        win_lay double precision CHECK (win_lay > 1),
        place_back double precision CHECK (place_back > 1),
        place_lay double precision CHECK (place_lay > 1),
        place_k smallint CHECK (place_k > 0),
        matched_volume double precision CHECK (matched_volume >= 0),
        updated_at timestamptz NOT NULL
      ) WITH (fillfactor = 60)`);

    // No foreign key on the history: a refresh appends thousands of rows and the check would cost
    // as much as the insert; runners are never deleted while their history is kept.
    await queryRunner.query(`
      CREATE TABLE price_history (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        runner_id bigint NOT NULL,
        bookmaker text NOT NULL,
        win double precision NOT NULL,
        place double precision,
        place_k smallint,
        boosted_from double precision,
        recorded_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      'CREATE INDEX price_history_runner_time_idx ON price_history (runner_id, recorded_at)',
    );
    // Append-only in time order: a BRIN index makes the age-based prune cheap.
    await queryRunner.query(
      'CREATE INDEX price_history_recorded_at_brin ON price_history USING brin (recorded_at)',
    );

    await queryRunner.query(`
      CREATE TABLE feed_sources (
        source text PRIMARY KEY,
        last_success_at timestamptz,
        last_error text,
        last_error_at timestamptz,
        last_snapshot_hash text,
        data_version bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'feed_sources',
      'price_history',
      'exchange_prices',
      'bookmaker_prices',
      'runners',
      'races',
      'bookmakers',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
