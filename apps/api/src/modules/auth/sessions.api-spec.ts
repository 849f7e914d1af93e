import { createHash } from 'node:crypto';
import request from 'supertest';
import {
  clientAddress,
  createAccount,
  queryDb,
  sessionCookieFor,
  sessionCookieOf,
} from '../../../test/support/accounts';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { PurgeExpiredAuthStateJob } from './jobs/purge-expired-auth-state.job';

const tokenOf = (cookie: string) => cookie.slice('overlay_session='.length);
const idOf = (cookie: string) => createHash('sha256').update(tokenOf(cookie)).digest('hex');

describe('Sessions (e2e)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const me = (app: TestApp, cookie: string) => request(app.server).get('/api/auth/me').set('Cookie', cookie);

  it('should store the SHA-256 of the token as the id, never the token', async () => {
    const account = await createAccount(testApp);
    const response = await request(testApp.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '203.0.113.7')
      .set('User-Agent', 'jest-agent')
      .send({ email: account.email, password: account.password })
      .expect(200);
    const cookie = sessionCookieOf(response);
    const rows = await queryDb<Record<string, unknown>>(testApp, 'SELECT * FROM sessions WHERE user_id = $1', [account.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: idOf(cookie), ip: '203.0.113.7', user_agent: 'jest-agent' });
    expect(JSON.stringify(rows)).not.toContain(tokenOf(cookie));
    const expiresInDays =
      ((rows[0].expires_at as Date).getTime() - (rows[0].created_at as Date).getTime()) / (24 * 3600 * 1000);
    expect(expiresInDays).toBeCloseTo(30, 5);
  });

  it('should end a session idle for 24 hours, and delete it', async () => {
    const account = await createAccount(testApp);
    const cookie = await sessionCookieFor(testApp, account);
    await queryDb(testApp, "UPDATE sessions SET last_seen_at = now() - interval '24 hours 1 second' WHERE id = $1", [
      idOf(cookie),
    ]);
    await me(testApp, cookie).expect(401);
    expect(await queryDb(testApp, 'SELECT 1 FROM sessions WHERE id = $1', [idOf(cookie)])).toHaveLength(0);
  });

  it('should keep a session used within 24 hours', async () => {
    const account = await createAccount(testApp);
    const cookie = await sessionCookieFor(testApp, account);
    await queryDb(testApp, "UPDATE sessions SET last_seen_at = now() - interval '23 hours' WHERE id = $1", [idOf(cookie)]);
    await me(testApp, cookie).expect(200);
  });

  it('should end a session at its absolute expiry however active it is', async () => {
    const account = await createAccount(testApp);
    const cookie = await sessionCookieFor(testApp, account);
    await queryDb(testApp, "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [idOf(cookie)]);
    await me(testApp, cookie).expect(401);
  });

  it('should write last_seen_at at most once a minute', async () => {
    const account = await createAccount(testApp);
    const cookie = await sessionCookieFor(testApp, account);
    const lastSeen = async () =>
      (await queryDb<{ last_seen_at: Date }>(testApp, 'SELECT last_seen_at FROM sessions WHERE id = $1', [idOf(cookie)]))[0]
        .last_seen_at;
    await queryDb(testApp, "UPDATE sessions SET last_seen_at = now() - interval '30 seconds' WHERE id = $1", [idOf(cookie)]);
    const recent = await lastSeen();
    await me(testApp, cookie).expect(200);
    expect(await lastSeen()).toEqual(recent);

    await queryDb(testApp, "UPDATE sessions SET last_seen_at = now() - interval '2 minutes' WHERE id = $1", [idOf(cookie)]);
    const stale = await lastSeen();
    await me(testApp, cookie).expect(200);
    expect((await lastSeen()).getTime()).toBeGreaterThan(stale.getTime() + 60_000);
  });

  it('should let the purge job delete expired sessions and spent login counters', async () => {
    const account = await createAccount(testApp);
    const live = await sessionCookieFor(testApp, account);
    const idle = await sessionCookieFor(testApp, account);
    await queryDb(testApp, "UPDATE sessions SET last_seen_at = now() - interval '2 days' WHERE id = $1", [idOf(idle)]);
    await queryDb(
      testApp,
      `INSERT INTO login_throttle (key, failures, window_started_at, locked_until)
       VALUES ('account:old@example.com', 5, now() - interval '2 hours', now() - interval '1 hour'),
              ('account:new@example.com', 1, now(), NULL)`,
    );
    const purged = await testApp.app.get(PurgeExpiredAuthStateJob).run();
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(purged.throttleKeys).toBeGreaterThanOrEqual(1);
    expect(await queryDb(testApp, 'SELECT 1 FROM sessions WHERE id = $1', [idOf(idle)])).toHaveLength(0);
    expect(await queryDb(testApp, 'SELECT 1 FROM sessions WHERE id = $1', [idOf(live)])).toHaveLength(1);
    const keys = await queryDb<{ key: string }>(testApp, 'SELECT key FROM login_throttle ORDER BY key');
    expect(keys.map((row) => row.key)).toContain('account:new@example.com');
    expect(keys.map((row) => row.key)).not.toContain('account:old@example.com');
  });

  describe('across instances', () => {
    let second: TestApp;

    beforeAll(async () => {
      second = await createTestApp({}, { database: testApp.database });
    });

    afterAll(async () => {
      await second.close();
    });

    it('should accept on one instance a session started on another, and survive a restart', async () => {
      const account = await createAccount(testApp);
      const response = await request(testApp.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', clientAddress())
        .send({ email: account.email, password: account.password })
        .expect(200);
      const cookie = sessionCookieOf(response);
      await me(second, cookie).expect(200);

      // A restart is a new process on the same database.
      const restarted = await createTestApp({}, { database: testApp.database });
      try {
        await me(restarted, cookie).expect(200);
      } finally {
        await restarted.close();
      }
    });

    it('should make a logout on one instance count on the other', async () => {
      const account = await createAccount(testApp);
      const cookie = await sessionCookieFor(testApp, account);
      await me(second, cookie).expect(200);
      await request(testApp.server).post('/api/auth/logout').set('Cookie', cookie).expect(204);
      await me(second, cookie).expect(401);
    });

    it('should share the login throttle between instances', async () => {
      const account = await createAccount(testApp);
      const address = clientAddress();
      for (let i = 0; i < 5; i += 1) {
        const app = i % 2 === 0 ? testApp : second;
        await request(app.server)
          .post('/api/auth/login')
          .set('X-Forwarded-For', address)
          .send({ email: account.email, password: 'wrong-password' })
          .expect(401);
      }
      await request(second.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', clientAddress())
        .send({ email: account.email, password: account.password })
        .expect(429);
    });
  });
});
