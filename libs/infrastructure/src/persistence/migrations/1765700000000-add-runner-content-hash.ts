import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each runner's content hash (its fields, quotes and exchange prices): a changed race writes only
 * the runners whose hash differs (docs/architecture.md §3, "Writing only the runners that
 * changed"). Null until written with one, and whenever written without: then the runner is
 * written whole the next time.
 */
export class AddRunnerContentHash1765700000000 implements MigrationInterface {
  name = 'AddRunnerContentHash1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE runners ADD COLUMN content_hash text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE runners DROP COLUMN content_hash');
  }
}
