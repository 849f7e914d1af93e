import type { OpportunitiesResponse } from '@overlay/contracts';
import type { MarketSnapshot, MoversResponse } from '@overlay/domain';
import request from 'supertest';
import {
  createAccount,
  sessionCookieFor,
} from '../../../test/support/accounts';
import {
  snapshotFile,
  testSnapshot,
} from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { RefreshMarketsUseCase } from '../refresh';

/**
 * Sets every book's win prices of a race to `prices` (by runner) with no margin (Σ 1/price = 1),
 * so the fair price of each runner is its price and a move can be checked by hand.
 */
function priceRace(
  snapshot: MarketSnapshot,
  extRaceId: string,
  prices: number[],
): void {
  const race = snapshot.races.find((r) => r.extRaceId === extRaceId)!;
  race.runners.forEach((runner, index) => {
    runner.exchange = null;
    runner.prices = runner.prices.map((quote) => ({
      ...quote,
      win: prices[index],
      place: null,
      placeK: null,
    }));
  });
}

/** Sets the exchange of a race to back = lay = `prices` (by runner): BF Mid is then these prices. */
function priceExchange(snapshot: MarketSnapshot, extRaceId: string, prices: number[]): void {
  const race = snapshot.races.find((r) => r.extRaceId === extRaceId)!;
  race.runners.forEach((runner, i) => {
    runner.exchange = { winBack: prices[i], winLay: prices[i], placeBack: null, placeLay: null, placeK: null, matchedVolume: 1000 };
  });
}

