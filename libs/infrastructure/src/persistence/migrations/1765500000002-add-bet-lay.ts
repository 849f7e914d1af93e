import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A matched bet's exchange lay (docs/ev-model.md §10): price, stake and commission, all or none,
 * and the lay leg's own settled profit (the bet's profit is both legs').
 */
export class AddBetLay1765500000002 implements MigrationInterface {
  name = 'AddBetLay1765500000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE bets
        ADD COLUMN lay_price double precision CHECK (lay_price > 1),
        ADD COLUMN lay_stake double precision CHECK (lay_stake > 0),
        ADD COLUMN lay_commission_pct double precision CHECK (lay_commission_pct >= 0 AND lay_commission_pct <= 20),
        ADD COLUMN lay_profit double precision,
        ADD CONSTRAINT bets_lay_whole CHECK (
          (lay_price IS NULL) = (lay_stake IS NULL) AND (lay_price IS NULL) = (lay_commission_pct IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE bets DROP CONSTRAINT bets_lay_whole, DROP COLUMN lay_price, DROP COLUMN lay_stake, DROP COLUMN lay_commission_pct, DROP COLUMN lay_profit',
    );
  }
}
