import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-user staking settings (docs/ev-model.md §7, §9): bankroll, Kelly fraction, max stake share and the fair
 * price method. A user without a row has the defaults; the CHECKs repeat the api's rules so no
 * other writer can store a stake rule the engine would misread.
 */
export class CreateBettingSettings1763800000000 implements MigrationInterface {
  name = 'CreateBettingSettings1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE user_betting_settings (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        bankroll double precision NOT NULL DEFAULT 1000 CHECK (bankroll >= 0 AND bankroll <= 1000000000),
        kelly_fraction double precision NOT NULL DEFAULT 0.25 CHECK (kelly_fraction BETWEEN 0.05 AND 1),
        max_stake_pct double precision NOT NULL DEFAULT 0.05 CHECK (max_stake_pct BETWEEN 0.01 AND 1),
        fair_method text NOT NULL DEFAULT 'default'
          CHECK (fair_method IN ('default', 'multiplicative', 'power', 'shin', 'worst_case')),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE user_betting_settings');
  }
}
