import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `idempotency_keys.body` keeps the reply as the text that was sent: jsonb reorders an object's
 * keys, and a replayed Idempotency-Key must answer the first reply byte for byte.
 */
export class KeepIdempotentReplyBytes1764030000000 implements MigrationInterface {
  name = 'KeepIdempotentReplyBytes1764030000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE idempotency_keys ALTER COLUMN body TYPE text USING body::text',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE idempotency_keys ALTER COLUMN body TYPE jsonb USING body::jsonb',
    );
  }
}
