import type { MarketSnapshot } from '@overlay/domain';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { handRace } from '../../../test/support/hand-race';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { snapshotFile } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { RefreshMarketsUseCase } from '../refresh';

// An alert rule may ask for a least locked EV and a least back / lay rating (docs/ev-model.md §10);
// the rows it walks are hedged at the owner's commission (the domain's and engine's tests check the
// figures). Here: the fields round-trip, clear with null, and are refused out of bounds.
describe('Alert rules: matched-betting conditions (e2e)', () => {
  let testApp: TestApp;
  let feed: SnapshotFile;
  let cookie: string;
  let viewId: string;
  const post = (path: string, body: object) => request(testApp.server).post(path).set('Cookie', cookie).send(body);
  const patch = (path: string, body: object) => request(testApp.server).patch(path).set('Cookie', cookie).send(body);

  beforeAll(async () => {
    const snapshot: MarketSnapshot = { generatedAt: new Date().toISOString(), races: [handRace('ah-r1', 120, Date.now())] };
    feed = snapshotFile(snapshot);
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    cookie = await sessionCookieFor(testApp, await createAccount(testApp));
    viewId = (await post('/api/users/me/views', { name: 'Matched', query: 'matched=true&lay_only=true&min_rating=90' }).expect(201)).body.view.id;
  });

  afterAll(async () => {
    await testApp.close();
    feed.remove();
  });

  it('should keep a minimum locked EV and rating, clear them with null, and keep the Matched view’s filters', async () => {
    const made = (await post('/api/users/me/alert-rules', { viewId, minTotalEv: -40, minLockedEv: 2.5, minRating: 95 }).expect(201)).body.rule;
    expect(made).toMatchObject({ minLockedEv: 2.5, minRating: 95 });
    const cleared = (await patch(`/api/users/me/alert-rules/${made.id}`, { minLockedEv: null }).expect(200)).body.rule;
    expect(cleared).toMatchObject({ minLockedEv: null, minRating: 95 });
    const views = (await request(testApp.server).get('/api/users/me/views').set('Cookie', cookie).expect(200)).body.views;
    expect(views[0].query).toBe('min_rating=90&lay_only=true&matched=true');
  });

  it.each<[object, string]>([
    [{ minLockedEv: 2000 }, 'minLockedEv must be a locked EV % from -100 to 1000 or null'],
    [{ minRating: -1 }, 'minRating must be a rating % from 0 to 200 or null'],
    [{ minRating: '95' }, 'minRating must be a rating % from 0 to 200 or null'],
  ])('should refuse %j with a 400 naming it', async (change, message) => {
    const response = await post('/api/users/me/alert-rules', { viewId, minTotalEv: 5, ...change }).expect(400);
    expect(response.body.message).toEqual([message]);
  });
});
