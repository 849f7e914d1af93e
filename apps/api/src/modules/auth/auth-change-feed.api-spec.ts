import request from 'supertest';
import { createAccount, queryDb, sessionCookieFor } from '../../../test/support/accounts';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { AuthChangeFeed } from './application/auth-change-feed';
import { AuthenticateSessionUseCase } from './application/authenticate-session.use-case';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FLIP_WITHIN_MS = 200;
const POLL_MS = 20;

/**
 * Polls `probe` every 20 ms: it must turn true within 200 ms (far below the route's 1 s reuse, so
 * only the change feed can explain it) and stay true for a few more polls.
 */
async function expectFlipSoon(probe: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > FLIP_WITHIN_MS) throw new Error(`no change within ${FLIP_WITHIN_MS} ms`);
    await sleep(POLL_MS);
  }
  for (let poll = 0; poll < 5; poll += 1) {
    await sleep(POLL_MS);
    expect(await probe()).toBe(true);
  }
}

// Two api instances on one database: a change made through A, or by SQL (as the CLI does),
// reaches B's reused session checks through the `overlay_auth` notifications within milliseconds.
describe('Auth change feed (e2e)', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: string;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { database: a.database });
    admin = await sessionCookieFor(a, await createAccount(a, { role: 'admin' }));
  });

  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const opportunities = (cookie: string) => request(b.server).get('/api/opportunities').set('Cookie', cookie);
  const refusedOnB = (cookie: string) => async () => (await opportunities(cookie)).status === 401;

  /** A member signed in on B whose session check B now reuses. */
  async function primedMember(role: 'member' | 'promo_editor' = 'member') {
    const account = await createAccount(b, { role });
    const cookie = await sessionCookieFor(b, account);
    expect(b.app.get(AuthChangeFeed).isListening).toBe(true);
    expect(b.app.get(AuthenticateSessionUseCase).isReuseEnabled).toBe(true);
    await opportunities(cookie).expect(200);
    return { account, cookie, token: cookie.slice('overlay_session='.length) };
  }

  it('should refuse on B within milliseconds a member deactivated through A’s admin api', async () => {
    const { account, cookie } = await primedMember();
    await request(a.server).patch(`/api/admin/users/${account.id}`).set('Cookie', admin).send({ is_active: false }).expect(200);
    await expectFlipSoon(refusedOnB(cookie));
  });

  it('should refuse on B within milliseconds a member deactivated by SQL (sessions left in place)', async () => {
    const { account, cookie } = await primedMember();
    await queryDb(a, 'UPDATE users SET is_active = false WHERE id = $1', [account.id]);
    await expectFlipSoon(refusedOnB(cookie));
    expect(await queryDb(a, 'SELECT 1 FROM sessions WHERE user_id = $1', [account.id])).toEqual([]);
  });

  it('should refuse on B within milliseconds a session deleted by SQL', async () => {
    const { account, cookie } = await primedMember();
    await queryDb(a, 'DELETE FROM sessions WHERE user_id = $1', [account.id]);
    await expectFlipSoon(refusedOnB(cookie));
  });

  it('should show on B within milliseconds a demotion made through A', async () => {
    const { account, token } = await primedMember('promo_editor');
    const authenticate = b.app.get(AuthenticateSessionUseCase);
    await expect(authenticate.executeReusing(token, 60_000)).resolves.toMatchObject({ user: { role: 'promo_editor' } });
    await request(a.server).patch(`/api/admin/users/${account.id}`).set('Cookie', admin).send({ role: 'member' }).expect(200);
    await expectFlipSoon(async () => (await authenticate.executeReusing(token, 60_000))?.user.role === 'member');
  });

  it('should listen again after its connection is killed, and forget what it reused before', async () => {
    const { account, cookie } = await primedMember();
    // Only this test's database: on a shared server other test files' listeners carry the same name.
    const killed = await queryDb<{ pid: number }>(
      a,
      "SELECT pid FROM pg_stat_activity WHERE starts_with(application_name, 'overlay-events:') AND datname = current_database()",
    );
    await queryDb(a, 'SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [killed.map((row) => row.pid)]);
    // pg_terminate_backend only signals: wait until those backends are gone, or the "listening
    // again" below could be the old connection and its drop would land in the next test.
    while ((await queryDb(a, 'SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1::int[])', [killed.map((row) => row.pid)])).length > 0) {
      await sleep(10);
    }
    const feed = b.app.get(AuthChangeFeed);
    // B notices the drop (then reconnects after a 100 ms backoff, so a 10 ms poll sees it).
    const dropped = Date.now();
    while (feed.isListening && Date.now() - dropped < 5000) await sleep(10);
    const started = Date.now();
    while (!feed.isListening && Date.now() - started < 5000) await sleep(10);
    expect(feed.isListening).toBe(true);
    await opportunities(cookie).expect(200);
    await queryDb(a, 'UPDATE users SET is_active = false WHERE id = $1', [account.id]);
    await expectFlipSoon(refusedOnB(cookie));
  });

  it('should check the database on every call while the feed is down', async () => {
    const { account, cookie } = await primedMember();
    b.app.get(AuthChangeFeed).stop();
    expect(b.app.get(AuthenticateSessionUseCase).isReuseEnabled).toBe(false);
    await opportunities(cookie).expect(200);
    // No notification reaches B now: only a per-call database check can see this.
    await queryDb(a, 'UPDATE users SET is_active = false WHERE id = $1', [account.id]);
    await opportunities(cookie).expect(401);
  });
});
