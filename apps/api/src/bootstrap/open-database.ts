import { EmbeddedPostgresServer, isProcessAlive } from '@overlay/infrastructure';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../config/app-config';

export interface OpenedDatabase {
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * The database the process should use: DATABASE_URL when set, else the embedded server under
 * `<dataDir>/pg`. A lock file names the process that owns the embedded server, so a CLI run
 * beside a running api shares its server instead of starting (or stopping) one.
 */
export async function openDatabase(config: AppConfig): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, close: async () => undefined };
  }
  const dataDir = resolve(config.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const lockFile = ownerFile(config);
  const server = new EmbeddedPostgresServer({
    dataDir: join(dataDir, 'pg'),
    port: config.embeddedPgPort,
    database: 'overlay',
  });
  if (embeddedOwner(config) !== null) {
    return { url: server.url, embedded: true, close: async () => undefined };
  }
  writeFileSync(lockFile, String(process.pid));
  try {
    await server.start();
  } catch (error) {
    rmSync(lockFile, { force: true });
    throw error;
  }
  return {
    url: server.url,
    embedded: true,
    close: async () => {
      await server.stop();
      rmSync(lockFile, { force: true });
    },
  };
}

/** Another live process already serves the embedded database (a second `npm start`). */
export function embeddedOwner(config: AppConfig): number | null {
  if (config.databaseUrl) return null;
  const owner = readOwner(ownerFile(config));
  return owner !== null && owner !== process.pid && isProcessAlive(owner) ? owner : null;
}

function ownerFile(config: AppConfig): string {
  return join(resolve(config.dataDir), 'embedded-pg.owner');
}

function readOwner(lockFile: string): number | null {
  if (!existsSync(lockFile)) return null;
  const pid = Number(readFileSync(lockFile, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}
