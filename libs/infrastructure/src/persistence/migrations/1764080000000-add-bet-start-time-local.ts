import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `bets.start_time_local`: the race's start on its venue's clock with the offset
 * (`…T19:31:00+08:00`), fixed when the bet is logged so the bet log shows the venue's time.
 * Null on bets logged before; the web then shows the viewer's own clock.
 */
export class AddBetStartTimeLocal1764080000000 implements MigrationInterface {
  name = 'AddBetStartTimeLocal1764080000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE bets ADD COLUMN start_time_local text NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE bets DROP COLUMN start_time_local');
  }
}
