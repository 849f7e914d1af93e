import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `races.region`: the provider's meeting location (an Australian state or NZ, Betwatch
 * `meeting.location`), which picks the venue's time zone for a track the zone table does not list.
 */
export class AddRaceRegion1764030000001 implements MigrationInterface {
  name = 'AddRaceRegion1764030000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE races ADD COLUMN region text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE races DROP COLUMN region');
  }
}
