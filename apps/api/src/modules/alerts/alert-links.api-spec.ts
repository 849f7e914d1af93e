import type { AlertMessage, MarketSnapshot, UserRole } from '@overlay/domain';
import request from 'supertest';
import { createAccount, queryDb, sessionCookieFor } from '../../../test/support/accounts';
import { handRace } from '../../../test/support/hand-race';
import { snapshotFile } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { sendDue } from '../../../test/support/alert-deliveries';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { startWebhookReceiver } from '../../../test/support/webhook-receiver';
import type { WebhookReceiver } from '../../../test/support/webhook-receiver';
import { MetricsRegistry } from '../metrics';
import { RefreshMarketsUseCase } from '../refresh';
import { EvaluateAlertRulesUseCase } from './application/evaluate-alert-rules.use-case';

// Who an alert goes to and where it links (docs/product.md §6 and §10): the live page for an
// owner who may open it, else the dashboard on the view's filters and the race; nothing at all
// for a deactivated user, whichever way they were deactivated (here in SQL). Sportsbet runner 2 at
// $4.40 in the hand race is EV +10 %, over every rule at 5 %.
describe('Alerts: recipients and links', () => {
  let testApp: TestApp;
  let feed: SnapshotFile;
  let receiver: WebhookReceiver;
  const now = Date.now();
  const snapshot = (win: number): MarketSnapshot => {
    const race = handRace('al-l1', 90, now);
    race.runners[1].prices[0].win = win;
    return { generatedAt: new Date().toISOString(), races: [race] };
  };
  const subscribe = async (role: UserRole) => {
    const user = await createAccount(testApp, { role });
    const cookie = await sessionCookieFor(testApp, user);
    const post = (path: string, body: object) => request(testApp.server).post(path).set('Cookie', cookie).send(body).expect(201);
    const view = (await post('/api/users/me/views', { name: 'Flemington', query: 'codes=TB' })).body.view;
    await post('/api/users/me/alert-rules', { viewId: view.id, minTotalEv: 5, timeZone: 'Australia/Sydney' });
    await post('/api/users/me/webhooks', { url: receiver.url, secret: 'receiver-shared-secret-123' });
    return user.id;
  };

  beforeAll(async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE = '1';
    receiver = await startWebhookReceiver();
    feed = snapshotFile(snapshot(4));
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
  });

  afterAll(async () => {
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    await testApp.close();
    await receiver.close();
    feed.remove();
  });

  it("should link an editor's alert to the live page, a member's to the dashboard, and send a deactivated user none", async () => {
    const editor = await subscribe('promo_editor');
    const member = await subscribe('member');
    const gone = await subscribe('member');
    await queryDb(testApp, 'UPDATE users SET is_active = false WHERE id = $1', [gone]);

    feed.write(snapshot(4.4));
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    await testApp.app.get(EvaluateAlertRulesUseCase).execute();
    await sendDue(testApp);

    const byUser = new Map(receiver.received.map((hit) => JSON.parse(hit.body) as AlertMessage).map((m) => [m.userId, m]));
    expect([...byUser.keys()].sort()).toEqual([editor, member].sort());
    expect(receiver.received).toHaveLength(2);
    expect(new URL(byUser.get(editor)!.url).pathname).toBe('/admin/live/al-l1');
    const dashboard = new URL(byUser.get(member)!.url);
    expect(dashboard.pathname).toBe('/');
    expect(Object.fromEntries(dashboard.searchParams)).toMatchObject({ codes: 'TB', race_id: 'al-l1' });
    // Counted for operators by channel and outcome (docs/operations.md §2); push, Telegram and
    // email are not set up for these users, so they count nothing.
    const metrics = await testApp.app.get(MetricsRegistry).text();
    expect(metrics).toContain('overlay_alert_deliveries_total{channel="webhook",outcome="delivered"} 2');
    expect(metrics).not.toContain('overlay_alert_deliveries_total{channel="email"');
  });
});