describe('Movers', () => {
  let testApp: TestApp;
  let feed: SnapshotFile;
  let cookie: string;
  let snapshot: MarketSnapshot;
  const movers = async (window: number, books = '') =>
    (
      await request(testApp.server)
        .get(`/api/movers?window=${window}${books}`)
        .set('Cookie', cookie)
        .expect(200)
    ).body as MoversResponse;

  beforeAll(async () => {
    snapshot = testSnapshot([
      { extRaceId: 'flem-r1', number: 1, minutesFromNow: 60 },
      { extRaceId: 'flem-r2', number: 2, minutesFromNow: 90 },
      { extRaceId: 'flem-r3', number: 4, minutesFromNow: 100 },
      { extRaceId: 'flem-r4', number: 5, minutesFromNow: 110 },
      {
        extRaceId: 'flem-r0',
        number: 0 + 3,
        minutesFromNow: -5,
        state: 'closed',
      },
    ]);
    priceRace(snapshot, 'flem-r1', [2.5, 5, 5, 5]);
    priceRace(snapshot, 'flem-r2', [2.5, 5, 5, 5]);
    priceRace(snapshot, 'flem-r0', [2.5, 5, 5, 5]);
    priceRace(snapshot, 'flem-r3', [2.5, 5, 5, 5]);
    priceExchange(snapshot, 'flem-r3', [2.5, 5, 5, 5]);
    priceRace(snapshot, 'flem-r4', [2.5, 5, 5, 5]);
    feed = snapshotFile(snapshot);
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    cookie = await sessionCookieFor(testApp, await createAccount(testApp));
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
  });

  afterAll(async () => {
    await testApp.close();
    feed.remove();
  });

  it('should list nobody before a price moved', async () => {
    // Window 15: an answer is reused for 5 s, and the next test asks 5 and 60 straight after.
    const reply = await movers(15);
    expect(reply).toEqual({
      window: 15,
      minBooks: 3,
      generatedAt: expect.any(String),
      firming: [],
      drifting: [],
    });
  });

  it('should list the runner whose price shortened between two refreshes, with its move', async () => {
    // Runner 1 of flem-r1 firms 2.5 → 2.0 (−20 %); the book stays without margin, so the other
    // three drift 5 → 6 (+20 %). The jumped race moves too but is not listed.
    priceRace(snapshot, 'flem-r1', [2, 6, 6, 6]);
    priceRace(snapshot, 'flem-r0', [2, 6, 6, 6]);
    feed.write(snapshot);
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    const reply = await movers(5);
    expect(reply.window).toBe(5);
    expect(reply.firming).toEqual([
      {
        extRaceId: 'flem-r1',
        venue: 'Flemington',
        raceNumber: 1,
        raceCode: 'TB',
        startTime: snapshot.races[0].startTime,
        runnerNumber: 1,
        runnerName: 'Runner 1',
        fairFrom: 2.5,
        fairTo: 2,
        fairMovePct: -20,
        bestPriceFrom: 2.5,
        bestPriceTo: 2,
        bestBookmaker: expect.stringMatching(/^(TAB|Sportsbet|Neds)$/),
        bestMovePct: -20,
        booksMoved: 3,
        sparkline: expect.any(Array),
      },
    ]);
    const line = reply.firming[0].sparkline;
    expect(line.length).toBeLessThanOrEqual(20);
    expect([line[0], line.at(-1)]).toEqual([2.5, 2]);
    expect(
      reply.drifting.map((m) => [m.extRaceId, m.runnerNumber, m.fairMovePct]),
    ).toEqual([
      ['flem-r1', 2, 20],
      ['flem-r1', 3, 20],
      ['flem-r1', 4, 20],
    ]);
    // Every window covers the two refreshes of a few seconds ago.
    expect((await movers(60)).firming.map((m) => m.fairMovePct)).toEqual([-20]);
  });

  it('should move on the fair price the dashboard shows: BF Mid where the exchange prices the field', async () => {
    // flem-r3: the exchange (back = lay, no margin) moves runner 1 2.5 → 2 and the rest 5 → 6;
    // the three books move the same way, less far (2.5 → 2.2): the fair price is BF Mid, 2.
    priceRace(snapshot, 'flem-r3', [2.2, 5.5, 5.5, 5.5]);
    priceExchange(snapshot, 'flem-r3', [2, 6, 6, 6]);
    feed.write(snapshot);
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    const mover = (await movers(5)).firming.find((m) => m.extRaceId === 'flem-r3');
    expect(mover).toMatchObject({ runnerNumber: 1, fairFrom: 2.5, fairTo: 2, fairMovePct: -20, bestPriceTo: 2.2, booksMoved: 3 });
    const { body } = await request(testApp.server).get('/api/opportunities').set('Cookie', cookie).expect(200);
    const rows = (body as OpportunitiesResponse).opportunities.filter((row) => row.extRaceId === 'flem-r3' && row.runnerNumber === 1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect([Math.round(row.fairPrice * 100) / 100, row.fairMethod]).toEqual([mover!.fairTo, 'BF Mid']);
  });

  it('should count a move only when at least `books` books moved the same way (default 3)', async () => {
    // flem-r4: TAB and Neds shorten runner 1 (2.5 → 2.0), Sportsbet holds. The median of the
    // books' MPTO (TAB, Neds: 1/2 − 0.1/4 = 0.475) moves the fair price 2.5 → 2.11; the others
    // drift (0.2 → 0.175) with no book moving them, so they are never listed.
    const r4 = snapshot.races.find((r) => r.extRaceId === 'flem-r4')!;
    for (const book of ['TAB', 'Neds']) {
      const at = r4.runners[0].prices.findIndex((quote) => quote.bookmaker === book);
      r4.runners[0].prices[at] = { ...r4.runners[0].prices[at], win: 2 };
    }
    feed.write(snapshot);
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    const r4Firming = (reply: MoversResponse) => reply.firming.filter((m) => m.extRaceId === 'flem-r4');
    expect(r4Firming(await movers(15))).toEqual([]);
    const two = await movers(15, '&books=2');
    expect(two.minBooks).toBe(2);
    expect(r4Firming(two)).toEqual([
      expect.objectContaining({ runnerNumber: 1, fairFrom: 2.5, fairTo: 2.11, booksMoved: 2, bestPriceTo: 2.5, bestBookmaker: 'Sportsbet' }),
    ]);
    expect((await movers(15, '&books=1')).drifting.filter((m) => m.extRaceId === 'flem-r4')).toEqual([]);
    const refused = await request(testApp.server).get('/api/movers?window=15&books=0').set('Cookie', cookie).expect(400);
    expect(refused.body.message).toEqual(['books must be a whole number from 1 to 20']);
  });

  it('should refuse another window, naming the allowed ones', async () => {
    const response = await request(testApp.server)
      .get('/api/movers?window=10')
      .set('Cookie', cookie)
      .expect(400);
    expect(response.body.message).toEqual([
      'Window must be one of 5, 15, 60 (minutes) (got "10")',
    ]);
  });

  it('should answer 429 with Retry-After past 30 calls a minute per user, and leave other users alone', async () => {
    const account = await createAccount(testApp);
    const busy = await sessionCookieFor(testApp, account);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await request(testApp.server).get('/api/movers?window=5').set('Cookie', busy)).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    const refused = await request(testApp.server).get('/api/movers?window=5').set('Cookie', busy).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    await movers(5);
  });
});
