import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The money on offer at the exchange's best win back and lay, where the provider gives it; and
 * each user's exchange commission (percent, the figure every lay and locked result is net of; 7 %
 * by default, Betfair Australia's usual Market Base Rate for racing) and where a bonus bet's worth
 * comes from: the promo's value multiplier, or the conversion measured from the market
 * (docs/ev-model.md §10).
 */
export class AddHedge1765500000001 implements MigrationInterface {
  name = 'AddHedge1765500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE exchange_prices
        ADD COLUMN win_back_size double precision CHECK (win_back_size >= 0),
        ADD COLUMN win_lay_size double precision CHECK (win_lay_size >= 0)`);
    await queryRunner.query(`
      ALTER TABLE user_betting_settings
        ADD COLUMN commission_pct double precision NOT NULL DEFAULT 7
          CHECK (commission_pct >= 0 AND commission_pct <= 20),
        ADD COLUMN retention_source text NOT NULL DEFAULT 'promo'
          CHECK (retention_source IN ('promo', 'measured'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE user_betting_settings DROP COLUMN commission_pct, DROP COLUMN retention_source',
    );
    await queryRunner.query(
      'ALTER TABLE exchange_prices DROP COLUMN win_back_size, DROP COLUMN win_lay_size',
    );
  }
}
