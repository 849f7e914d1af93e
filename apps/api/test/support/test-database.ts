import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  url: string;
  name: string;
  /** Runs SQL as the server's superuser on the `postgres` database (outside the test DB). */
  admin<T = unknown>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A fresh database on the integration server (embedded, or DATABASE_URL), one per test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.OVERLAY_TEST_PG_URL;
  if (!serverUrl) throw new Error('OVERLAY_TEST_PG_URL is unset: run with the integration project');
  const name = `overlay_t_${randomBytes(5).toString('hex')}`;
  const adminUrl = withDatabase(serverUrl, 'postgres');
  const admin = async <T>(sql: string, params: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  return {
    url: withDatabase(serverUrl, name),
    name,
    admin,
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
