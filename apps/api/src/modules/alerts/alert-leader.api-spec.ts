import type { AlertMessage, MarketSnapshot } from '@overlay/domain';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { handRace } from '../../../test/support/hand-race';
import { snapshotFile } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { startWebhookReceiver } from '../../../test/support/webhook-receiver';
import type { WebhookReceiver } from '../../../test/support/webhook-receiver';
import { LeaderElection } from '../leader';
import { RefreshMarketsUseCase } from '../refresh';

// Two instances on one database with jobs on (docs/product.md §10): the leader evaluates the
// rules when a refresh stores a change, so the webhook hears each alert once, not once per
// instance. The hand race's Sportsbet runner 2 at $4.40 is +10 % (alert-delivery.api-spec.ts).
describe('Alerts on the leader (two instances, one database)', () => {
  let feed: SnapshotFile;
  let receiver: WebhookReceiver;
  let first: TestApp;
  let second: TestApp;
  /**
   * Each instance is closed once, a stopped leader first (the test stops it): closing a closed
   * Nest app runs its shutdown again on a destroyed pool (the leader lock's release, the event
   * outbox's last write: "Driver not Connected", and its retries keeping Jest from exiting).
   */
  const closed = new Set<TestApp>();
  const close = async (app: TestApp) => {
    if (closed.has(app)) return;
    closed.add(app);
    await app.app.close();
  };
  const now = Date.now();
  const snapshot = (price: number): MarketSnapshot => {
    const race = handRace('al-l1', 90, now);
    race.runners[1].prices[0].win = price;
    return { generatedAt: new Date().toISOString(), races: [race] };
  };
  const env = { ODDS_FEED: 'file', JOBS_ENABLED: 'true', LEADER_RETRY_SECONDS: '0.2', REFRESH_SECONDS: '3600', FAST_REFRESH_SECONDS: '3600' };

  beforeAll(async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE = '1';
    receiver = await startWebhookReceiver();
    feed = snapshotFile(snapshot(4));
    first = await createTestApp({ ...env, FEED_FILE: feed.path });
    second = await createTestApp({ ...env, FEED_FILE: feed.path }, { database: first.database });
  });

  afterAll(async () => {
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    // The one still running (the other was stopped as the leader below), then the database.
    await close(second);
    await close(first);
    await first.database.drop();
    await receiver.close();
    feed.remove();
  });

  it('should deliver an alert once, from the leader, when a stored change makes a row qualify', async () => {
    const deadline = Date.now() + 10_000;
    while (!first.app.get(LeaderElection).isLeader && !second.app.get(LeaderElection).isLeader && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const [leader, follower] = first.app.get(LeaderElection).isLeader ? [first, second] : [second, first];
    const member = await sessionCookieFor(follower, await createAccount(follower));
    const post = (path: string, body: object) => request(follower.server).post(path).set('Cookie', member).send(body);
    const view = (await post('/api/users/me/views', { name: 'All', query: '' }).expect(201)).body.view;
    await post('/api/users/me/alert-rules', { viewId: view.id, minTotalEv: 5 }).expect(201);
    await post('/api/users/me/webhooks', { url: receiver.url, secret: 'leader-test-secret-123' }).expect(201);

    feed.write(snapshot(4.4));
    await leader.app.get(RefreshMarketsUseCase).forceRefresh();
    const until = Date.now() + 10_000;
    while (receiver.received.length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    // Time for a second delivery, were the follower evaluating too.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.received.map((r) => (JSON.parse(r.body) as AlertMessage).reason)).toEqual(['new']);
  });

  it('should deliver what a stopped leader left pending from the next leader, under its one delivery id', async () => {
    const leads = (app: TestApp) => app.app.get(LeaderElection).isLeader;
    const [leader, follower] = leads(first) ? [first, second] : [second, first];
    const member = await sessionCookieFor(follower, await createAccount(follower));
    const post = (path: string, body: object) => request(follower.server).post(path).set('Cookie', member).send(body);
    await post('/api/users/me/webhooks', { url: receiver.url, secret: 'leader-change-secret-123' }).expect(201);
    receiver.status = 503;
    const before = receiver.received.length;
    // Queued on the follower; the leader's worker tries it and keeps it for a retry.
    const { body } = await post('/api/users/me/alerts/test', { channel: 'webhook' }).expect(202);
    const until = Date.now() + 10_000;
    while (receiver.received.length === before && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receiver.received.length).toBeGreaterThan(before);
    await close(leader);
    receiver.status = 204;
    const later = Date.now() + 15_000;
    const delivered = async () =>
      ((await request(follower.server).get('/api/users/me/alerts/history').set('Cookie', member)).body.history as { state: string }[])[0]?.state === 'delivered';
    while (!(await delivered()) && Date.now() < later) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await delivered()).toBe(true);
    expect(leads(follower)).toBe(true);
    const tries = receiver.received.slice(before);
    expect(new Set(tries.map((t) => t.headers['x-overlay-delivery']))).toEqual(new Set(body.deliveryIds));
  });
});
