import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Promos and boosts (docs/product.md §3), and `catalog_versions`: one counter per table, bumped by a
 * statement trigger on every INSERT, UPDATE, DELETE or TRUNCATE, so opportunity caches on every
 * instance see a change whoever made it (the api, the CLI, or SQL by hand).
 */
export class CreatePromosAndBoosts1763730000000 implements MigrationInterface {
  name = 'CreatePromosAndBoosts1763730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE promos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        bookmaker text NOT NULL CHECK (bookmaker = btrim(bookmaker) AND bookmaker <> ''),
        promo_type text NOT NULL CHECK (promo_type IN (
          'BonusBack_2nd', 'BonusBack_2nd3rd', 'BonusBack_2nd3rd4th',
          'CashBack_2nd', 'CashBack_2nd3rd', 'CashBack_2nd3rd4th',
          'Token_2nd', 'Token_2nd3rd', 'Token_2nd3rd4th', 'BetBoost')),
        scope text NOT NULL CHECK (scope IN ('all', 'codes', 'races')),
        codes text[] NOT NULL DEFAULT '{}' CHECK (codes <@ ARRAY['TB', 'GR', 'HR']::text[]),
        race_ext_ids text[] NOT NULL DEFAULT '{}',
        value_multiplier double precision NOT NULL DEFAULT 0.75
          CHECK (value_multiplier >= 0 AND value_multiplier <= 1),
        min_runners integer NOT NULL DEFAULT 0 CHECK (min_runners >= 0),
        label text NOT NULL,
        visibility text NOT NULL CHECK (visibility IN ('global', 'personal')),
        created_by uuid REFERENCES users (id) ON DELETE CASCADE,
        k_places smallint CHECK (k_places BETWEEN 1 AND 4),
        refund_percent double precision CHECK (refund_percent >= 0 AND refund_percent <= 100),
        max_refund_cash double precision CHECK (max_refund_cash >= 0),
        venues text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (visibility = 'global' OR created_by IS NOT NULL)
      )`);
    await queryRunner.query('CREATE INDEX promos_created_by_idx ON promos (created_by)');

    // A boost outlives its author (it is shared), and may name a race the feed has not sent yet.
    await queryRunner.query(`
      CREATE TABLE boosts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        bookmaker text NOT NULL CHECK (bookmaker = btrim(bookmaker) AND bookmaker <> ''),
        boost_type text NOT NULL
          CHECK (boost_type IN ('FIXED_WIN', 'FIXED_PLACE_K2', 'ANY_OF_WIN', 'PARLAY_ALL_WIN')),
        race_ext_id text NOT NULL,
        runner_ext_id text NOT NULL,
        boosted_odds double precision NOT NULL CHECK (boosted_odds > 1),
        is_active boolean NOT NULL DEFAULT true,
        notes text,
        k_places smallint CHECK (k_places BETWEEN 1 AND 4),
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX boosts_active_race_idx ON boosts (race_ext_id) WHERE is_active');

    await queryRunner.query(`
      CREATE TABLE catalog_versions (
        name text PRIMARY KEY,
        version bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO catalog_versions (name) VALUES ('promos'), ('boosts')`);
    await queryRunner.query(`
      CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE catalog_versions SET version = version + 1, updated_at = now() WHERE name = TG_ARGV[0];
        RETURN NULL;
      END $$`);
    for (const table of ['promos', 'boosts']) {
      await queryRunner.query(`
        CREATE TRIGGER ${table}_bump_version
        AFTER INSERT OR UPDATE OR DELETE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version('${table}')`);
      await queryRunner.query(`
        CREATE TRIGGER ${table}_bump_version_truncate
        AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version('${table}')`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE boosts');
    await queryRunner.query('DROP TABLE promos');
    await queryRunner.query('DROP FUNCTION bump_catalog_version()');
    await queryRunner.query('DROP TABLE catalog_versions');
  }
}
