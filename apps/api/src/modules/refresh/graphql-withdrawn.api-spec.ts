import type { Opportunity } from '@overlay/domain';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { FAKE_GRAPHQL_KEY, fakeBetwatchApi, fixtureRaces, ScriptedHttpServer } from '../../../test/support/fake-betwatch-graphql';
import { TestClock } from '../../../test/support/test-clock';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { RefreshMarketsUseCase } from './index';

/** Half an hour before the fixture's Flemington race (01:30 UTC). */
const T0 = Date.parse('2026-11-21T01:00:00Z');
const ALL_ROWS = 'min_total_ev=-100&max_odds=1000&include_promos=false&max_results=5000&within_minutes=1440';

// The GraphQL feed follows the snapshot rule at every poll (docs/feeds.md, mapping): a race it
// lists is stored whole, so a book Betwatch no longer prices for it is gone from the rows and the
// stored runners. The product (ODDS_FEED=betwatch-graphql) against the project's fake GraphQL API.
describe('A book the GraphQL feed no longer lists (ODDS_FEED=betwatch-graphql)', () => {
  const races = fixtureRaces();
  const race = races[0];
  const id = String(race.id);
  let server: ScriptedHttpServer;
  let app: TestApp;
  let cookie: string;
  const get = async (path: string) => (await request(app.server).get(path).set('Cookie', cookie).expect(200)).body;
  const books = async () => new Set(((await get(`/api/opportunities?${ALL_ROWS}&race_id=${id}`)).opportunities as Opportunity[]).map((row) => row.bookmaker));

  beforeAll(async () => {
    server = new ScriptedHttpServer(fakeBetwatchApi({ races }));
    await server.start();
    // The clock runs (the serving caches expire by it), from half an hour before the race.
    const clock = new TestClock();
    clock.advance(T0 - clock.now().getTime());
    app = await createTestApp({ ODDS_FEED: 'betwatch-graphql', FEED_URL: server.url, FEED_API_KEY: FAKE_GRAPHQL_KEY }, { clock });
    cookie = await sessionCookieFor(app, await createAccount(app));
    await app.app.get(RefreshMarketsUseCase).forceRefresh();
  });

  afterAll(async () => {
    await app.close();
    await server.stop();
  });

  it('should drop from the rows and the stored runners a book the next poll no longer lists', async () => {
    const before = await books();
    expect(before.has('Sportsbet')).toBe(true);
    // Betwatch's spelling varies by runner (`Sportsbet`, `sportsbet`): every one goes.
    for (const runner of race.runners ?? []) runner.bookmakerMarkets = (runner.bookmakerMarkets ?? []).filter((market) => market.bookmaker?.toLowerCase() !== 'sportsbet');
    await app.app.get(RefreshMarketsUseCase).forceRefresh();
    const after = await eventually(books, (shown) => !shown.has('Sportsbet'), 5_000);
    expect(after.has('Sportsbet')).toBe(false);
    expect([...after].sort()).toEqual([...before].filter((book) => book !== 'Sportsbet').sort());
    const runners = await get(`/api/runners/${id}`);
    expect(runners.runners.flatMap((runner: { bookmakerOdds: { bookmaker: string }[] }) => runner.bookmakerOdds.map((odds) => odds.bookmaker))).not.toContain('Sportsbet');
  });
});
