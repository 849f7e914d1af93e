import type { ClientBase } from 'pg';

/**
 * Tables a backup leaves out (docs/operations.md §6): the migrations ledger (the restore runs the
 * migrations itself), signed-in sessions (a restored database asks everyone to sign in again, and
 * a backup file then holds no live credential), and short-lived state rebuilt on its own.
 */
const NOT_BACKED_UP = new Set([
  'migrations',
  'sessions',
  'login_throttle',
  'rate_limits',
  'idempotency_keys',
  'event_outbox',
  'leader_epoch',
  'movers_windows',
]);

export interface BackupTable {
  name: string;
  /** Columns a restore writes: every stored column but generated ones. */
  columns: string[];
}

/**
 * The public schema's tables to back up, parents before children (foreign keys), so a restore
 * can insert them in this order with every constraint checked.
 */
export async function backupTables(client: ClientBase): Promise<BackupTable[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind IN ('r', 'p')
      GROUP BY c.relname
      ORDER BY c.relname`,
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      WHERE k.contype = 'f' AND k.conrelid <> k.confrelid`,
  );
  const tables = rows.filter((table) => !NOT_BACKED_UP.has(table.name));
  return parentsFirst(tables, edges);
}

function parentsFirst(tables: BackupTable[], edges: { child: string; parent: string }[]): BackupTable[] {
  const ordered: BackupTable[] = [];
  const placed = new Set<string>();
  const byName = new Map(tables.map((table) => [table.name, table]));
  const visit = (table: BackupTable, path: Set<string>) => {
    if (placed.has(table.name) || path.has(table.name)) return;
    path.add(table.name);
    for (const edge of edges) {
      const parent = edge.child === table.name ? byName.get(edge.parent) : undefined;
      if (parent) visit(parent, path);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** A quoted SQL identifier. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
