import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The account PostgreSQL runs as when we are root (it refuses to run as root). */
export interface PostgresIdentity {
  uid: number;
  gid: number;
}

/** Where a cluster's binaries and data are, and whom its processes run as. */
export interface PostgresCluster {
  binDir: string;
  /** The real folder passed to `-D` (never a symlink). */
  dataDir: string;
  /** Null: run as ourselves (we are not root). */
  identity: PostgresIdentity | null;
}

const READY = 'database system is ready to accept connections';
const running = new Set<ChildProcess>();

// A crash or process.exit skips stop(): still ask each server to shut down (fast, by itself).
process.once('exit', () => {
  for (const child of running) child.kill('SIGINT');
});

/** `initdb` into an empty folder owned by the cluster's user, with a password for `user`. */
export async function initCluster(cluster: PostgresCluster, user: string, password: string): Promise<void> {
  mkdirSync(cluster.dataDir, { recursive: true, mode: 0o700 });
  giveTo(cluster, cluster.dataDir);
  // Beside the data folder: a place the cluster's user can reach, unlike perhaps os.tmpdir().
  const pwFile = join(dirname(cluster.dataDir), `.pwfile-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  giveTo(cluster, pwFile);
  try {
    const args = [
      `--pgdata=${cluster.dataDir}`,
      '--auth=password',
      `--username=${user}`,
      `--pwfile=${pwFile}`,
      '--encoding=UTF8',
      '--locale=C',
      '--lc-messages=C',
    ];
    const { code, output } = await runToEnd(spawn(join(cluster.binDir, 'initdb'), args, spawnOptions(cluster)));
    if (code !== 0) throw new Error(`initdb failed (exit ${code}): ${lastLines(output)}`);
  } finally {
    rmSync(pwFile, { force: true });
  }
}

/** Starts `postgres` as a child process and resolves once it accepts connections. */
export function startServer(cluster: PostgresCluster, port: number, log: (line: string) => void): Promise<ChildProcess> {
  const child = spawn(join(cluster.binDir, 'postgres'), ['-D', cluster.dataDir, '-p', String(port)], spawnOptions(cluster));
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      for (const line of text.split('\n')) if (line.trim()) log(line.trim());
      if (output.includes(READY)) resolve(child);
    });
    child.once('error', (error) => reject(new Error(`could not run postgres: ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`postgres exited (code ${code}): ${lastLines(output)}`)));
  });
}

/** Fast shutdown (SIGINT) of a server started here; resolves when it has exited. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

/** A SIGKILLed parent leaves its postgres running and holding the port: stop it. */
export function stopOrphanedServer(cluster: PostgresCluster, log: (line: string) => void): void {
  const pidFile = join(cluster.dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) {
    rmSync(pidFile, { force: true });
    return;
  }
  log(`Stopping PostgreSQL (pid ${pid}) left behind by an earlier run`);
  const args = ['-D', cluster.dataDir, 'stop', '-m', 'fast', '-w'];
  const result = spawnSync(join(cluster.binDir, 'pg_ctl'), args, { ...spawnOptions(cluster), stdio: 'ignore' });
  if (result.status !== 0) {
    process.kill(pid, 'SIGTERM');
    waitUntilGone(pid);
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

function spawnOptions(cluster: PostgresCluster): SpawnOptions {
  return {
    ...(cluster.identity ?? {}),
    // Our cwd may be a folder the cluster's user cannot enter; the data's parent it can.
    cwd: dirname(cluster.dataDir),
    // English messages: start-up is detected by the READY line.
    env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  };
}

function giveTo(cluster: PostgresCluster, path: string): void {
  if (cluster.identity) chownSync(path, cluster.identity.uid, cluster.identity.gid);
}

function runToEnd(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`could not run initdb: ${error.message}`)));
    child.once('close', (code) => resolve({ code, output }));
  });
}

function lastLines(output: string): string {
  return output.trim().split('\n').slice(-5).join(' | ');
}

function waitUntilGone(pid: number): void {
  const deadline = Date.now() + 10_000;
  while (isProcessAlive(pid) && Date.now() < deadline) spawnSync('sleep', ['0.1']);
}
