// Browser end-to-end tests: starts the built product the way `npm start` does (fresh data folder,
// its own ports, known admin account), waits for /api/health, runs e2e/specs with node's test
// runner, then stops the product with SIGTERM and checks no PostgreSQL process is left behind.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../tools/free-port.mjs';
import { clusterFolder, removeDataFolder } from './support/data-folder.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
mkdirSync(join(root, '.data'), { recursive: true });
const dataDir = mkdtempSync(join(root, '.data', 'e2e-'));
const port = await freePort();
const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: String(await freePort()),
  ADMIN_EMAIL: 'admin@e2e.test',
  ADMIN_PASSWORD: 'e2e-admin-password',
  ODDS_FEED: process.env.ODDS_FEED ?? 'simulated',
  SESSION_SECRET: 'e2e-session-secret',
};
delete env.DATABASE_URL;

const product = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let productLog = '';
product.stdout.on('data', (chunk) => (productLog += chunk));
product.stderr.on('data', (chunk) => (productLog += chunk));

let code = 1;
try {
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, 90_000);
  const specs = readdirSync(join(root, 'e2e/specs'))
    .filter((file) => file.endsWith('.e2e.ts'))
    .map((file) => join('e2e/specs', file));
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', ...specs],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: `http://127.0.0.1:${port}`,
        E2E_ADMIN_EMAIL: env.ADMIN_EMAIL,
        E2E_ADMIN_PASSWORD: env.ADMIN_PASSWORD,
      },
    },
  );
  code = result.status ?? 1;
} catch (error) {
  console.error(String(error));
  console.error(productLog.slice(-4000));
} finally {
  product.kill('SIGTERM');
  await new Promise((resolve) => product.once('exit', resolve));
  const leftover = spawnSync('pgrep', ['-f', `postgres -D ${clusterFolder(dataDir)}`]).stdout.toString().trim();
  if (leftover) {
    console.error(`PostgreSQL still running after shutdown: ${leftover}`);
    code = 1;
  }
  await removeDataFolder(dataDir);
}
process.exit(code);

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (product.exitCode !== null) throw new Error(`The product exited with ${product.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

