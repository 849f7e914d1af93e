import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An alert rule may ask for a least locked EV and a least back / lay rating (docs/ev-model.md §10). */
export class AddAlertRuleHedge1765500000003 implements MigrationInterface {
  name = 'AddAlertRuleHedge1765500000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE alert_rules
        ADD COLUMN min_locked_ev double precision CHECK (min_locked_ev >= -100 AND min_locked_ev <= 1000),
        ADD COLUMN min_rating double precision CHECK (min_rating >= 0 AND min_rating <= 200)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE alert_rules DROP COLUMN min_locked_ev, DROP COLUMN min_rating');
  }
}
