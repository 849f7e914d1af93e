import request from 'supertest';
import { createAccount, queryDb, sessionCookieFor } from '../../../test/support/accounts';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { BrowserEventHub } from '../event-stream';

describe('GET /api/health', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.database.admin(`ALTER DATABASE ${testApp.database.name} ALLOW_CONNECTIONS true`);
    await testApp.close();
  });

  it('should tell an anonymous caller only that the service is up', async () => {
    const response = await request(testApp.server).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('should add the database for a signed-in user, and version and uptime for an admin only', async () => {
    const member = await sessionCookieFor(testApp, await createAccount(testApp, { role: 'member' }));
    const editor = await sessionCookieFor(testApp, await createAccount(testApp, { role: 'promo_editor' }));
    const admin = await sessionCookieFor(testApp, await createAccount(testApp, { role: 'admin' }));
    const as = async (cookie: string) => (await request(testApp.server).get('/api/health').set('Cookie', cookie).expect(200)).body;
    expect(await as(member)).toEqual({ status: 'ok', db: 'up' });
    expect(await as(editor)).toEqual({ status: 'ok', db: 'up' });
    expect(await as(admin)).toEqual({ status: 'ok', db: 'up', version: expect.any(String), uptimeSeconds: expect.any(Number) });
    expect(await as('overlay_session=not-a-session')).toEqual({ status: 'ok' });
  });

  it('should answer 503 with db down while the database is unreachable, then 200 again', async () => {
    const { name } = testApp.database;
    await testApp.database.admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await testApp.database.admin(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    const down = await request(testApp.server).get('/api/health').expect(503);
    expect(down.body).toEqual({ status: 'degraded' });

    await testApp.database.admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    const up = await request(testApp.server).get('/api/health').expect(200);
    expect(up.body).toEqual({ status: 'ok' });
  });

  it('should answer /api/health/live and /api/health/ready, ready telling the feed, migrations and database', async () => {
    expect((await request(testApp.server).get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    const ready = await request(testApp.server).get('/api/health/ready').expect(200);
    // No feed has refreshed in this test app: stale, and still ready (every instance reads the same data).
    expect(ready.body).toEqual({ status: 'ready', ready: true, database: 'up', migrations: 'done', feed: 'stale' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('should not be ready while a migration is pending, and not ready with the database away, live all along', async () => {
    await queryDb(testApp, "DELETE FROM migrations WHERE name = (SELECT name FROM migrations ORDER BY id DESC LIMIT 1) RETURNING name");
    const pending = await request(testApp.server).get('/api/health/ready').expect(503);
    expect(pending.body).toMatchObject({ status: 'not_ready', database: 'up', migrations: 'pending' });
    const { name } = testApp.database;
    await testApp.database.admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await testApp.database.admin('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    const down = await request(testApp.server).get('/api/health/ready').expect(503);
    expect(down.body).toEqual({ status: 'not_ready', ready: false, database: 'down', migrations: 'unknown', feed: 'unknown' });
    await request(testApp.server).get('/api/health/live').expect(200);
    await testApp.database.admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
  });

  it('should answer not ready from the start of shutdown while still answering requests, live all along', async () => {
    // Its own app and database: the test above leaves a migration pending in the shared one.
    const stopping = await createTestApp();
    await request(stopping.server).get('/api/health/ready').expect(200);
    // Hold the shutdown in one of its later steps (the event streams ending) to ask while it runs.
    const hub = stopping.app.get(BrowserEventHub);
    const endStreams = hub.beforeApplicationShutdown.bind(hub);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const holding = new Promise<void>((resolve) => (reached = resolve));
    jest.spyOn(hub, 'beforeApplicationShutdown').mockImplementation(async () => {
      reached();
      await held;
      endStreams();
    });
    const closed = stopping.close();
    try {
      await holding;
      const ready = await request(stopping.server).get('/api/health/ready').expect(503);
      expect(ready.body).toEqual({ status: 'not_ready', ready: false, database: 'unknown', migrations: 'unknown', feed: 'unknown' });
      expect(ready.headers['cache-control']).toBe('no-store');
      expect((await request(stopping.server).get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    } finally {
      release();
      await closed;
    }
  });

  it('should answer unknown api paths with a JSON 404 and no stack trace', async () => {
    const response = await request(testApp.server).get('/api/no-such-route').expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      message: 'Cannot GET /api/no-such-route',
      error: 'Not Found',
    });
  });
});
