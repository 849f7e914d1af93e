// The product's process lifecycle, as `npm start` runs it: first start creates the admin, SIGINT
// leaves no PostgreSQL behind, a second start reuses the data, and after a SIGKILL (which orphans
// the embedded PostgreSQL) the next start finds that server, stops it and comes up healthy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS } from '../scripts/api-node-flags.mjs';
import { freePort } from '../tools/free-port.mjs';
import { clusterFolder, removeDataFolder } from './support/data-folder.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));


function start(env) {
  const child = spawn(process.execPath, [...API_NODE_FLAGS, join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.output = '';
  child.stdout.on('data', (chunk) => (child.output += chunk));
  child.stderr.on('data', (chunk) => (child.output += chunk));
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return child;
}

async function waitHealthy(port, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) assert.fail(`exited early:\n${child.output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) return response.json();
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.fail(`not healthy within ${timeoutMs} ms:\n${child.output}`);
}

function postgresPids(dataDir) {
  return spawnSync('pgrep', ['-f', `postgres -D ${dataDir}`]).stdout.toString().trim();
}

test('start, stop, restart after SIGKILL', { timeout: 240_000 }, async () => {
  mkdirSync(join(root, '.data'), { recursive: true });
  const dataDir = mkdtempSync(join(root, '.data', 'lifecycle-'));
  // The cluster's real folder, known once the first start has made it (a symlink as root).
  let pgDir = join(dataDir, 'pg');
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };
  delete env.DATABASE_URL;
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  try {
    const first = start(env);
    const health = await waitHealthy(port, first);
    pgDir = clusterFolder(dataDir);
    assert.equal(health.status, 'ok');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.match(first.output, new RegExp(`Overlay is running at http://localhost:${port}`));
    assert.match(first.output, /Admin account created: admin@overlay\.local/);
    assert.match(first.output, /Admin password \(shown once\): \S{8,}/);
    first.kill('SIGINT');
    assert.equal((await first.exited).code, 0);
    assert.equal(postgresPids(pgDir), '', 'SIGINT left PostgreSQL running');

    const second = start(env);
    await waitHealthy(port, second);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.doesNotMatch(second.output, /Admin account created/, 'the second start should reuse the data');
    second.kill('SIGKILL');
    await second.exited;
    assert.notEqual(postgresPids(pgDir), '', 'SIGKILL should orphan the embedded PostgreSQL');

    const third = start(env);
    await waitHealthy(port, third);
    third.kill('SIGTERM');
    assert.equal((await third.exited).code, 0);
    assert.equal(postgresPids(pgDir), '', 'SIGTERM left PostgreSQL running');
  } finally {
    const leftover = postgresPids(pgDir);
    if (leftover) spawnSync('kill', leftover.split('\n'));
    await removeDataFolder(dataDir);
  }
});
