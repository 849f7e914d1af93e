import request from 'supertest';
import type { Response } from 'supertest';
import { createAccount, queryDb, sessionCookieFor } from '../support/accounts';
import { handRace } from '../support/hand-race';
import { snapshotFile } from '../support/market-snapshots';
import type { SnapshotFile } from '../support/market-snapshots';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { RefreshMarketsUseCase } from '../../src/modules/refresh';

/**
 * A write stores its row, its audit row and its event together or not at all (docs/architecture.md,
 * events through the outbox): the database refuses the audit row or the event (a trigger that
 * raises, as a full disk or a killed connection would fail the statement), and the request
 * answers a plain 500 with no SQL or stack, leaving the row as it was.
 */
describe('Atomic writes: row, audit and event together (e2e)', () => {
  let testApp: TestApp;
  let feed: SnapshotFile;
  let member: string;
  let admin: string;
  let editor: string;
  const now = Date.now();

  const as = (cookie: string) => ({
    get: (path: string) => request(testApp.server).get(path).set('Cookie', cookie),
    post: (path: string, body: object) => request(testApp.server).post(path).set('Cookie', cookie).send(body),
    patch: (path: string, body: object) => request(testApp.server).patch(path).set('Cookie', cookie).send(body),
    delete: (path: string) => request(testApp.server).delete(path).set('Cookie', cookie),
  });
  /** From now on the database refuses an event of this name (event_outbox) or an audit row of this action (audit_log). */
  const refuse = (what: string) => queryDb(testApp, 'INSERT INTO test_refusals (what) VALUES ($1)', [what]);
  const allowAll = () => queryDb(testApp, 'DELETE FROM test_refusals');
  const count = async (sql: string, params: unknown[]) => (await queryDb<{ n: number }>(testApp, `SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;

  function expectCleanFailure(response: Response): void {
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({ statusCode: 500 });
    expect(JSON.stringify(response.body)).not.toMatch(/refused by the test|INSERT|event_outbox|audit_log|\bat \S+ \(/);
  }

  beforeAll(async () => {
    feed = snapshotFile({ generatedAt: new Date(now).toISOString(), races: [handRace('atomic-r1', 120, now, 4)] });
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    await queryDb(testApp, 'CREATE TABLE test_refusals (what text PRIMARY KEY)');
    await queryDb(
      testApp,
      `CREATE FUNCTION test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF EXISTS (SELECT 1 FROM test_refusals WHERE what = coalesce(to_jsonb(NEW) ->> 'name', to_jsonb(NEW) ->> 'action')) THEN
           RAISE EXCEPTION 'refused by the test';
         END IF;
         RETURN NEW;
       END $$`,
    );
    await queryDb(testApp, 'CREATE TRIGGER test_refuse_event BEFORE INSERT ON event_outbox FOR EACH ROW EXECUTE FUNCTION test_refuse()');
    await queryDb(testApp, 'CREATE TRIGGER test_refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION test_refuse()');
    member = await sessionCookieFor(testApp, await createAccount(testApp));
    admin = await sessionCookieFor(testApp, await createAccount(testApp, { role: 'admin' }));
    editor = await sessionCookieFor(testApp, await createAccount(testApp, { role: 'promo_editor' }));
  });

  afterEach(allowAll);

  afterAll(async () => {
    await testApp.close();
    feed.remove();
  });

  it('should store no bet, change none and delete none when its event is refused', async () => {
    const bet = { extRaceId: 'atomic-r1', runnerNumber: 1, bookmaker: 'TAB', price: 2.4, stake: 20, promoId: null, notes: 'kept' };
    const bets = () => count("bets WHERE ext_race_id = 'atomic-r1'", []);
    await refuse('bet_changed');
    expectCleanFailure(await as(member).post('/api/bets', bet));
    expect(await bets()).toBe(0);
    await allowAll();
    const id = (await as(member).post('/api/bets', bet).expect(201)).body.id as string;
    await refuse('bet_changed');
    expectCleanFailure(await as(member).patch(`/api/bets/${id}`, { notes: 'changed', stake: 30 }));
    expectCleanFailure(await as(member).delete(`/api/bets/${id}`));
    expect(await queryDb(testApp, 'SELECT notes, stake FROM bets WHERE id = $1', [id])).toEqual([{ notes: 'kept', stake: 20 }]);
  });

  it('should keep a view and make no rule (nor a view for it) when alert_rules_changed is refused', async () => {
    const view = (await as(member).post('/api/users/me/views', { name: 'Kept', query: 'min_total_ev=5' }).expect(201)).body.view;
    const rule = (await as(member).post('/api/users/me/alert-rules', { viewId: view.id, minTotalEv: 5 }).expect(201)).body.rule;
    await refuse('alert_rules_changed');
    expectCleanFailure(await as(member).patch(`/api/users/me/views/${view.id}`, { name: 'Renamed' }));
    expectCleanFailure(await as(member).delete(`/api/users/me/views/${view.id}`));
    expectCleanFailure(await as(member).patch(`/api/users/me/alert-rules/${rule.id}`, { minTotalEv: 9 }));
    expectCleanFailure(await as(member).delete(`/api/users/me/alert-rules/${rule.id}`));
    expectCleanFailure(await as(member).post('/api/users/me/alert-rules', { view: { query: 'min_total_ev=12&codes=tb' }, minTotalEv: 12 }));
    expect(await queryDb(testApp, 'SELECT name FROM saved_views WHERE user_id = (SELECT user_id FROM saved_views WHERE id = $1)', [view.id])).toEqual([
      { name: 'Kept' },
    ]);
    expect(await queryDb(testApp, 'SELECT id, min_total_ev FROM alert_rules WHERE view_id = $1', [view.id])).toEqual([{ id: rule.id, min_total_ev: 5 }]);
  });

  it('should keep the betting settings when betting_settings_changed is refused', async () => {
    await as(member).patch('/api/users/me/betting', { bankroll: 500 }).expect(200);
    await refuse('betting_settings_changed');
    expectCleanFailure(await as(member).patch('/api/users/me/betting', { bankroll: 900 }));
    await allowAll();
    expect((await as(member).get('/api/users/me/betting').expect(200)).body).toMatchObject({ bankroll: 500 });
  });

  it("should keep a user's role when its audit row or its event is refused", async () => {
    const target = await createAccount(testApp);
    const role = async () => (await queryDb<{ role: string }>(testApp, 'SELECT role FROM users WHERE id = $1', [target.id]))[0].role;
    await refuse('user.role_changed');
    expectCleanFailure(await as(admin).patch(`/api/admin/users/${target.id}`, { role: 'promo_editor' }));
    expect(await role()).toBe('member');
    await allowAll();
    await refuse('user_role_changed');
    expectCleanFailure(await as(admin).patch(`/api/admin/users/${target.id}`, { role: 'promo_editor' }));
    expect(await role()).toBe('member');
    expect(await count("audit_log WHERE target_user_id = $1 AND action = 'user.role_changed'", [target.id])).toBe(0);
  });

  it('should keep a source switched on when the switch is refused its audit row or an event (sources_changed, data_refresh)', async () => {
    const active = async () => (await queryDb<{ is_active: boolean }>(testApp, "SELECT is_active FROM bookmakers WHERE name = 'Sportsbet'"))[0].is_active;
    for (const what of ['bookmaker.switched', 'sources_changed', 'data_refresh']) {
      await refuse(what);
      expectCleanFailure(await as(admin).patch('/api/admin/bookmakers/Sportsbet', { isActive: false }));
      expect([what, await active()]).toEqual([what, true]);
      await allowAll();
    }
    await as(admin).patch('/api/admin/bookmakers/Sportsbet', { isActive: false }).expect(200);
    expect(await active()).toBe(false);
  });

  it('should keep the session and the push endpoint when a sign-out is refused its event', async () => {
    const user = await createAccount(testApp);
    const cookie = await sessionCookieFor(testApp, user);
    const endpoint = 'https://push.example/atomic';
    await queryDb(testApp, "INSERT INTO user_push_subscriptions (endpoint, user_id, p256dh, auth) VALUES ($1, $2, 'k', 'a')", [endpoint, user.id]);
    await refuse('user_session_ended');
    expectCleanFailure(await request(testApp.server).post('/api/auth/logout').set('Cookie', cookie).send({ pushEndpoint: endpoint }));
    await as(cookie).get('/api/auth/me').expect(200);
    expect(await count('user_push_subscriptions WHERE user_id = $1', [user.id])).toBe(1);
    await allowAll();
    await request(testApp.server).post('/api/auth/logout').set('Cookie', cookie).send({ pushEndpoint: endpoint }).expect(204);
    await as(cookie).get('/api/auth/me').expect(401);
    expect(await count('user_push_subscriptions WHERE user_id = $1', [user.id])).toBe(0);
  });

  it('should add no custom bookmaker when its audit row or its event is refused', async () => {
    const stored = () => count("bookmakers WHERE lower(name) = 'aardvark bet'", []);
    for (const what of ['bookmaker.added', 'sources_changed']) {
      await refuse(what);
      expectCleanFailure(await as(editor).post('/api/bet-boosts/bookmakers', { name: 'Aardvark Bet' }));
      expect([what, await stored()]).toEqual([what, 0]);
      await allowAll();
    }
    await as(editor).post('/api/bet-boosts/bookmakers', { name: 'Aardvark Bet' }).expect(201);
    expect(await stored()).toBe(1);
  });
});
