import type { Opportunity, SnapshotRace, StaleRace } from '@overlay/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { FAKE_BETWATCH_KEY, FakeBetwatchServer, fakeBetwatchIds } from '../../../test/support/fake-betwatch';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';

jest.setTimeout(90_000);

/** STALE_PRICE_SECONDS here: short, so a silent stream shows within the test. */
const STALE_SECONDS = 5;
const ALL_ROWS = 'min_total_ev=-100&max_odds=1000&include_promos=false&max_results=5000&within_minutes=1440';

// The product with ODDS_FEED=betwatch against the fake Betwatch v1 (real HTTP and SSE, real
// PostgreSQL): what a punter sees is the market that exists. A book the provider no longer prices
// leaves every view; a stream heard from (frames or heartbeats only) keeps every row fresh; a
// stream down makes every row stale within STALE_PRICE_SECONDS, names every race in `staleRaces`
// and says why (docs/feeds.md, docs/ev-model.md §1).
describe('The market as it is on the Betwatch stream', () => {
  let fake: FakeBetwatchServer;
  let app: TestApp;
  let admin: string;
  let heartbeat: NodeJS.Timeout | null = null;
  let last: SnapshotRace;
  let late: [string, string];

  /** Keepalives every second, as Betwatch sends them (about every 15 s) on a quiet stream. */
  const heartbeats = (on: boolean) => {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = on ? setInterval(() => fake.ping(), 1_000) : null;
  };
  const get = async (path: string) => (await request(app.server).get(path).set('Cookie', admin).expect(200)).body;
  const rows = async (
    extra = '',
  ): Promise<{ opportunities: Opportunity[]; staleRaces: StaleRace[]; marketFreshness: { stale: boolean; reason: string | null } }> =>
    get(`/api/opportunities?${ALL_ROWS}${extra}`);
  /** Every race with rows is named in `staleRaces`, each with its books (the whole market is stale). */
  const expectEveryRaceListed = (reply: { opportunities: Opportunity[]; staleRaces: StaleRace[] }) => {
    const listed = new Set(reply.staleRaces.map((race) => race.extRaceId));
    expect([...new Set(reply.opportunities.map((row) => row.extRaceId))].filter((id) => !listed.has(id))).toEqual([]);
    for (const race of reply.staleRaces) expect(race.books.length).toBeGreaterThan(0);
  };
  const booksOf = async (race: SnapshotRace) =>
    new Set((await rows(`&race_id=${fakeBetwatchIds.event(race)}`)).opportunities.map((row) => row.bookmaker));

  beforeAll(async () => {
    fake = new FakeBetwatchServer(Date.now(), { afterMs: 2 * 3_600_000 });
    // The day's last open race, less two of its books: they price it late (coverage), below.
    last = [...fake.day.races.values()].filter((race) => race.state === 'open').at(-1) as SnapshotRace;
    const priced = [...new Set(last.runners.flatMap((runner) => runner.prices.map((quote) => quote.bookmaker)))];
    late = [priced[0], priced[1]];
    for (const book of late) fake.day.stopPricing(last.extRaceId, book, { announce: false });
    // Without the exchange the fair price is the books' (docs/ev-model.md §1), so it shows who prices.
    fake.day.stopPricing(last.extRaceId, 'Betfair', { announce: false });
    await fake.start();
    heartbeats(true);
    app = await createTestApp({
      ODDS_FEED: 'betwatch',
      FEED_URL: fake.url,
      FEED_API_KEY: FAKE_BETWATCH_KEY,
      JOBS_ENABLED: 'true',
      LEADER_RETRY_SECONDS: '0.2',
      STALE_PRICE_SECONDS: String(STALE_SECONDS),
    });
    admin = await sessionCookieFor(app, await createAccount(app, { role: 'admin' }));
    await eventually(async () => (await rows()).opportunities.length, (n) => n > 0, 20_000);
  });

  afterAll(async () => {
    heartbeats(false);
    await app?.close();
    await fake?.stop();
  });

  it('should drop the books a new provider run no longer prices from every view, fair prices recomputed without them', async () => {
    const id = fakeBetwatchIds.event(last);
    const fairBefore = fairPrices(await rows(`&race_id=${id}`));
    // Late coverage: the two books start pricing the last race, above the market.
    fake.day.startPricing(last.extRaceId, late[0], 1.3);
    fake.day.startPricing(last.extRaceId, late[1], 1.2);
    const withLate = await eventually(() => booksOf(last), (books) => late.every((book) => books.has(book)));
    expect([...withLate]).toEqual(expect.arrayContaining(late));
    expect(fairPrices(await rows(`&race_id=${id}`))).not.toEqual(fairBefore);
    // The feed stops; the provider starts a new run in which they do not price the race.
    fake.day.stopPricing(last.extRaceId, late[0], { announce: false });
    fake.day.stopPricing(last.extRaceId, late[1], { announce: false });
    fake.day.newRun();
    fake.drop();
    const after = await eventually(() => booksOf(last), (books) => books.size > 0 && late.every((book) => !books.has(book)), 20_000);
    expect([...after].filter((book) => late.includes(book))).toEqual([]);
    // The fair prices are those of the race without them again.
    expect(fairPrices(await rows(`&race_id=${id}`))).toEqual(fairBefore);
    // The race's stored runners, its live view and its debug view no longer name them either.
    const runners = await get(`/api/runners/${id}`);
    const stored = runners.runners.flatMap((runner: { bookmakerOdds: { bookmaker: string }[] }) =>
      runner.bookmakerOdds.map((odds) => odds.bookmaker),
    );
    expect(stored.filter((book: string) => late.includes(book))).toEqual([]);
    const number = last.runners.find((runner) => !runner.scratched)!.number;
    const debug = await get(`/api/debug/promo-calc/${id}/${number}`);
    expect(debug.fairBooks.map((book: { bookmaker: string }) => book.bookmaker)).not.toEqual(expect.arrayContaining([late[0]]));
  });

  it('should keep every row fresh on a quiet healthy stream: heartbeats confirm every price', async () => {
    // Twice the threshold with nothing but heartbeats, then a price moves elsewhere in a race.
    await new Promise((resolve) => setTimeout(resolve, 2 * STALE_SECONDS * 1000));
    const race = [...fake.day.races.values()].find((candidate) => candidate.state === 'open' && candidate.runners[0].prices.length > 2)!;
    const quote = race.runners[0].prices[0];
    fake.day.setWin(race.extRaceId, race.runners[0].number, quote.bookmaker, Math.round((quote.win + 0.1) * 100) / 100);
    await eventually(
      async () => (await rows(`&race_id=${fakeBetwatchIds.event(race)}`)).opportunities,
      (list) => list.some((row) => row.bookmaker === quote.bookmaker && row.runnerNumber === race.runners[0].number && row.price !== quote.win),
    );
    const reply = await rows();
    expect(reply.opportunities.filter((row) => row.stale)).toEqual([]);
    expect(reply.marketFreshness).toMatchObject({ stale: false, reason: null });
    expect(reply.staleRaces).toEqual([]);
    expect(Math.max(...reply.opportunities.map((row) => row.priceAgeSeconds ?? Infinity))).toBeLessThanOrEqual(STALE_SECONDS);
  });

  it('should mark every row stale within the threshold when the stream goes down, say why, and recover', async () => {
    heartbeats(false);
    fake.faults.streamUnavailable = true;
    fake.drop();
    const downAt = Date.now();
    const reply = await eventually(rows, (body) => body.opportunities.length > 0 && body.opportunities.every((row) => row.stale), 20_000);
    // Within the threshold, plus the leader's 2 s health beat and the 1 s state recheck.
    expect(Date.now() - downAt).toBeLessThan((STALE_SECONDS + 4) * 1000);
    expect(reply.opportunities.every((row) => row.stale)).toBe(true);
    expect(reply.marketFreshness).toMatchObject({ stale: true, reason: 'stream_down' });
    expectEveryRaceListed(reply);
    const ping = await get('/api/betwatch/ping');
    expect(ping).toMatchObject({ ok: false, stale: true, stream: { connected: false } });
    const ready = (await request(app.server).get('/api/health/ready')).body;
    expect(ready.feed).toBe('stale');
    // The stream back: fresh again, with no price change needed.
    fake.faults.streamUnavailable = false;
    heartbeats(true);
    const back = await eventually(rows, (body) => !body.marketFreshness.stale, 20_000);
    expect(back.opportunities.filter((row) => row.stale)).toEqual([]);
    expect(back.staleRaces).toEqual([]);
  });

  it('should reconnect the stream on a refresh during a quota freeze, and follow the market again', async () => {
    // Quota spent while a resync asks for a new bootstrap: the stream waits (15 min) to try again.
    fake.faults.quotaExceeded = true;
    fake.resync();
    await eventually(async () => (await get('/api/betwatch/ping')).stream?.state, (state) => state === 'quota_exceeded', 15_000);
    fake.faults.quotaExceeded = false;
    const refreshed = await request(app.server).post('/api/admin/refresh').set('Cookie', admin).send({});
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ ok: true, message: 'Data refresh triggered' });
    // The stream, not a one-off REST read: the market's changes keep coming.
    fake.day.advance(5_000);
    fake.day.pulse(30);
    const same = await eventually(
      async () => differences(await storedPrices(app), fake),
      (diff) => diff === 0,
      15_000,
    );
    expect(same).toBe(0);
    const ping = await get('/api/betwatch/ping');
    expect(ping).toMatchObject({ ok: true, stream: { state: 'live', connected: true } });
    expect((await eventually(rows, (body) => !body.marketFreshness.stale)).marketFreshness).toMatchObject({ stale: false });
  });

  it('should mark every row stale at once while the quota is spent, and say why a refresh cannot reconnect', async () => {
    fake.faults.quotaExceeded = true;
    fake.drop();
    await eventually(async () => (await get('/api/betwatch/ping')).stream?.state, (state) => state === 'quota_exceeded', 15_000);
    const frozen = await eventually(rows, (body) => body.opportunities.every((row) => row.stale), 5_000);
    expect(frozen.opportunities.every((row) => row.stale)).toBe(true);
    expect(frozen.marketFreshness).toMatchObject({ stale: true, reason: 'quota_exceeded' });
    expectEveryRaceListed(frozen);
    const refused = await request(app.server).post('/api/admin/refresh').set('Cookie', admin).send({});
    expect(refused.status).toBe(502);
    expect(refused.body.message).toContain('cannot reconnect');
    expect(refused.body.message).toContain('quota');
    fake.faults.quotaExceeded = false;
  });
});

