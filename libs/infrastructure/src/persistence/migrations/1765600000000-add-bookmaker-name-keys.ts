import type { MigrationInterface, QueryRunner } from 'typeorm';
import { nameSkeletons } from '../../text/name-skeletons';

/**
 * Look-alike bookmaker names are refused by the database (docs/product.md §5): each source's
 * Unicode skeletons (`nameSkeletons`) are held under a unique key, so of two custom names added at
 * once that look alike one is stored and the other refused. Existing sources take their keys
 * here, the built-in and feed sources first, then custom ones, each by age: where two stored
 * names already look alike, the older holds the key (both stay).
 */
export class AddBookmakerNameKeys1765600000000 implements MigrationInterface {
  name = 'AddBookmakerNameKeys1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE bookmaker_name_keys (
        key text PRIMARY KEY,
        name text NOT NULL REFERENCES bookmakers (name) ON DELETE CASCADE ON UPDATE CASCADE
      )`);
    await queryRunner.query('CREATE INDEX bookmaker_name_keys_name_idx ON bookmaker_name_keys (name)');
    const sources = (await queryRunner.query('SELECT name FROM bookmakers ORDER BY is_custom, created_at, name')) as { name: string }[];
    const holders = new Map<string, string>();
    for (const { name } of sources) {
      for (const key of nameSkeletons(name)) if (!holders.has(key)) holders.set(key, name);
    }
    await queryRunner.query('INSERT INTO bookmaker_name_keys (key, name) SELECT * FROM unnest($1::text[], $2::text[])', [
      [...holders.keys()],
      [...holders.values()],
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE bookmaker_name_keys');
  }
}
