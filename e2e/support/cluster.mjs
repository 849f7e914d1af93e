// Several api instances on one PostgreSQL, as production runs them (docs/operations.md §7): a
// database of their own (on DATABASE_URL's server, else an embedded one), the built api started
// as `node dist/…/main.js` per instance, and the checks the tests wait on.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { API_NODE_FLAGS } from '../../scripts/api-node-flags.mjs';
import { freePort } from '../../tools/free-port.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const mainJs = join(root, 'dist/api/apps/api/src/main.js');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh database for this run; `drop()` removes it (and the embedded server, if one was started). */
export async function openClusterDatabase(name = `overlay_multi_${process.pid}`) {
  if (process.env.DATABASE_URL) {
    const server = new URL(process.env.DATABASE_URL);
    server.pathname = '/postgres';
    await adminQuery(server.href, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(server.href, `CREATE DATABASE ${name}`);
    const url = new URL(server.href);
    url.pathname = `/${name}`;
    return { url: url.href, drop: () => adminQuery(server.href, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  }
  const { EmbeddedPostgresServer } = await tsImport('../../libs/infrastructure/src/database/embedded-postgres.server.ts', import.meta.url);
  mkdirSync(join(root, '.data'), { recursive: true });
  const dataDir = join(mkdtempSync(join(root, '.data', 'multi-pg-')), 'pg');
  const server = new EmbeddedPostgresServer({ dataDir, port: await freePort(), database: 'postgres' });
  await server.start();
  return {
    url: server.url,
    drop: async () => {
      await server.stop();
      EmbeddedPostgresServer.removeData(dataDir);
      rmSync(dirname(dataDir), { recursive: true, force: true });
    },
  };
}

async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** One query on the cluster's database (a new connection each time: cheap enough for tests). */
export const query = (url, sql, params) =>
  (async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  })();

/** Starts the built api on `port`; `instance.exited` settles with its exit code and signal. */
export function startInstance(port, env) {
  const child = spawn(process.execPath, [...API_NODE_FLAGS, mainJs], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', WEB_DIST_DIR: join(root, 'dist/web'), LOG_LEVEL: 'silent', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.port = port;
  child.output = '';
  child.stdout.on('data', (chunk) => (child.output += chunk));
  child.stderr.on('data', (chunk) => (child.output += chunk));
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return child;
}

/** Waits for `/api/health/ready` to answer 200 (migrations done, database up). */
export async function waitReady(instance, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.exitCode !== null) throw new Error(`instance on ${instance.port} exited early:\n${instance.output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${instance.port}/api/health/ready`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`instance on ${instance.port} not ready within ${timeoutMs} ms:\n${instance.output}`);
}

/** Signs in through `baseUrl`; returns the `Cookie` header value. */
export async function signIn(baseUrl, email, password) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** The backend pid holding the leader lock (an advisory lock granted on the overlay-leader connection), or null. */
export async function leaderBackend(url) {
  const rows = await query(
    url,
    `SELECT a.pid FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.granted AND a.application_name = 'overlay-leader'
        AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
  );
  return rows[0]?.pid ?? null;
}

export { freePort, root };
