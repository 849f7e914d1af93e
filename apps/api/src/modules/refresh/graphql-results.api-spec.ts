import request from 'supertest';
import { DataSource } from 'typeorm';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { FAKE_GRAPHQL_KEY, fakeBetwatchApi, fixtureRaces, ScriptedHttpServer } from '../../../test/support/fake-betwatch-graphql';
import type { FakeBetwatchFaults } from '../../../test/support/fake-betwatch-graphql';
import { FixedClock } from '../../../test/support/test-clock';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';

jest.setTimeout(90_000);

/** Half an hour before the fixture's Flemington race (01:30 UTC, 12:30 in Melbourne). */
const T0 = Date.parse('2026-11-21T01:00:00Z');
const DAY_MS = 86_400_000;

// Results are never lost on the GraphQL feed either (docs/feeds.md, results): its poll lists
// only today's and tomorrow's races, so a race that ran two days ago and still has no result is
// asked for by id, with backoff honouring Retry-After, until its result comes; the bets settle.
// The product (ODDS_FEED=betwatch-graphql) against the project's fake GraphQL API.
describe('Betwatch GraphQL results after refusals', () => {
  const races = fixtureRaces();
  const race = races[0];
  const id = String(race.id);
  const faults: FakeBetwatchFaults = {};
  let server: ScriptedHttpServer;
  let app: TestApp | null = null;
  const env = () => ({
    ODDS_FEED: 'betwatch-graphql',
    FEED_URL: server.url,
    FEED_API_KEY: FAKE_GRAPHQL_KEY,
    JOBS_ENABLED: 'true',
    LEADER_RETRY_SECONDS: '0.2',
    // One poll on taking the lead, no more: what the test sees comes from the chase.
    REFRESH_SECONDS: '3600',
    FAST_REFRESH_SECONDS: '3600',
  });
  /** `race(id)` queries the fake received for the race. */
  const raceQueries = () =>
    server.requests.filter((r) => {
      const body = r.body as { query?: string; variables?: { id?: string } };
      return String(body?.query).includes('query GetRace(') && body.variables?.id === id;
    }).length;

  beforeAll(async () => {
    server = new ScriptedHttpServer(fakeBetwatchApi({ races, filterByDate: true, faults }));
    await server.start();
  });

  afterAll(async () => {
    await app?.close();
    await server?.stop();
  });

  it('should ask by id for a two-day-old race without a result, through 429s, and settle its bets', async () => {
    app = await createTestApp(env(), { clock: new FixedClock(T0) });
    const member = await createAccount(app);
    let cookie = await sessionCookieFor(app, member);
    const ds = app.app.get(DataSource);
    const tab: { number: number; win: string }[] = await eventually(
      () =>
        ds.query(
          `SELECT u.number, p.win FROM bookmaker_prices p JOIN runners u ON u.id = p.runner_id
           WHERE u.race_ext_id = $1 AND p.bookmaker = 'TAB' AND NOT u.scratched ORDER BY u.number`,
          [id],
        ),
      (rows: unknown[]) => rows.length > 0,
      20_000,
    );
    for (const { number, win } of tab) {
      const created = await request(app.server)
        .post('/api/bets')
        .set('Cookie', cookie)
        .send({ extRaceId: id, runnerNumber: number, bookmaker: 'TAB', price: Number(win), stake: 10 });
      expect(created.status).toBe(201);
    }
    await app.app.close();

    // The race ran and was judged; two days on, the poll's window no longer lists it, and
    // Betwatch refuses its first four `race(id)` asks (one call and its three retries).
    race.status = 'Resulted';
    race.results = [[1], [2], [3]];
    const refusals = { id, remaining: 4, retryAfterSeconds: 1 };
    faults.raceRefusals = refusals;
    const asked = raceQueries();
    app = await createTestApp(env(), { database: app.database, clock: new FixedClock(T0 + 2 * DAY_MS) });
    cookie = await sessionCookieFor(app, member);
    const bets = async () =>
      ((await request(app!.server).get('/api/bets').set('Cookie', cookie).expect(200)).body.bets as { extRaceId: string; runnerNumber: number; result: string }[]).filter(
        (bet) => bet.extRaceId === id,
      );
    const settled = await eventually(bets, (list) => list.length > 0 && list.every((bet) => bet.result !== 'pending'), 45_000);
    expect(settled).toHaveLength(tab.length);
    expect(settled.find((bet) => bet.runnerNumber === 1)?.result).toBe('won');
    expect(settled.filter((bet) => bet.result === 'won')).toHaveLength(1);
    // Refused four times, then read: the chase asked again after the refusals.
    expect(refusals.remaining).toBe(0);
    expect(raceQueries() - asked).toBeGreaterThanOrEqual(5);
    const stored = await app.app.get(DataSource).query('SELECT state, results FROM races WHERE ext_race_id = $1', [id]);
    expect(stored).toEqual([{ state: 'final', results: [[1], [2], [3]] }]);
  });
});
