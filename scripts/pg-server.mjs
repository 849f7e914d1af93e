// Small helper for .ci/run: `ready`, `create NAME`, `drop NAME` on the PostgreSQL server at
// PG_SERVER_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import pg from 'pg';

const serverUrl = process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const [command, name] = process.argv.slice(2);
const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });

try {
  await client.connect();
} catch {
  process.exit(command === 'ready' ? 1 : 2);
}
try {
  if (command === 'create' || command === 'drop') {
    if (!/^[a-z0-9_]+$/.test(name ?? '')) throw new Error(`Bad database name: ${name}`);
    await client.query(
      command === 'create' ? `CREATE DATABASE ${name}` : `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
    );
  }
} finally {
  await client.end();
}