/** Stored win prices (race#runner#book) that differ from the fake's, or that one side lacks. */
function differences(stored: Record<string, number>, fake: FakeBetwatchServer): number {
  const races = new Set(Object.keys(stored).map((key) => key.split('#')[0]));
  const want: Record<string, number> = {};
  for (const race of fake.day.races.values())
    if (races.has(fakeBetwatchIds.event(race)))
      for (const runner of race.runners)
        if (!runner.scratched)
          for (const quote of runner.prices) want[`${fakeBetwatchIds.event(race)}#${runner.number}#${quote.bookmaker}`] = quote.win;
  const keys = new Set([...Object.keys(stored), ...Object.keys(want)]);
  return [...keys].filter((key) => stored[key] !== want[key]).length;
}

async function storedPrices(app: TestApp): Promise<Record<string, number>> {
  const rows: { race: string; number: number; bookmaker: string; win: number }[] = await app.app.get(DataSource).query(
    `SELECT r.ext_race_id AS race, u.number, p.bookmaker, p.win FROM bookmaker_prices p
     JOIN runners u ON u.id = p.runner_id JOIN races r ON r.ext_race_id = u.race_ext_id WHERE NOT u.scratched`,
  );
  return Object.fromEntries(rows.map((row) => [`${row.race}#${row.number}#${row.bookmaker}`, Number(row.win)]));
}

/** Each runner's fair price in a race's rows (one per runner). */
function fairPrices(reply: { opportunities: Opportunity[] }): Record<number, number> {
  return Object.fromEntries(reply.opportunities.map((row) => [row.runnerNumber, row.fairPrice]));
}
