import type { Opportunity, StaleRace } from '@overlay/domain';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { snapshotFile, testSnapshot } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { RefreshMarketsUseCase } from '../refresh';

const ALL_ROWS = 'min_total_ev=-100&max_odds=1000&include_promos=false&max_results=5000';

interface Reply {
  opportunities: Opportunity[];
  staleRaces: StaleRace[];
  marketFreshness: { stale: boolean; reason: string | null };
}

// A polled feed's whole market goes stale after two REFRESH_SECONDS without a stored fetch
// (docs/ev-model.md §1): every row says so, and `staleRaces` names every race with quotes (its
// rows kept), as on a stream that is down; within the filters only.
describe('GET /api/opportunities while a polled market is stale as a whole', () => {
  let app: TestApp;
  let feed: SnapshotFile;
  let cookie: string;
  const reply = async (extra = '&within_minutes=1440') =>
    (await request(app.server).get(`/api/opportunities?${ALL_ROWS}${extra}`).set('Cookie', cookie).expect(200)).body as Reply;

  beforeAll(async () => {
    feed = snapshotFile(
      testSnapshot([
        { extRaceId: 'ms-r1', number: 1, minutesFromNow: 60 },
        { extRaceId: 'ms-r2', number: 2, minutesFromNow: 90, code: 'GR', venue: 'The Meadows' },
      ]),
    );
    // No scheduled refresh (jobs off): one fetch, then the market ages.
    app = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path, REFRESH_SECONDS: '1' });
    cookie = await sessionCookieFor(app, await createAccount(app));
    await app.app.get(RefreshMarketsUseCase).forceRefresh();
  });

  afterAll(async () => {
    await app.close();
    feed.remove();
  });

  it('should name every race with quotes in staleRaces once the feed is down, and none while it is fresh', async () => {
    const fresh = await reply();
    expect(fresh.marketFreshness.stale).toBe(false);
    expect(fresh.opportunities.length).toBeGreaterThan(0);
    expect(fresh.staleRaces).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, 2_300));
    const stale = await reply();
    expect(stale.marketFreshness).toMatchObject({ stale: true, reason: 'feed_down' });
    expect(stale.opportunities.length).toBe(fresh.opportunities.length);
    expect(stale.opportunities.every((row) => row.stale)).toBe(true);
    expect(stale.staleRaces).toEqual([
      { extRaceId: 'ms-r1', venue: 'Flemington', raceNumber: 1, books: ['Neds', 'Sportsbet', 'TAB'] },
      { extRaceId: 'ms-r2', venue: 'The Meadows', raceNumber: 2, books: ['Neds', 'Sportsbet', 'TAB'] },
    ]);
    // The filters hold: one race, one code, a window that ends before the second race.
    expect((await reply('&within_minutes=1440&race_id=ms-r2')).staleRaces.map((race) => race.extRaceId)).toEqual(['ms-r2']);
    expect((await reply('&within_minutes=1440&codes=GR')).staleRaces.map((race) => race.extRaceId)).toEqual(['ms-r2']);
    expect((await reply('&within_minutes=75')).staleRaces.map((race) => race.extRaceId)).toEqual(['ms-r1']);
  });
});
