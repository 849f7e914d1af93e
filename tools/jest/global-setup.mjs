// Integration tests run against a real PostgreSQL: the server of DATABASE_URL when set, else an
// embedded server started here on a free port below the ephemeral range. Each test file then
// creates its own database on that server (see apps/api/test/support/test-database.ts).
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { freePort } from '../free-port.mjs';

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
  mkdirSync(root, { recursive: true });
  const dataDir = join(mkdtempSync(join(root, 'test-pg-')), 'pg');
  const server = new EmbeddedPostgresServer({ dataDir, port, database: 'postgres' });
  await server.start();
  globalThis.__OVERLAY_TEST_PG__ = { server, dataDir };
  process.env.OVERLAY_TEST_PG_URL = server.url;
}

