// Integration tests run against a real PostgreSQL: the server of DATABASE_URL when set, else an
// embedded server started here on a free port below the ephemeral range. Each test file then
// creates its own database on that server (see apps/api/test/support/test-database.ts).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
  try {
    await server.start();
  } catch (error) {
    EmbeddedPostgresServer.removeData(dataDir);
    rmSync(dirname(dataDir), { recursive: true, force: true });
    // One line that says why and what to do, not a stack trace.
    if (error?.name !== 'EmbeddedPostgresUnavailableError') throw error;
    console.error(`\n${error.message}`);
    process.exit(1);
  }
  globalThis.__OVERLAY_TEST_PG__ = { server, dataDir, removeData: EmbeddedPostgresServer.removeData };
  process.env.OVERLAY_TEST_PG_URL = server.url;
}

