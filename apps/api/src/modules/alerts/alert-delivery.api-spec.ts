import { createHmac } from 'node:crypto';
import type { AlertMessage, MarketSnapshot } from '@overlay/domain';
import request from 'supertest';
import { createAccount, queryDb, sessionCookieFor } from '../../../test/support/accounts';
import { historyOf, sendDue, until } from '../../../test/support/alert-deliveries';
import { handRace } from '../../../test/support/hand-race';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { snapshotFile } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { startWebhookReceiver } from '../../../test/support/webhook-receiver';
import type { WebhookReceiver } from '../../../test/support/webhook-receiver';
import { RefreshMarketsUseCase } from '../refresh';
import { EvaluateAlertRulesUseCase } from './application/evaluate-alert-rules.use-case';

// The hand race (test/support/hand-race.ts): fair win chances 0.40, 0.25, 0.15, 0.12, 0.08 by BF
// Mid; Sportsbet wins at 1/p (EV 0) except runner 1 at $2.60 (EV +4 %), TAB at 0.95/p (−5 %).
// Sportsbet runner 2 is fair at $4.00: at $4.40 its EV is (4.4 × 0.25 − 1) × 100 = +10 %, at
// $4.30 +7.5 %, $4.20 +5 %, $4.50 +12.5 %, $4.00 0 %: the rule below alerts at 5 % and up.
describe('Alerts: once per opportunity, and webhook delivery (e2e)', () => {
  const SECRET = 'receiver-shared-secret-123';
  let testApp: TestApp;
  let feed: SnapshotFile;
  let receiver: WebhookReceiver;
  let member: string;
  const now = Date.now();
  const snapshot = (change: (race: ReturnType<typeof handRace>) => void = () => undefined): MarketSnapshot => {
    const race = handRace('al-d1', 90, now);
    change(race);
    return { generatedAt: new Date().toISOString(), races: [race] };
  };
  const runner2At = (price: number) => snapshot((race) => (race.runners[1].prices[0].win = price));
  const as = (cookie: string) => ({
    get: (path: string) => request(testApp.server).get(path).set('Cookie', cookie),
    post: (path: string, body: object) => request(testApp.server).post(path).set('Cookie', cookie).send(body),
    patch: (path: string, body: object) => request(testApp.server).patch(path).set('Cookie', cookie).send(body),
  });
  /** The feed changes, the leader stores it, evaluates the rules and sends what is due. */
  const change = async (next: MarketSnapshot, app: TestApp = testApp) => {
    feed.write(next);
    await app.app.get(RefreshMarketsUseCase).forceRefresh();
    const result = await app.app.get(EvaluateAlertRulesUseCase).execute();
    await sendDue(app);
    return result;
  };
  const bodies = (): AlertMessage[] => receiver.received.map((r) => JSON.parse(r.body) as AlertMessage);
  const reasons = () => bodies().filter((m) => m.reason !== 'test').map((m) => `${m.runnerNumber}:${m.reason}`);

  beforeAll(async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE = '1';
    process.env.ALERT_RETRY_BASE_MS = '10';
    receiver = await startWebhookReceiver();
    feed = snapshotFile(snapshot());
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    member = await sessionCookieFor(testApp, await createAccount(testApp));
    const view = (await as(member).post('/api/users/me/views', { name: 'Everything', query: '' }).expect(201)).body.view;
    await as(member).post('/api/users/me/alert-rules', { viewId: view.id, minTotalEv: 5, timeZone: 'Australia/Sydney' }).expect(201);
    await as(member).post('/api/users/me/webhooks', { url: receiver.url, secret: SECRET }).expect(201);
  });

  afterAll(async () => {
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    delete process.env.ALERT_RETRY_BASE_MS;
    await testApp.close();
    await receiver.close();
    feed.remove();
  });

  it('should send nothing while no row of the view reaches the rule', async () => {
    const result = await testApp.app.get(EvaluateAlertRulesUseCase).execute();
    expect(result).toMatchObject({ groups: 1, rules: 1, sent: 0 });
    expect(receiver.received).toHaveLength(0);
  });

  it('should POST a signed alert once when a row qualifies, with its delivery id and the venue time', async () => {
    await change(runner2At(4.4));
    expect(receiver.received).toHaveLength(1);
    const [hit] = receiver.received;
    const timestamp = String(hit.headers['x-overlay-timestamp']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(30);
    const expected = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${hit.body}`).digest('hex')}`;
    expect(hit.headers['x-overlay-signature']).toBe(expected);
    const [entry] = await historyOf(testApp, member);
    expect(hit.headers['x-overlay-delivery']).toBe(entry.deliveryId);
    expect(bodies()[0]).toMatchObject({ reason: 'new', raceId: 'al-d1', runnerNumber: 2, bookmaker: 'Sportsbet', price: 4.4, promo: null });
    expect(bodies()[0].startTimeLocal).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
    expect(bodies()[0].ev).toBeCloseTo(0.1, 6);
    expect(bodies()[0].url).toContain('race_id=al-d1');
  });

  it('should not alert a wobbling price again: $4.30, 4.20, 4.30, 4.40, 4.20, 4.30 stay under the best sent plus the step', async () => {
    for (const price of [4.3, 4.2, 4.3, 4.4, 4.2, 4.3]) await change(runner2At(price));
    // And the same data evaluated again changes nothing.
    await testApp.app.get(EvaluateAlertRulesUseCase).execute();
    expect(reasons()).toEqual(['2:new']);
  });

  it('should alert again when EV rises by the step above the best sent, and after falling below the rule and coming back', async () => {
    await change(runner2At(4.5));
    expect(reasons()).toEqual(['2:new', '2:ev_step']);
    // $4.00 is EV 0: below the rule. Back at $4.30 (+7.5 %) it is worth telling again, once:
    // $4.20 and $4.30 after it are no news.
    for (const price of [4.0, 4.3, 4.2, 4.3]) await change(runner2At(price));
    expect(reasons()).toEqual(['2:new', '2:ev_step', '2:requalified']);
  });

  it('should remember it all across a restart, and send once when two instances evaluate the same change', async () => {
    const database = testApp.database;
    const restarted = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path }, { database });
    const second = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path }, { database });
    try {
      for (const price of [4.3, 4.2, 4.3]) await change(runner2At(price), restarted);
      expect(reasons()).toEqual(['2:new', '2:ev_step', '2:requalified']);
      // Runner 3 (fair $6.67) at $7.50 is +12.5 %: both instances see it and evaluate at once.
      feed.write(snapshot((race) => ((race.runners[1].prices[0].win = 4.3), (race.runners[2].prices[0].win = 7.5))));
      await restarted.app.get(RefreshMarketsUseCase).forceRefresh();
      const results = await Promise.all([restarted, second].map((app) => app.app.get(EvaluateAlertRulesUseCase).execute()));
      await Promise.all([sendDue(restarted), sendDue(second)]);
      expect(results.map((r) => r.sent).sort()).toEqual([0, 1]);
      expect(reasons()).toEqual(['2:new', '2:ev_step', '2:requalified', '3:new']);
    } finally {
      await second.app.close();
      await restarted.app.close();
    }
  });

  it('should alert with reason scratching when a scratching makes a new row qualify', async () => {
    const before = receiver.received.length;
    await change(
      snapshot((race) => {
        race.runners[1].prices[0].win = 4.3;
        race.runners[2].prices[0].win = 7.5;
        race.runners[4].scratched = true;
      }),
    );
    const fresh = bodies().slice(before);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.some((m) => m.reason === 'scratching')).toBe(true);
    expect(fresh.every((m) => m.runnerNumber !== 5)).toBe(true);
  });

  it('should keep every delivery in the history, never showing the secret', async () => {
    const history = await historyOf(testApp, member);
    expect(history.length).toBe(receiver.received.length);
    expect(history.every((h) => h.channel === 'webhook' && h.state === 'delivered' && h.target === receiver.url)).toBe(true);
    const webhooks = await as(member).get('/api/users/me/webhooks').expect(200);
    expect(JSON.stringify(webhooks.body)).not.toContain(SECRET);
    expect(JSON.stringify(history)).not.toContain(SECRET);
  });

  it('should answer a test at once and deliver it in the background, the outcome in the history', async () => {
    const before = receiver.received.length;
    const reply = await as(member).post('/api/users/me/alerts/test', { channel: 'webhook' }).expect(202);
    expect(reply.body).toEqual({ queued: true, alertId: expect.any(String), deliveryIds: [expect.any(String)] });
    await sendDue(testApp);
    expect(bodies()[before]).toMatchObject({ reason: 'test', venue: 'Test Park', raceNumber: 1 });
    expect(receiver.received[before].headers['x-overlay-delivery']).toBe(reply.body.deliveryIds[0]);
    const [latest] = await historyOf(testApp, member);
    expect(latest).toMatchObject({ alertId: reply.body.alertId, channel: 'webhook', state: 'delivered', attempts: 1, alert: { reason: 'test' } });
  });

  it('should keep retrying a failing receiver with the same delivery id until it takes the alert', async () => {
    receiver.status = 503;
    const before = receiver.received.length;
    const reply = await as(member).post('/api/users/me/alerts/test', { channel: 'webhook' }).expect(202);
    await sendDue(testApp);
    await until(() => receiver.received.length - before >= 4);
    expect((await historyOf(testApp, member))[0]).toMatchObject({ state: 'pending', reason: 'The webhook answered HTTP 503' });
    receiver.status = 204;
    await until(async () => (await historyOf(testApp, member))[0].state === 'delivered');
    const tries = receiver.received.slice(before);
    expect(new Set(tries.map((t) => t.headers['x-overlay-delivery']))).toEqual(new Set(reply.body.deliveryIds));
    // Each wait longer than the one before (backoff), never shorter.
    const gaps = tries.slice(1).map((t, i) => t.at - tries[i].at);
    expect(gaps[gaps.length - 1]).toBeGreaterThanOrEqual(gaps[0]);
  });

  it("should wait exactly what a 429's Retry-After asks", async () => {
    receiver.status = 429;
    receiver.retryAfter = '2';
    const before = receiver.received.length;
    try {
      await as(member).post('/api/users/me/alerts/test', { channel: 'webhook' }).expect(202);
      await sendDue(testApp);
      receiver.status = 204;
      await until(() => receiver.received.length - before >= 2);
      const [first, second] = receiver.received.slice(before);
      // Not before the 2 s asked (the old retry came after 0.94 s); a loaded box may wake a little late.
      expect(second.at - first.at).toBeGreaterThanOrEqual(2000);
    } finally {
      receiver.retryAfter = undefined;
    }
  });

  it('should turn a webhook off after 5 alerts refused in a row, hold what waits for it, and send it once turned on again', async () => {
    receiver.status = 404;
    for (let i = 0; i < 5; i += 1) {
      await as(member).post('/api/users/me/alerts/test', { channel: 'webhook' }).expect(202);
      await sendDue(testApp);
    }
    const [webhook] = (await as(member).get('/api/users/me/webhooks').expect(200)).body.webhooks;
    expect(webhook).toMatchObject({ enabled: false, consecutiveFailures: 5 });
    expect(webhook.disabledReason).toBe('Disabled after 5 failed deliveries in a row; last: The webhook answered HTTP 404');
    expect((await historyOf(testApp, member))[0]).toMatchObject({ state: 'failed', reason: 'The webhook answered HTTP 404' });
    const none = await as(member).post('/api/users/me/alerts/test', { channel: 'webhook' }).expect(200);
    expect(none.body).toEqual({ queued: false, reason: 'not configured' });
    // Turned on again: counted afresh.
    receiver.status = 204;
    await as(member).patch(`/api/users/me/webhooks/${webhook.id}`, { enabled: true }).expect(200);
    await as(member).post('/api/users/me/alerts/test', { channel: 'webhook' }).expect(202);
    await sendDue(testApp);
    expect((await historyOf(testApp, member))[0]).toMatchObject({ state: 'delivered' });
  });

  it('should stop at the daily cap', async () => {
    const [{ count }] = await queryDb<{ count: number }>(testApp, 'SELECT count(*)::int AS count FROM alerts WHERE rule_id IS NOT NULL');
    const [rule] = (await as(member).get('/api/users/me/alert-rules').expect(200)).body.rules;
    await as(member).patch(`/api/users/me/alert-rules/${rule.id}`, { dailyCap: count }).expect(200);
    const before = receiver.received.length;
    await change(runner2At(4.0));
    await change(runner2At(4.4));
    expect(receiver.received.length).toBe(before);
    // One more allowed: back over the rule, it alerts.
    await as(member).patch(`/api/users/me/alert-rules/${rule.id}`, { dailyCap: count + 1 }).expect(200);
    await change(runner2At(4.0));
    await change(runner2At(4.4));
    expect(receiver.received.length).toBe(before + 1);
  });
});
