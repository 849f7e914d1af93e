import { once } from 'node:events';
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { createGzip } from 'node:zlib';
import { Client } from 'pg';
import { BACKUP_END, BACKUP_FORMAT_VERSION, BACKUP_MAGIC, BackupError } from './backup-format';
import type { BackupHeader, BackupSummary } from './backup-format';
import { backupTables, ident } from './backup-tables';

const BATCH_ROWS = 2000;

/**
 * Writes a consistent backup of `databaseUrl` to `file`: one REPEATABLE READ snapshot, so a
 * running api may keep writing meanwhile. Written beside `file` first and renamed when complete.
 */
export async function writeBackup(databaseUrl: string, file: string): Promise<BackupSummary> {
  const client = new Client({ connectionString: databaseUrl, application_name: 'overlay-backup' });
  await client.connect();
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const output = gzip.pipe(createWriteStream(partial, { mode: 0o600 }));
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const header: BackupHeader = {
      format: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(client),
      server: (await client.query<{ v: string }>('SHOW server_version')).rows[0].v,
    };
    await write(`${BACKUP_MAGIC}\t${JSON.stringify(header)}`);
    const summary: BackupSummary = { rows: {} };
    for (const table of await backupTables(client)) {
      summary.rows[table.name] = 0;
      await client.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM ${ident(table.name)} t`);
      for (;;) {
        const { rows } = await client.query<{ r: string }>(`FETCH ${BATCH_ROWS} FROM backup_rows`);
        if (rows.length === 0) break;
        summary.rows[table.name] += rows.length;
        await write(`${table.name}\t[${rows.map((row) => row.r).join(',')}]`);
      }
      await client.query('CLOSE backup_rows');
    }
    await client.query('COMMIT');
    await write(`${BACKUP_END}\t${JSON.stringify(summary)}`);
    gzip.end();
    await once(output, 'finish');
    renameSync(partial, file);
    return summary;
  } catch (error) {
    gzip.destroy();
    output.destroy();
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function appliedMigrations(client: Client): Promise<string[]> {
  const { rows: ledger } = await client.query<{ found: string | null }>(`SELECT to_regclass('migrations')::text AS found`);
  if (!ledger[0].found) throw new BackupError('This database has no Overlay schema (never migrated): there is nothing to back up.');
  const { rows } = await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY "timestamp", id');
  return rows.map((row) => row.name);
}
