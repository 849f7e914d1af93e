// Integration tests run against a real PostgreSQL: the server of DATABASE_URL when set, else an
// embedded server started here on a free port below the ephemeral range. Each test file then
// creates its own database on that server (see apps/api/test/support/test-database.ts).
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

export default async function globalSetup() {
  if (process.env.DATABASE_URL) {
    process.env.OVERLAY_TEST_PG_URL = process.env.DATABASE_URL;
    return;
  }
  const { EmbeddedPostgresServer } = await tsImport(
    '../../libs/infrastructure/src/database/embedded-postgres.server.ts',
    import.meta.url,
  );
  const port = await freePort();
  const root = join(process.cwd(), '.data');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(root, { recursive: true });
  const dataDir = join(mkdtempSync(join(root, 'test-pg-')), 'pg');
  const server = new EmbeddedPostgresServer({ dataDir, port, database: 'postgres' });
  await server.start();
  globalThis.__OVERLAY_TEST_PG__ = { server, dataDir };
  process.env.OVERLAY_TEST_PG_URL = server.url;
}

async function freePort() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    const free = await new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('No free port for the test PostgreSQL server');
}
