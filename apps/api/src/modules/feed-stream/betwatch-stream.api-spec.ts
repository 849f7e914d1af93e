import type {
  DataRefreshEvent,
  LiveTickMessage,
  SnapshotRace,
} from '@overlay/domain';
import { EventBus } from '@overlay/domain';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  createAccount,
  sessionCookieFor,
} from '../../../test/support/accounts';
import { openEventStream } from '../../../test/support/event-stream-client';
import type { EventStreamClient } from '../../../test/support/event-stream-client';
import {
  FAKE_BETWATCH_KEY,
  FakeBetwatchServer,
  fakeBetwatchIds,
} from '../../../test/support/fake-betwatch';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { eventually } from '../../../test/support/eventually';
import { LeaderElection } from '../leader';

jest.setTimeout(60_000);

// The product with ODDS_FEED=betwatch against the fake Betwatch v1 server (scripted race day,
// real HTTP and SSE, real PostgreSQL): bootstrap, changes reaching the rows and a live stream,
// faults, and a leader change resuming from the stored cursor.
describe('Betwatch v1 stream (ODDS_FEED=betwatch)', () => {
  let fake: FakeBetwatchServer;
  let first: TestApp;
  let second: TestApp | null = null;
  let admin: string;
  const events: DataRefreshEvent[] = [];
  const streams: EventStreamClient[] = [];
  const env = () => ({
    ODDS_FEED: 'betwatch',
    FEED_URL: fake.url,
    FEED_API_KEY: FAKE_BETWATCH_KEY,
    JOBS_ENABLED: 'true',
    LEADER_RETRY_SECONDS: '0.2',
  });
  const leads = (app: TestApp) => app.app.get(LeaderElection).isLeader;
  const leader = () => (second && leads(second) ? second : first);
  const snapshotCalls = () =>
    fake.exchanges.filter((e) => e.path === '/v1/snapshot').length;

  /** Stored win prices by race, runner and book, against the fake's own market. */
  const storedPrices = async (app: TestApp) => {
    const rows: {
      race: string;
      number: number;
      bookmaker: string;
      win: number;
    }[] = await app.app.get(DataSource).query(
      `SELECT r.ext_race_id AS race, u.number, p.bookmaker, p.win FROM bookmaker_prices p
       JOIN runners u ON u.id = p.runner_id JOIN races r ON r.ext_race_id = u.race_ext_id WHERE NOT u.scratched`,
    );
    return Object.fromEntries(
      rows.map((row) => [
        `${row.race}#${row.number}#${row.bookmaker}`,
        Number(row.win),
      ]),
    );
  };
  const fakePrices = () => {
    const out: Record<string, number> = {};
    for (const race of fake.day.races.values() as Iterable<SnapshotRace>) {
      for (const runner of race.runners)
        if (!runner.scratched)
          for (const q of runner.prices)
            out[
              `${fakeBetwatchIds.event(race)}#${runner.number}#${q.bookmaker}`
            ] = q.win;
    }
    return out;
  };
  const inSync = async (app: TestApp) => {
    const same = (a: Record<string, number>, b: Record<string, number>) =>
      Object.keys(a).length === Object.keys(b).length &&
      Object.entries(a).every(([key, win]) => b[key] === win);
    // Up to 30 s: on a loaded CI box (two cores, the whole suite) catching up took over 10.
    const stored = await eventually(
      () => storedPrices(app),
      (prices) =>
        Object.keys(prices).length > 0 &&
        same(prices, pick(fakePrices(), prices)),
      30_000,
    );
    expect(stored).toEqual(pick(fakePrices(), stored));
  };

  beforeAll(async () => {
    fake = new FakeBetwatchServer(Date.now(), { afterMs: 2 * 3_600_000 });
    // Small pages: every bootstrap spans several, whatever the time of day (a day's first pages
    // once left as ordinary changes, and the data_refresh did not say full).
    fake.faults.snapshotPageLimit = 5;
    await fake.start();
    first = await createTestApp(env());
    first.app
      .get(EventBus)
      .subscribe('data_refresh', (event: DataRefreshEvent) =>
        events.push(event),
      );
    admin = await sessionCookieFor(
      first,
      await createAccount(first, { role: 'admin' }),
    );
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    if (second) await second.app.close();
    await first.close();
    await fake.stop();
  });

  it('should bootstrap the day into the market and report the stream in the ping', async () => {
    await eventually(
      () => events.length,
      (n) => n > 0,
    );
    expect(events[0]).toMatchObject({ full: true, races: expect.any(Number) });
    await inSync(first);
    const races = await request(first.server)
      .get('/api/races?within_minutes=240')
      .set('Cookie', admin)
      .expect(200);
    expect(races.body.length).toBeGreaterThan(5);
    const ping = await eventually(
      async () =>
        (
          await request(first.server)
            .get('/api/betwatch/ping')
            .set('Cookie', admin)
        ).body,
      (body) => body.stream?.connected === true,
    );
    expect(ping).toMatchObject({
      ok: true,
      source: 'betwatch',
      lastErrorCode: null,
      stream: {
        state: 'live',
        connected: true,
        reconnects: 0,
        quotaRemaining: expect.any(Number),
      },
    });
  });

  it('should bring a price change to the rows and to a live race stream at once', async () => {
    await new Promise<void>((resolve) =>
      first.server.listen(0, '127.0.0.1', resolve),
    );
    const base = `http://127.0.0.1:${(first.server.address() as AddressInfo).port}`;
    const race = [...fake.day.races.values()].find(
      (r) => r.state === 'open' && r.runners.some((u) => u.prices.length > 3),
    )!;
    const id = fakeBetwatchIds.event(race);
    const live = await openEventStream(
      base,
      `/api/live/race/${id}?interval=5000`,
      admin,
    );
    streams.push(live);
    await eventually(
      () => live.messages().length,
      (n) => n >= 2,
    );
    const runner = race.runners.find((u) => u.prices.length > 3)!;
    const [moved] = fake.day.pulse(
      1,
      sequence([races(fake, race), runnerIndex(race, runner), 0, 0.9]),
    );
    const price = (moved.data as { price: number }).price;
    const changedAt = Date.now();
    const ticked = await eventually(
      () =>
        (live.messages() as LiveTickMessage[])
          .filter((m) => m.type === 'tick')
          .flatMap((m) => m.oddsChanged ?? []),
      (changes) => changes.some((c) => c.new === price),
      4_000,
    );
    // Within the 5 s beat: the stream was told by the batch, not by its timer.
    expect(ticked.some((c) => c.new === price)).toBe(true);
    expect(Date.now() - changedAt).toBeLessThan(4_000);
    const runners = await request(first.server)
      .get(`/api/runners/${id}`)
      .set('Cookie', admin)
      .expect(200);
    expect(
      runners.body.runners.find(
        (u: { number: number }) => u.number === runner.number,
      ).bookmakerOdds,
    ).toContainEqual(expect.objectContaining({ price }));
    expect(events.at(-1)?.raceIds).toContain(id);
    // The dashboard's rows of that race carry it too (the row of that runner and book).
    const book = runner.prices[0].bookmaker;
    const rows = await request(first.server)
      .get(
        `/api/opportunities?race_id=${id}&min_total_ev=-100&max_odds=1000&include_promos=false`,
      )
      .set('Cookie', admin)
      .expect(200);
    const row = rows.body.opportunities.find(
      (r: { runnerNumber: number; bookmaker: string }) =>
        r.runnerNumber === runner.number && r.bookmaker === book,
    );
    expect(row?.price).toBe(price);
  });

  it('should lose nothing through drops, a mid-frame cut, a resync and a malformed frame', async () => {
    fake.day.advance(5_000);
    fake.drop();
    fake.day.advance(5_000);
    fake.dropMidFrame();
    fake.garbage();
    fake.resync();
    fake.day.advance(5_000);
    await eventually(
      () => snapshotCalls(),
      (n) => n >= 2,
    );
    await inSync(first);
    const ping = await eventually(
      async () =>
        (
          await request(first.server)
            .get('/api/betwatch/ping')
            .set('Cookie', admin)
        ).body,
      (body) => body.stream?.connected === true && body.stream.reconnects >= 1,
    );
    expect(ping.stream.reconnects).toBeGreaterThanOrEqual(1);
  });

  it('should hand the stream to a new leader, which resumes at the stored cursor with no gap', async () => {
    second = await createTestApp(env(), { database: first.database });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(leads(second)).toBe(false);
    const bootstraps = snapshotCalls();
    await first.app.get(LeaderElection).stop();
    await eventually(() => leads(second!), Boolean, 5_000);
    fake.day.advance(5_000);
    fake.day.pulse(40);
    await inSync(second);
    expect(snapshotCalls()).toBe(bootstraps);
    const resumed = fake.exchanges
      .filter((e) => e.path === '/v1/stream')
      .at(-1);
    expect(resumed?.headers['last-event-id']).toMatch(/^c\d+-\d+$/);
  });

  it('should freeze the market on quota_exceeded, mark every book stale and say so', async () => {
    const app = leader();
    // The market settled first: read while a bootstrap's later pages or a batch were still being
    // stored, 'before' lacked what arrived next (a whole race, at 09:26 on a busy day).
    await inSync(app);
    const before = await storedPrices(app);
    fake.faults.quotaExceeded = true;
    fake.drop();
    const coverage = await eventually(
      async () =>
        (
          await request(app.server)
            .get('/api/bookmakers/coverage')
            .set('Cookie', admin)
        ).body,
      (body) => body._meta.lastErrorCode === 'quota_exceeded',
    );
    expect(coverage._meta).toMatchObject({
      stale: true,
      lastErrorCode: 'quota_exceeded',
    });
    expect(coverage.TAB.stale).toBe(true);
    const ping = (
      await request(app.server).get('/api/betwatch/ping').set('Cookie', admin)
    ).body;
    expect(ping).toMatchObject({
      ok: false,
      stale: true,
      lastErrorCode: 'quota_exceeded',
      stream: { state: 'quota_exceeded', connected: false },
    });
    expect(ping.lastError).toContain('monthly quota');
    expect(await storedPrices(app)).toEqual(before);
  });
});

/** The entries of `all` whose keys `like` has (the races the product stores). */
function pick(
  all: Record<string, number>,
  like: Record<string, number>,
): Record<string, number> {
  const races = new Set(Object.keys(like).map((key) => key.split('#')[0]));
  return Object.fromEntries(
    Object.entries(all).filter(([key]) => races.has(key.split('#')[0])),
  );
}

/** A random() that returns these values in turn (to steer the fake's pulse to one quote). */
function sequence(values: number[]): () => number {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)];
}

function races(fake: FakeBetwatchServer, race: SnapshotRace): number {
  const open = [...fake.day.races.values()].filter((r) => r.state === 'open');
  return (open.indexOf(race) + 0.5) / open.length;
}

function runnerIndex(
  race: SnapshotRace,
  runner: SnapshotRace['runners'][number],
): number {
  const priced = race.runners.filter(
    (u) => !u.scratched && u.prices.length > 0,
  );
  return (priced.indexOf(runner) + 0.5) / priced.length;
}
