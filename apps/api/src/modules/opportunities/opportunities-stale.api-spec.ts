import type { OpportunitiesResponse } from '@overlay/contracts';
import type { MarketSnapshot } from '@overlay/domain';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { snapshotFile, testRace } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { RefreshMarketsUseCase } from '../refresh';

// One stale rule (docs/ev-model.md §1, "Stale quotes"). A snapshot file made 10 minutes
// ago: a book confirmed 100 s before the file's own time is fresh (though 700 s old by the clock),
// and stays in the fair price; one confirmed 300 s before it is stale (row flag and fair price).
describe('GET /api/opportunities (stale quotes)', () => {
  let testApp: TestApp;
  let feed: SnapshotFile;
  let cookie: string;
  const now = Date.now();
  const asOf = now - 600_000;

  beforeAll(async () => {
    const old = testRace({ extRaceId: 'stale-old', minutesFromNow: 60, runners: 5 }, now);
    const lagging = testRace({ extRaceId: 'stale-lag', number: 2, minutesFromNow: 70, runners: 5 }, now);
    // Every book confirmed 300 s before the as-of: no fair price, so no rows, and the reply says why.
    const allStale = testRace({ extRaceId: 'stale-all', number: 3, minutesFromNow: 80, runners: 5 }, now);
    for (const race of [old, lagging, allStale])
      for (const runner of race.runners) {
        runner.exchange = null; // the books make the fair price
        for (const quote of runner.prices) quote.lastUpdated = new Date(asOf).toISOString();
      }
    for (const runner of old.runners) runner.prices[0].lastUpdated = new Date(asOf - 100_000).toISOString();
    for (const runner of lagging.runners) runner.prices[0].lastUpdated = new Date(asOf - 300_000).toISOString();
    for (const runner of allStale.runners) for (const quote of runner.prices) quote.lastUpdated = new Date(asOf - 300_000).toISOString();
    const snapshot: MarketSnapshot = { generatedAt: new Date(asOf).toISOString(), races: [old, lagging, allStale] };
    feed = snapshotFile(snapshot);
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    cookie = await sessionCookieFor(testApp, await createAccount(testApp));
  });

  afterAll(async () => {
    await testApp.close();
    feed.remove();
  });

  const replyOf = async (query: string) =>
    (await request(testApp.server).get(`/api/opportunities?${query}`).set('Cookie', cookie).expect(200)).body as OpportunitiesResponse;
  const rowsOf = async (raceId: string) => (await replyOf(`race_id=${raceId}&min_ev=-100`)).opportunities;

  it("should keep a book confirmed 100 s before the market's as-of fresh and in the fair price, however old the market", async () => {
    const rows = await rowsOf('stale-old');
    expect(rows).toHaveLength(15);
    for (const row of rows) {
      expect(row.stale).toBe(false);
      expect(row.fairBooks).toBe(3);
    }
    // TAB's quotes are 700 s old by the clock: the old wall-clock flag said stale.
    expect(rows.find((row) => row.bookmaker === 'TAB')!.priceAgeSeconds).toBeGreaterThan(690);
  });

  it("should mark a book confirmed 5 minutes before the market's as-of stale, and leave it out of the fair price", async () => {
    const rows = await rowsOf('stale-lag');
    expect(rows.filter((row) => row.stale).map((row) => row.bookmaker)).toEqual(Array(5).fill('TAB'));
    for (const row of rows) expect(row.fairBooks).toBe(2);
  });

  it('should name the races hidden because their fair price would need stale quotes, with their books, within the filters', async () => {
    const reply = await replyOf('min_ev=-100');
    expect(reply.opportunities.some((row) => row.extRaceId === 'stale-all')).toBe(false);
    expect(reply.staleRaces).toEqual([{ extRaceId: 'stale-all', venue: 'Flemington', raceNumber: 3, books: ['Neds', 'Sportsbet', 'TAB'] }]);
    // Outside the filter (another race, or a window that ends before it): not reported.
    expect((await replyOf('race_id=stale-old')).staleRaces).toEqual([]);
    expect((await replyOf('within_minutes=60')).staleRaces).toEqual([]);
  });

  it("should date the market by the snapshot's own time, not by our refresh, so the header's age counts from it", async () => {
    const reply = await replyOf('min_ev=-100');
    expect(reply.marketAsOf).toBe(new Date(asOf).toISOString());
    // Our refresh ran just now: the old header counted from it and said the market was fresh.
    expect(Date.parse(reply.lastUpdated!)).toBeGreaterThan(asOf + 590_000);
  });
});
