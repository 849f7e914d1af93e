import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A bet's pre-boost price when the price taken was one the book boosted (the feed's boostedFrom
 * at placement; docs/ev-model.md §3): the bet log says so, since such a bet takes no promo. Null
 * otherwise and on bets logged before it was kept.
 */
export class AddBetBoostedFrom1765800000000 implements MigrationInterface {
  name = 'AddBetBoostedFrom1765800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE bets
        ADD COLUMN boosted_from float8 CHECK (boosted_from > 1 AND boosted_from < 'Infinity')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE bets DROP COLUMN boosted_from');
  }
}
