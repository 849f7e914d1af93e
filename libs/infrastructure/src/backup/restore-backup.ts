import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createDataSourceOptions } from '../persistence/data-source-options';
import { BACKUP_END, BACKUP_FORMAT_VERSION, BACKUP_MAGIC, BackupError } from './backup-format';
import type { BackupHeader, BackupSummary } from './backup-format';
import { backupTables, ident } from './backup-tables';
import type { BackupTable } from './backup-tables';
import { appliedMigrations } from './write-backup';

/**
 * Restores `file` into `databaseUrl`, which must hold no user yet (a new database, or one only the
 * migrations have seeded): runs the migrations, then, in one transaction, empties the backed-up
 * tables, inserts every row with all constraints checked, moves identity sequences past the
 * restored ids and checks each table's count against the file's end line. Any failure leaves the
 * target as it was.
 */
export async function restoreBackup(databaseUrl: string, file: string): Promise<BackupSummary> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const header = parseHeader((await iterator.next()).value);
  const migrated = new DataSource(createDataSourceOptions(databaseUrl));
  await migrated.initialize();
  await migrated.destroy();

  const client = new Client({ connectionString: databaseUrl, application_name: 'overlay-restore' });
  await client.connect();
  try {
    const applied = await appliedMigrations(client);
    if (applied.join() !== header.migrations.join()) {
      throw new BackupError(
        `The backup was taken at migration ${header.migrations.at(-1)}, this release is at ${applied.at(-1)}: restore it with the release that wrote it, then upgrade.`,
      );
    }
    await client.query('BEGIN');
    const { rows: users } = await client.query('SELECT 1 FROM users LIMIT 1');
    if (users.length > 0) throw new BackupError('The target database already has users: restore into a new database.');
    const tables = new Map((await backupTables(client)).map((table) => [table.name, table]));
    await client.query(`TRUNCATE ${[...tables.keys()].map(ident).join(', ')} CASCADE`);
    const restored: Record<string, number> = {};
    let summary: BackupSummary | null = null;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const tab = next.value.indexOf('\t');
      const kind = next.value.slice(0, tab);
      const json = next.value.slice(tab + 1);
      if (kind === BACKUP_END) {
        summary = JSON.parse(json) as BackupSummary;
        break;
      }
      const table = tables.get(kind);
      if (!table) throw new BackupError(`The backup holds a table this database lacks: ${kind}`);
      restored[kind] = (restored[kind] ?? 0) + (await insertRows(client, table, json));
    }
    if (!summary) throw new BackupError('The backup file is cut short (no end line): it cannot be restored.');
    for (const [name, count] of Object.entries(summary.rows)) {
      if ((restored[name] ?? 0) !== count) {
        throw new BackupError(`The backup says ${count} rows of ${name}, the file held ${restored[name] ?? 0}.`);
      }
    }
    for (const table of tables.values()) await moveSequencesPast(client, table);
    await client.query('COMMIT');
    return summary;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    lines.close();
    await client.end().catch(() => undefined);
  }
}

function parseHeader(line: string | undefined): BackupHeader {
  const [magic, json] = (line ?? '').split('\t', 2);
  if (magic !== BACKUP_MAGIC || !json) throw new BackupError('Not an Overlay backup file.');
  const header = JSON.parse(json) as BackupHeader;
  if (header.format !== BACKUP_FORMAT_VERSION) throw new BackupError(`Unknown backup format ${header.format}.`);
  return header;
}

/** PostgreSQL reads the JSON text itself, so no number or time passes through JavaScript. */
async function insertRows(client: Client, table: BackupTable, json: string): Promise<number> {
  const columns = table.columns.map(ident).join(', ');
  const result = await client.query(
    `INSERT INTO ${ident(table.name)} (${columns}) OVERRIDING SYSTEM VALUE
     SELECT ${columns} FROM json_populate_recordset(NULL::${ident(table.name)}, $1::json)`,
    [json],
  );
  return result.rowCount ?? 0;
}

async function moveSequencesPast(client: Client, table: BackupTable): Promise<void> {
  for (const column of table.columns) {
    const { rows } = await client.query<{ seq: string | null }>('SELECT pg_get_serial_sequence($1, $2) AS seq', [
      ident(table.name),
      column,
    ]);
    const seq = rows[0].seq;
    if (!seq) continue;
    await client.query(
      `SELECT setval($1::regclass, COALESCE((SELECT max(${ident(column)}) FROM ${ident(table.name)}), 0) + 1, false)`,
      [seq],
    );
  }
}
