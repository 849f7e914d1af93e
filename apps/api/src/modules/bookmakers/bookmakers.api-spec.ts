import { BOOKMAKERS, BookmakerRepository } from '@overlay/domain';
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

  it('should list the 17 bookmakers of docs/product.md §9 as active, in the spec order', async () => {
    const response = await request(testApp.server).get('/api/bookmakers/active').set('Cookie', member).expect(200);
    expect(response.body).toEqual({ bookmakers: [...BOOKMAKERS] });
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

  it('should list every bookmaker with its flags for promo editors and admins only', async () => {
    await request(testApp.server).get('/api/admin/bookmakers').set('Cookie', member).expect(403);
    const response = await request(testApp.server).get('/api/admin/bookmakers').set('Cookie', editor).expect(200);
    expect(response.body).toHaveLength(17);
    expect(response.body[0]).toEqual({ name: 'TAB', isActive: true, isCustom: false });
  });

  it('should add a custom bookmaker once, whatever its case, after the static ones', async () => {
    const repository = testApp.app.get(BookmakerRepository);
    const added = await repository.addCustom('  Aardvark Bet ');
    expect(added).toMatchObject({ name: 'Aardvark Bet', isActive: true, isCustom: true });
    await expect(repository.addCustom('aardvark bet')).resolves.toMatchObject({ name: 'Aardvark Bet' });
    const active = await request(testApp.server).get('/api/bookmakers/active').set('Cookie', member).expect(200);
    expect(active.body.bookmakers).toEqual([...BOOKMAKERS, 'Aardvark Bet']);
    const all = await request(testApp.server).get('/api/admin/bookmakers').set('Cookie', editor).expect(200);
    expect(all.body).toHaveLength(18);
  });
});
