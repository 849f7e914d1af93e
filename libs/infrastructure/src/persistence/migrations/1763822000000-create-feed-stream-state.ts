import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a push feed (Betwatch v1's stream) stands, per source: the cursor after the last stored
 * batch and the feed's index (ids the stored market cannot give back), so a new leader resumes
 * the stream with no gap; and the stream's health for `/api/betwatch/ping` on every instance.
 * `feed_sources.last_error_code` keeps the provider's code of the last failure (`quota_exceeded`
 * freezes the market and marks every quote stale until a success).
 */
export class CreateFeedStreamState1763822000000 implements MigrationInterface {
  name = 'CreateFeedStreamState1763822000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE feed_stream_state (
        source text PRIMARY KEY,
        cursor text,
        cursor_at timestamptz,
        index jsonb,
        status jsonb,
        status_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'ALTER TABLE feed_sources ADD COLUMN last_error_code text',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE feed_sources DROP COLUMN last_error_code',
    );
    await queryRunner.query('DROP TABLE feed_stream_state');
  }
}
