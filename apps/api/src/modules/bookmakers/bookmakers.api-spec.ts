import { BOOKMAKERS, BookmakerRepository, bookmakerColour } from '@overlay/domain';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { snapshotFile, testSnapshot } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { RefreshMarketsUseCase } from '../refresh';

describe('Bookmakers', () => {
  let testApp: TestApp;
  let feed: SnapshotFile;
  let member: string;
  let editor: string;

  beforeAll(async () => {
    const snapshot = testSnapshot([
      { extRaceId: 'flem-r1', minutesFromNow: 60, runners: 4 },
      { extRaceId: 'flem-r2', number: 2, minutesFromNow: 90, runners: 3 },
      { extRaceId: 'old-r1', minutesFromNow: -180, state: 'final' },
    ]);
    snapshot.races[0].runners[3].scratched = true;
    snapshot.races[1].runners[0].prices.push({ bookmaker: 'Offshore', win: 2.5 });
    feed = snapshotFile(snapshot);
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    member = await sessionCookieFor(testApp, await createAccount(testApp));
    editor = await sessionCookieFor(testApp, await createAccount(testApp, { role: 'promo_editor' }));
  });

  afterAll(async () => {
    await testApp.close();
    feed.remove();
  });

  it('should list the 17 bookmakers of docs/product.md §9 as active, in the spec order, with their colours', async () => {
    const response = await request(testApp.server).get('/api/bookmakers/active').set('Cookie', member).expect(200);
    expect(response.body).toEqual({
      bookmakers: [...BOOKMAKERS],
      sources: BOOKMAKERS.map((name) => ({ name, kind: 'bookmaker', colour: bookmakerColour(name) })),
    });
  });

  it('should give coverage of every active bookmaker, zeros and stale before any refresh', async () => {
    const response = await request(testApp.server).get('/api/bookmakers/coverage').set('Cookie', member).expect(200);
    expect(Object.keys(response.body).filter((key) => !key.startsWith('_'))).toEqual([...BOOKMAKERS]);
    expect(response.body.TAB).toEqual({
      racesPriced: 0,
      runnersPriced: 0,
      placeCoverage: 0,
      lastUpdate: null,
      lastPriceChange: null,
      stale: true,
    });
    expect(response.body._meta).toMatchObject({ dataVersion: 0, lastUpdated: null, totalRaces: 0, stale: true });
  });

  it('should count the races and active runners each bookmaker prices, and its place coverage', async () => {
    const refreshed = await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    const response = await request(testApp.server).get('/api/bookmakers/coverage').set('Cookie', member).expect(200);
    const { body } = response;
    expect(body.TAB).toEqual({
      racesPriced: 2,
      runnersPriced: 6,
      placeCoverage: 1,
      lastUpdate: refreshed.lastUpdated,
      lastPriceChange: refreshed.lastUpdated,
      stale: false,
    });
    expect(body.Neds).toMatchObject({ racesPriced: 2, runnersPriced: 6, placeCoverage: 0 });
    expect(body.Offshore).toMatchObject({ racesPriced: 1, runnersPriced: 1, placeCoverage: 0 });
    expect(body.BetNation).toMatchObject({ racesPriced: 0, runnersPriced: 0, lastUpdate: null });
    expect(body._meta).toEqual({
      generatedAt: expect.any(String),
      dataVersion: 1,
      lastUpdated: refreshed.lastUpdated,
      totalRaces: 2,
      totalRunners: 6,
      stale: false,
      source: 'file',
      lastError: null,
      lastErrorCode: null,
    });
  });

  it('should take every book the file prices, and its exchange, into the catalogue', async () => {
    const active = await request(testApp.server).get('/api/bookmakers/active').set('Cookie', member).expect(200);
    expect(active.body.bookmakers).toEqual([...BOOKMAKERS, 'Offshore']);
    expect(active.body.sources).toContainEqual({ name: 'Betfair', kind: 'exchange', colour: bookmakerColour('Betfair') });
  });

  it('should list every source with its flags for promo editors and admins only', async () => {
    await request(testApp.server).get('/api/admin/bookmakers').set('Cookie', member).expect(403);
    const response = await request(testApp.server).get('/api/admin/bookmakers').set('Cookie', editor).expect(200);
    expect(response.body.map((row: { name: string }) => row.name)).toEqual([...BOOKMAKERS, 'Betfair', 'Offshore']);
    expect(response.body[0]).toEqual({
      name: 'TAB',
      kind: 'bookmaker',
      colour: '#00843d',
      isActive: true,
      isCustom: false,
      firstSeenAt: expect.any(String),
      lastSeenAt: expect.any(String),
    });
    // A seeded book no feed has priced yet.
    expect(response.body[1]).toMatchObject({ name: 'BetNation', firstSeenAt: null, lastSeenAt: null });
  });

  it('should add a custom bookmaker once, whatever its case, after the static ones', async () => {
    const add = (name: string) =>
      request(testApp.server).post('/api/bet-boosts/bookmakers').set('Cookie', editor).send({ name });
    expect((await add('  Aardvark Bet ').expect(201)).body.bookmaker).toMatchObject({ name: 'Aardvark Bet' });
    expect((await add('aardvark bet').expect(201)).body.bookmaker).toMatchObject({ name: 'Aardvark Bet' });
    const stored = await testApp.app.get(BookmakerRepository).findAll();
    expect(stored.find((source) => source.name === 'Aardvark Bet')).toMatchObject({ isActive: true, isCustom: true });
    // The exchange is a source, not a bookmaker a boost can name.
    expect((await add('betfair').expect(400)).body.message).toContain("'Betfair' is an exchange, not a bookmaker");
    const active = await request(testApp.server).get('/api/bookmakers/active').set('Cookie', member).expect(200);
    expect(active.body.bookmakers).toEqual([...BOOKMAKERS, 'Aardvark Bet', 'Offshore']);
    const all = await request(testApp.server).get('/api/admin/bookmakers').set('Cookie', editor).expect(200);
    expect(all.body).toHaveLength(20);
  });
});
