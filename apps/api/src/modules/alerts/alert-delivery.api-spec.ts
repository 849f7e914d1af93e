import { createHmac } from 'node:crypto';
import type { AlertMessage, MarketSnapshot } from '@overlay/domain';
import request from 'supertest';
import { createAccount, queryDb, sessionCookieFor } from '../../../test/support/accounts';
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
// Sportsbet runner 2 at $4.40: EV (4.4 × 0.25 − 1) × 100 = +10 %, over a rule at 5 %.
describe('Alerts: evaluation and webhook delivery (e2e)', () => {
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
  const as = (cookie: string) => ({
    get: (path: string) => request(testApp.server).get(path).set('Cookie', cookie),
    post: (path: string, body: object) => request(testApp.server).post(path).set('Cookie', cookie).send(body),
    patch: (path: string, body: object) => request(testApp.server).patch(path).set('Cookie', cookie).send(body),
  });
  /** The feed changes, the leader stores it and evaluates the rules; resolves when delivered. */
  const change = async (next: MarketSnapshot) => {
    feed.write(next);
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    const result = await testApp.app.get(EvaluateAlertRulesUseCase).execute();
    await result.deliveries;
    return result;
  };
  const bodies = (): AlertMessage[] => receiver.received.map((r) => JSON.parse(r.body) as AlertMessage);

  beforeAll(async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE = '1';
    process.env.ALERT_RETRY_BASE_MS = '10';
    receiver = await startWebhookReceiver();
    feed = snapshotFile(snapshot());
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    member = await sessionCookieFor(testApp, await createAccount(testApp));
    const view = (await as(member).post('/api/users/me/views', { name: 'Everything', query: '' }).expect(201)).body.view;
    await as(member).post('/api/users/me/alert-rules', { viewId: view.id, minTotalEv: 5, evStep: 50, timeZone: 'Australia/Sydney' }).expect(201);
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

  it('should POST a signed alert exactly once when a row qualifies, and again only when its price changes', async () => {
    await change(snapshot((race) => (race.runners[1].prices[0].win = 4.4)));
    expect(receiver.received).toHaveLength(1);
    const [hit] = receiver.received;
    const timestamp = String(hit.headers['x-overlay-timestamp']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(30);
    const expected = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${hit.body}`).digest('hex')}`;
    expect(hit.headers['x-overlay-signature']).toBe(expected);
    expect(bodies()[0]).toMatchObject({ reason: 'new', raceId: 'al-d1', runnerNumber: 2, bookmaker: 'Sportsbet', price: 4.4, promo: null });
    expect(bodies()[0].ev).toBeCloseTo(0.1, 6);
    expect(bodies()[0].url).toContain('race_id=al-d1');

    // Nothing new: the same data evaluated again, and a refresh that changes nothing.
    await testApp.app.get(EvaluateAlertRulesUseCase).execute();
    await change(snapshot((race) => (race.runners[1].prices[0].win = 4.4)));
    expect(receiver.received).toHaveLength(1);

    await change(snapshot((race) => (race.runners[1].prices[0].win = 4.6)));
    expect(receiver.received).toHaveLength(2);
    expect(bodies()[1]).toMatchObject({ reason: 'price_change', runnerNumber: 2, price: 4.6 });
  });

  it('should alert with reason scratching when a scratching makes a new row qualify', async () => {
    const before = receiver.received.length;
    await change(
      snapshot((race) => {
        race.runners[1].prices[0].win = 4.6;
        race.runners[4].scratched = true;
      }),
    );
    const fresh = bodies().slice(before);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.some((m) => m.reason === 'scratching' && m.runnerNumber !== 2)).toBe(true);
    expect(fresh.every((m) => m.runnerNumber !== 5)).toBe(true);
  });

  it('should keep every delivery in the history, never showing the secret', async () => {
    const history = (await as(member).get('/api/users/me/alerts/history').expect(200)).body.history;
    expect(history.length).toBe(receiver.received.length);
    expect(history.every((h: { channel: string; delivered: boolean }) => h.channel === 'webhook' && h.delivered)).toBe(true);
    const webhooks = await as(member).get('/api/users/me/webhooks').expect(200);
    expect(JSON.stringify(webhooks.body)).not.toContain(SECRET);
    expect(JSON.stringify(history)).not.toContain(SECRET);
  });

  it('should send a test through the webhook from Settings and record it', async () => {
    const before = receiver.received.length;
    const response = await as(member).post('/api/users/me/alerts/test', { channel: 'webhook' }).expect(200);
    expect(response.body).toEqual({ delivered: true });
    expect(bodies()[before]).toMatchObject({ reason: 'test' });
    const [latest] = (await as(member).get('/api/users/me/alerts/history').expect(200)).body.history;
    expect(latest).toMatchObject({ channel: 'webhook', delivered: true, alert: { reason: 'test' } });
  });

  it('should retry a failing receiver with backoff, log the failure and disable the webhook after repeated failures', async () => {
    receiver.status = 503;
    const before = receiver.received.length;
    const failed = await as(member).post('/api/users/me/alerts/test', { channel: 'webhook' }).expect(200);
    expect(failed.body).toEqual({ delivered: false, reason: 'The webhook answered HTTP 503', retryable: false });
    // Four attempts, each after a longer wait.
    const attempts = receiver.received.slice(before);
    expect(attempts).toHaveLength(4);
    expect(attempts[3].at - attempts[2].at).toBeGreaterThanOrEqual(attempts[1].at - attempts[0].at);
    const [latest] = (await as(member).get('/api/users/me/alerts/history').expect(200)).body.history;
    expect(latest).toMatchObject({ channel: 'webhook', delivered: false, reason: 'The webhook answered HTTP 503' });
    for (let i = 1; i < 5; i += 1) await as(member).post('/api/users/me/alerts/test', { channel: 'webhook' }).expect(200);
    const [webhook] = (await as(member).get('/api/users/me/webhooks').expect(200)).body.webhooks;
    expect(webhook).toMatchObject({ enabled: false, consecutiveFailures: 5 });
    expect(webhook.disabledReason).toBe('Disabled after 5 failed deliveries in a row; last: The webhook answered HTTP 503');
    const none = await as(member).post('/api/users/me/alerts/test', { channel: 'webhook' }).expect(200);
    expect(none.body).toEqual({ delivered: false, reason: 'not configured', retryable: false });
    // Turned on again: counted afresh.
    receiver.status = 204;
    await as(member).patch(`/api/users/me/webhooks/${webhook.id}`, { enabled: true }).expect(200);
    expect((await as(member).post('/api/users/me/alerts/test', { channel: 'webhook' }).expect(200)).body).toEqual({ delivered: true });
  });

  it('should stop at the daily cap', async () => {
    const [{ count }] = await queryDb<{ count: number }>(testApp, 'SELECT count(*)::int AS count FROM alerts WHERE rule_id IS NOT NULL');
    const [rule] = (await as(member).get('/api/users/me/alert-rules').expect(200)).body.rules;
    await as(member).patch(`/api/users/me/alert-rules/${rule.id}`, { dailyCap: count }).expect(200);
    const before = receiver.received.length;
    await change(snapshot((race) => (race.runners[1].prices[0].win = 4.8)));
    expect(receiver.received.length).toBe(before);
    // One more allowed: the price change alerts.
    await as(member).patch(`/api/users/me/alert-rules/${rule.id}`, { dailyCap: count + 1 }).expect(200);
    await change(snapshot((race) => (race.runners[1].prices[0].win = 4.9)));
    expect(receiver.received.length).toBe(before + 1);
  });
});
