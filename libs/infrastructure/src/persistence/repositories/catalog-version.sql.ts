import type { DataSource } from 'typeorm';

/** The change counter of `promos` or `boosts` (bumped by a trigger on every write). */
export async function catalogVersion(dataSource: DataSource, name: 'promos' | 'boosts'): Promise<number> {
  const rows: { version: string }[] = await dataSource.query('SELECT version FROM catalog_versions WHERE name = $1', [
    name,
  ]);
  // bigint arrives as text; a counter bumped once per write stays far below 2^53.
  return rows.length === 0 ? 0 : Number(rows[0].version);
}
