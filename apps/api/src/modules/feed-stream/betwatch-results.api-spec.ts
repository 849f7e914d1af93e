import type { SnapshotRace } from '@overlay/domain';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { FAKE_BETWATCH_KEY, FakeBetwatchServer, fakeBetwatchIds } from '../../../test/support/fake-betwatch';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';

jest.setTimeout(120_000);

// Results are never lost (docs/feeds.md, failures): a race that turns final while Betwatch
// refuses us is asked for again, with backoff honouring Retry-After, until its result comes, and
// again at every start; the bets on it settle. The product against the fake Betwatch v1.
describe('Betwatch results after refusals', () => {
  let fake: FakeBetwatchServer;
  let app: TestApp;
  let member: { id: string };
  let cookie: string;
  const env = () => ({
    ODDS_FEED: 'betwatch',
    FEED_URL: fake.url,
    FEED_API_KEY: FAKE_BETWATCH_KEY,
    JOBS_ENABLED: 'true',
    LEADER_RETRY_SECONDS: '0.2',
  });
  const bets = async () => (await request(app.server).get('/api/bets').set('Cookie', cookie).expect(200)).body.bets as { extRaceId: string; result: string }[];
  const resultCalls = (race: SnapshotRace, status: number) =>
    fake.exchanges.filter((e) => e.path === `/v1/events/${fakeBetwatchIds.event(race)}/snapshot` && e.status === status).length;

  /** A bet on every running runner of a race, at a book's price. */
  const betOnEveryRunner = async (race: SnapshotRace) => {
    const id = fakeBetwatchIds.event(race);
    for (const runner of race.runners.filter((candidate) => !candidate.scratched && candidate.prices.length > 0)) {
      const quote = runner.prices[0];
      const created = await eventually(
        () =>
          request(app.server)
            .post('/api/bets')
            .set('Cookie', cookie)
            .send({ extRaceId: id, runnerNumber: runner.number, bookmaker: quote.bookmaker, price: quote.win, stake: 10 }),
        (response) => response.status === 201,
      );
      expect(created.status).toBe(201);
    }
  };
  /** Moves the fake's day until the race is final (frames say so on the stream). */
  const runToFinal = (race: SnapshotRace) => {
    for (let i = 0; i < 120 && fake.day.races.get(race.extRaceId)?.state !== 'final'; i += 1) fake.day.advance(30_000);
    expect(fake.day.races.get(race.extRaceId)?.state).toBe('final');
    expect(fake.day.races.get(race.extRaceId)?.results?.length).toBeGreaterThan(0);
  };

  beforeAll(async () => {
    fake = new FakeBetwatchServer(Date.now(), { afterMs: 2 * 3_600_000 });
    await fake.start();
    app = await createTestApp(env());
    member = await createAccount(app);
    cookie = await sessionCookieFor(app, member);
  });

  afterAll(async () => {
    await app?.close();
    await fake?.stop();
  });

  it('should read a result refused by a 429 rate_limited, and settle every bet on the race', async () => {
    const open = [...fake.day.races.values()].filter((race) => race.state === 'open');
    const race = open[0];
    await betOnEveryRunner(race);
    // The race's snapshot answers 429 rate_limited three times in a row (Retry-After: 1 s).
    fake.faults.rateLimited = { remaining: 3, retryAfterSeconds: 1, path: `/v1/events/${fakeBetwatchIds.event(race)}/snapshot` };
    runToFinal(race);
    const settled = await eventually(
      bets,
      (list) => list.filter((bet) => bet.extRaceId === fakeBetwatchIds.event(race)).every((bet) => bet.result !== 'pending'),
      30_000,
    );
    const mine = settled.filter((bet) => bet.extRaceId === fakeBetwatchIds.event(race));
    expect(mine.some((bet) => bet.result === 'pending')).toBe(false);
    expect(mine.map((bet) => bet.result)).toContain('won');
    expect(resultCalls(race, 429)).toBeGreaterThan(0);
    expect(resultCalls(race, 200)).toBeGreaterThan(0);
  });

  it('should read at the next start a result the quota kept back, and settle the bets', async () => {
    const race = [...fake.day.races.values()].filter((candidate) => candidate.state === 'open')[0];
    await betOnEveryRunner(race);
    fake.faults.quotaExceeded = true;
    runToFinal(race);
    await eventually(() => resultCalls(race, 429), (n) => n > 0, 10_000);
    // Stopped while the result is still wanted; the quota lifts; the next start asks again.
    await app.app.close();
    fake.faults.quotaExceeded = false;
    app = await createTestApp(env(), { database: app.database });
    const settled = await eventually(
      bets,
      (list) => list.filter((bet) => bet.extRaceId === fakeBetwatchIds.event(race)).every((bet) => bet.result !== 'pending'),
      30_000,
    );
    expect(settled.filter((bet) => bet.extRaceId === fakeBetwatchIds.event(race)).some((bet) => bet.result === 'pending')).toBe(false);
    expect(resultCalls(race, 200)).toBeGreaterThan(0);
  });

  it('should ask at the next start for a stored race two days old without a result (not held by the stream), and settle its bets', async () => {
    const race = [...fake.day.races.values()].filter((candidate) => candidate.state === 'open')[0];
    const id = fakeBetwatchIds.event(race);
    await betOnEveryRunner(race);
    fake.faults.quotaExceeded = true;
    runToFinal(race);
    await eventually(() => resultCalls(race, 429), (n) => n > 0, 10_000);
    await app.app.close();
    // Stored as run two days ago: a resume rebuilds only the last 12 h, so the stream does not
    // hold it; the stored races without a result (up to 7 days) are handed to it at the start.
    const db = new Client({ connectionString: app.database.url });
    await db.connect();
    await db.query(`UPDATE races SET start_time = now() - interval '2 days' WHERE ext_race_id = $1`, [id]);
    await db.end();
    fake.faults.quotaExceeded = false;
    app = await createTestApp(env(), { database: app.database });
    const settled = await eventually(
      bets,
      (list) => list.filter((bet) => bet.extRaceId === id).every((bet) => bet.result !== 'pending'),
      30_000,
    );
    expect(settled.filter((bet) => bet.extRaceId === id).some((bet) => bet.result === 'pending')).toBe(false);
    expect(settled.filter((bet) => bet.extRaceId === id).map((bet) => bet.result)).toContain('won');
  });

  it('should report in the admin panel a race a week old without a result, and one still asked for', async () => {
    const admin = await sessionCookieFor(app, await createAccount(app, { role: 'admin' }));
    const ds = app.app.get(DataSource);
    const add = (id: string, daysAgo: number) =>
      ds.query(
        `INSERT INTO races (ext_race_id, venue, country, code, number, name, start_time, state, content_hash)
         VALUES ($1, 'Bendigo', 'AU', 'TB', 4, 'Bendigo R4', now() - make_interval(days => $2), 'final', 'h')`,
        [id, daysAgo],
      );
    await add('old-r4', 8);
    await add('recent-r4', 2);
    const body = (await request(app.server).get('/api/admin/races-without-result').set('Cookie', admin).expect(200)).body;
    expect(body.races.find((race: { extRaceId: string }) => race.extRaceId === 'old-r4')).toMatchObject({
      venue: 'Bendigo',
      number: 4,
      state: 'final',
      pendingBets: 0,
      givenUp: true,
    });
    expect(body.races.find((race: { extRaceId: string }) => race.extRaceId === 'recent-r4')).toMatchObject({ givenUp: false });
    await request(app.server).get('/api/admin/races-without-result').set('Cookie', cookie).expect(403);
  });
});
