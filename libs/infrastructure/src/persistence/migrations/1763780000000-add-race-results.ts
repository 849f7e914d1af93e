import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Race results (docs/architecture.md §3): a final race's places in order, each a JSON list of the runner
 * numbers sharing it (`[[3], [1, 7], [5]]`). NULL until the feed gives them; settlement reads them.
 */
export class AddRaceResults1763780000000 implements MigrationInterface {
  name = 'AddRaceResults1763780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE races ADD COLUMN results jsonb');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE races DROP COLUMN results');
  }
}
