import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The bet log pages by keyset, newest first by (placed_at, id) (`docs/architecture.md §5`): the
 * user's index by placing gains the id, so a page is one index range scan however deep it is.
 */
export class AddBetLogKeysetIndex1764020000000 implements MigrationInterface {
  name = 'AddBetLogKeysetIndex1764020000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX bets_user_placed_id_idx ON bets (user_id, placed_at DESC, id DESC)');
    await queryRunner.query('DROP INDEX bets_user_placed_idx');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX bets_user_placed_idx ON bets (user_id, placed_at DESC)');
    await queryRunner.query('DROP INDEX bets_user_placed_id_idx');
  }
}
