import type { FlucsResponse, MarketSnapshot } from '@overlay/domain';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { snapshotFile, testSnapshot } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { RefreshMarketsUseCase } from '../refresh';

/** Every book prices the race's runners at `prices` (no margin: the books' fair price is the price). */
function priceRace(snapshot: MarketSnapshot, prices: number[]): void {
  snapshot.races[0].runners.forEach((runner, index) => {
    runner.exchange = null;
    runner.prices = runner.prices.map((quote) => ({ ...quote, win: prices[index], boostedFrom: null, place: null, placeK: null }));
  });
}

describe('GET /api/debug/flucs/:extRaceId', () => {
  let testApp: TestApp;
  let feed: SnapshotFile;
  let cookie: string;
  let snapshot: MarketSnapshot;
  const refresh = async () => {
    feed.write(snapshot);
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
  };

  beforeAll(async () => {
    snapshot = testSnapshot([{ extRaceId: 'flem-r1', number: 1, minutesFromNow: 60 }]);
    priceRace(snapshot, [2.5, 5, 5, 5]);
    feed = snapshotFile(snapshot);
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    cookie = await sessionCookieFor(testApp, await createAccount(testApp));
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
  });

  afterAll(async () => {
    await testApp.close();
    feed.remove();
  });

  it('should give each book\'s stored price steps with boosts, and the stored fair price the dashboard showed', async () => {
    // All books shorten runner 1 to 2 (fair 2, the rest 6); then Neds boosts it to 3 from its own 2.
    priceRace(snapshot, [2, 6, 6, 6]);
    await refresh();
    const neds = snapshot.races[0].runners[0].prices.findIndex((quote) => quote.bookmaker === 'Neds');
    snapshot.races[0].runners[0].prices[neds] = { ...snapshot.races[0].runners[0].prices[neds], win: 3, boostedFrom: 2 };
    await refresh();
    const { body } = await request(testApp.server).get('/api/debug/flucs/flem-r1?runner=1').set('Cookie', cookie).expect(200);
    const flucs = body as FlucsResponse;
    expect(flucs).toMatchObject({ extRaceId: 'flem-r1', runnerNumber: 1, runnerName: 'Runner 1' });
    expect(flucs.books.map((line) => line.book)).toEqual(['Neds', 'Sportsbet', 'TAB']);
    const prices = (book: string) => flucs.books.find((line) => line.book === book)!.points.map(([, win, boostedFrom]) => [win, boostedFrom]);
    expect(prices('TAB')).toEqual([[2.5, null], [2, null]]);
    expect(prices('Neds')).toEqual([[2.5, null], [2, null], [3, 2]]);
    // The boost left the fair price alone (the devig reads Neds at 2): one point per change.
    expect(flucs.fair.map(([, price]) => price)).toEqual([2.5, 2]);
    const times = flucs.books[0].points.map(([t]) => t);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(flucs.asOfMs).toBeGreaterThanOrEqual(times.at(-1)!);
  });

  it('should refuse a runner that is not a number and answer 404 for an unknown race or runner', async () => {
    const bad = await request(testApp.server).get('/api/debug/flucs/flem-r1?runner=x').set('Cookie', cookie).expect(400);
    expect(bad.body.message).toEqual(['runner must be a runner number from 1 to 99']);
    await request(testApp.server).get('/api/debug/flucs/nope?runner=1').set('Cookie', cookie).expect(404);
    await request(testApp.server).get('/api/debug/flucs/flem-r1?runner=9').set('Cookie', cookie).expect(404);
  });
});
