import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `leader_epoch`: one row, bumped by each instance as it takes the leader lock. Leader writes
 * check, in their own transaction, that the epoch they took is still the stored one, so a leader
 * that lost the lock without knowing can write nothing (docs/operations.md §5).
 */
export class CreateLeaderEpoch1764110000000 implements MigrationInterface {
  name = 'CreateLeaderEpoch1764110000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE leader_epoch (
        id smallint PRIMARY KEY CHECK (id = 1),
        epoch bigint NOT NULL,
        holder text NULL,
        taken_at timestamptz NULL
      )`);
    await queryRunner.query('INSERT INTO leader_epoch (id, epoch) VALUES (1, 0)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE leader_epoch');
  }
}
