import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a bet's retention came from (docs/ev-model.md §10): the promo's value multiplier or the
 * market's measured retention, as the bet was valued; null without a promo and on bets logged
 * before it was kept.
 */
export class AddBetRetentionOrigin1765636000000 implements MigrationInterface {
  name = 'AddBetRetentionOrigin1765636000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE bets
        ADD COLUMN retention_origin text CHECK (retention_origin IN ('promo', 'measured', 'override'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE bets DROP COLUMN retention_origin');
  }
}
