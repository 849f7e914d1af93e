import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `event_outbox`: every event an instance publishes for the others, with a durable sequence
 * (`id`). The NOTIFY carries the id; a listener that lost its connection reads what it missed
 * from here. Rows older than a few minutes are pruned (docs/operations.md §5).
 */
export class CreateEventOutbox1764110000001 implements MigrationInterface {
  name = 'CreateEventOutbox1764110000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE event_outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        origin text NOT NULL,
        name text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX event_outbox_created_at ON event_outbox (created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE event_outbox');
  }
}
