import { BackupError, restoreBackup, writeBackup } from '@overlay/infrastructure';
import type { BackupSummary } from '@overlay/infrastructure';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { openDatabase } from '../bootstrap/open-database';
import type { OpenedDatabase } from '../bootstrap/open-database';
import { loadAppConfig } from '../config/app-config';
import type { CliOutput } from './user-cli.runner';

const DB_USAGE = `Usage: npm run db:backup [-- FILE]     (default <DATA_DIR>/backups/overlay-<time>.backup.gz)
       npm run db:restore -- FILE       (into a database with no users yet)`;

/**
 * `npm run db:backup` / `npm run db:restore -- FILE` (docs/operations.md §6), against DATABASE_URL
 * or the embedded server (shared with a running api). Returns the process exit code.
 */
export async function runDbCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: CliOutput = { log: (line) => console.log(line), error: (line) => console.error(line) },
  now: () => Date = () => new Date(),
): Promise<number> {
  const [command, file, ...extra] = argv;
  if ((command !== 'backup' && command !== 'restore') || extra.length > 0 || (command === 'restore' && !file)) {
    out.error(DB_USAGE);
    return 2;
  }
  let database: OpenedDatabase | null = null;
  try {
    const config = loadAppConfig(env);
    database = await openDatabase(config);
    if (command === 'backup') {
      const target = resolve(file ?? join(config.dataDir, 'backups', `overlay-${stamp(now())}.backup.gz`));
      mkdirSync(dirname(target), { recursive: true });
      const summary = await writeBackup(database.url, target);
      out.log(`Backed up ${describe(summary)} to ${target}`);
    } else {
      const summary = await restoreBackup(database.url, resolve(file));
      out.log(`Restored ${describe(summary)} from ${resolve(file)}`);
    }
    return 0;
  } catch (error) {
    // A BackupError says what to do; anything else is shown as its message, never a stack.
    out.error(`Error: ${error instanceof BackupError || error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.close().catch(() => undefined);
  }
}

function describe(summary: BackupSummary): string {
  const counts = summary.rows;
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const shown = ['users', 'promos', 'boosts', 'bets'].map((name) => `${counts[name] ?? 0} ${name}`).join(', ');
  return `${total} rows (${shown})`;
}

/** 2026-11-27T01:02:03.456Z → 20261127-010203 (sorts by time, safe in a file name). */
function stamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace(/-/g, '').replace('T', '-').replace(/:/g, '');
}
