import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Quote age (docs/architecture.md §3): `bookmaker_prices.last_updated` is when the provider last changed or
 * confirmed a price, kept only when the feed said it is older than the snapshot that carried it;
 * NULL means "confirmed by the race's latest fetch", which `races.confirmed_at` records (moved on
 * every fetch that lists the race, without counting as a change of the market).
 */
export class AddQuoteAges1763760000000 implements MigrationInterface {
  name = 'AddQuoteAges1763760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE races ADD COLUMN confirmed_at timestamptz',
    );
    await queryRunner.query(
      'ALTER TABLE bookmaker_prices ADD COLUMN last_updated timestamptz',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE bookmaker_prices DROP COLUMN last_updated',
    );
    await queryRunner.query('ALTER TABLE races DROP COLUMN confirmed_at');
  }
}
