import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Top-2 and multi-leg boost bets (Any-Of Win, parlay): the runners a bet rides on, copied at
 * placement as a JSON array of {extRaceId, venue, raceNumber, startTime, runnerNumber, runnerName};
 * null for a single win bet. A pending parlay is also found by its other legs' races.
 */
export class AddBetLegs1764020000001 implements MigrationInterface {
  name = 'AddBetLegs1764020000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE bets ADD COLUMN legs jsonb');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE bets DROP COLUMN legs');
  }
}
