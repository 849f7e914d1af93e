import type { ActiveBookmakersResponse, AdminBookmakerRow, CoverageResponse, Opportunity } from '@overlay/contracts';
import { bookmakerColour } from '@overlay/domain';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { FAKE_BETWATCH_KEY, FakeBetwatchServer, fakeBetwatchIds } from '../../../test/support/fake-betwatch';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { eventually } from '../../../test/support/eventually';

jest.setTimeout(90_000);

/** The source catalogue follows the stream's batches: a change is waited for up to this long. */
const SOURCES_WAIT_MS = 15_000;

// The source catalogue comes from the feed (docs/feeds.md, "The source catalogue"): with
// ODDS_FEED=betwatch against the fake Betwatch v1 server, a book the product has never seen
// starts pricing and is then a bookmaker everywhere one appears, with no code change; the
// exchange and a tote are in the catalogue but never bookmaker rows; an admin's switch takes a
// source out of every view and puts it back.
describe('Sources the feed prices (ODDS_FEED=betwatch)', () => {
  let fake: FakeBetwatchServer;
  let app: TestApp;
  let member: string;
  let editor: string;
  let admin: string;
  /** The race the new books price: its id in the product (Betwatch's event id) and in the fake. */
  let raceId: string;
  let fakeRaceId: string;

  const get = async <T>(path: string, cookie = member): Promise<T> =>
    (await request(app.server).get(path).set('Cookie', cookie).expect(200)).body as T;
  const rowsOf = (query = '') =>
    get<{ opportunities: Opportunity[] }>(
      `/api/opportunities?race_id=${encodeURIComponent(raceId)}&within_minutes=1440&min_total_ev=-40${query}`,
    ).then((body) => body.opportunities);
  const booksOf = (rows: readonly Opportunity[]) => new Set(rows.map((row) => row.bookmaker));

  beforeAll(async () => {
    fake = new FakeBetwatchServer(Date.now(), { afterMs: 2 * 3_600_000 });
    await fake.start();
    app = await createTestApp({
      ODDS_FEED: 'betwatch',
      FEED_URL: fake.url,
      FEED_API_KEY: FAKE_BETWATCH_KEY,
      JOBS_ENABLED: 'true',
      LEADER_RETRY_SECONDS: '0.2',
    });
    member = await sessionCookieFor(app, await createAccount(app));
    editor = await sessionCookieFor(app, await createAccount(app, { role: 'promo_editor' }));
    admin = await sessionCookieFor(app, await createAccount(app, { role: 'admin' }));
    // An open race the fake's TAB prices, well before its jump: the new books price it.
    const race = [...fake.day.races.values()]
      .filter((candidate) => candidate.state === 'open' && Date.parse(candidate.startTime) > Date.now() + 10 * 60_000)
      .find((candidate) => candidate.runners.some((runner) => runner.prices.some((quote) => quote.bookmaker === 'TAB')));
    if (!race) throw new Error('the fake has no open race TAB prices');
    raceId = fakeBetwatchIds.event(race);
    fakeRaceId = race.extRaceId;
    await eventually(
      () => rowsOf(),
      (rows) => booksOf(rows).has('TAB'),
      SOURCES_WAIT_MS,
    );
  });

  afterAll(async () => {
    await app.close();
    await fake.stop();
  });

  it('should read the catalogue from /v1/sources: the exchange is a source, never a bookmaker row', async () => {
    expect(fake.exchanges.some((exchange) => exchange.path === '/v1/sources' && exchange.status === 200)).toBe(true);
    const active = await get<ActiveBookmakersResponse>('/api/bookmakers/active');
    expect(active.sources).toContainEqual({ name: 'Betfair', kind: 'exchange', colour: bookmakerColour('Betfair') });
    expect(active.bookmakers).toEqual(expect.arrayContaining(['TAB', 'Sportsbet', 'TAB NZ']));
    expect(active.bookmakers).not.toContain('Betfair');
    expect(active.bookmakers).not.toContain('Bet365');
    expect(booksOf(await rowsOf()).has('Betfair')).toBe(false);
  });

  it('should show a book the product has never seen everywhere a bookmaker appears, once the feed prices it', async () => {
    fake.day.startPricing(fakeRaceId, 'bet365', 1.06);
    fake.day.startPricing(fakeRaceId, 'Unibet', 1.05);

    const rows = await eventually(
      () => rowsOf(),
      (found) => booksOf(found).has('Bet365') && booksOf(found).has('Unibet'),
      SOURCES_WAIT_MS,
    );
    // Named as the product spells the brand ("bet365" → Bet365), valued like any book.
    expect([...booksOf(rows)]).toEqual(expect.arrayContaining(['Bet365', 'Unibet', 'TAB']));
    const bet365 = rows.find((row) => row.bookmaker === 'Bet365') as Opportunity;
    expect(bet365.fairPrice).toBeGreaterThan(1);

    // The bookmaker filter of the dashboard takes it, alone.
    expect([...booksOf(await rowsOf('&bookmakers=bet365'))]).toEqual(['Bet365']);

    const active = await eventually(
      () => get<ActiveBookmakersResponse>('/api/bookmakers/active'),
      (reply) => reply.bookmakers.includes('Unibet'),
      SOURCES_WAIT_MS,
    );
    expect(active.bookmakers).toEqual(expect.arrayContaining(['Bet365', 'Unibet']));
    expect(active.sources).toContainEqual({ name: 'Bet365', kind: 'bookmaker', colour: '#027b5b' });

    const coverage = await get<CoverageResponse>('/api/bookmakers/coverage');
    expect(coverage['Bet365']).toMatchObject({ racesPriced: 1, runnersPriced: expect.any(Number) });
    expect(coverage['Bet365'].runnersPriced).toBeGreaterThan(0);

    // The promo and boost forms accept a feed-declared book, and so does the bet log.
    await request(app.server)
      .post('/api/promos/bulk')
      .set('Cookie', editor)
      .send({ bookmaker: 'bet365', promoType: 'BonusBack_2nd3rd', scope: 'all' })
      .expect(201);
    const runner = bet365.runnerNumber;
    const race = fake.day.races.get(fakeRaceId);
    const runnerExtId = fakeBetwatchIds.entrant(race!.runners.find((r) => r.number === runner)!);
    await request(app.server)
      .post('/api/bet-boosts')
      .set('Cookie', editor)
      .send({ bookmaker: 'Unibet', boosts: [{ raceExtId: raceId, runnerExtId, boostedOdds: 30 }] })
      .expect(201);
    await request(app.server)
      .post('/api/bets')
      .set('Cookie', member)
      .send({ extRaceId: raceId, runnerNumber: runner, bookmaker: 'Bet365', price: bet365.price, stake: 10 })
      .expect(201);
  });

  it('should keep a tote in the catalogue, apart from the bookmakers, and never as a row', async () => {
    fake.day.startPricing(fakeRaceId, 'SuperTAB', 0.95, 'tote');
    const active = await eventually(
      () => get<ActiveBookmakersResponse>('/api/bookmakers/active'),
      (reply) => reply.sources.some((source) => source.kind === 'tote'),
      SOURCES_WAIT_MS,
    );
    expect(active.sources).toContainEqual({ name: 'SuperTAB Tote', kind: 'tote', colour: bookmakerColour('SuperTAB Tote') });
    expect(active.bookmakers).not.toContain('SuperTAB Tote');
    expect(booksOf(await rowsOf()).has('SuperTAB Tote')).toBe(false);
    const coverage = await get<CoverageResponse>('/api/bookmakers/coverage');
    expect(coverage['SuperTAB Tote']).toBeUndefined();
  });

  it("should take a source an admin switched off out of every view, and put it back when switched on", async () => {
    await request(app.server).patch('/api/admin/bookmakers/Bet365').set('Cookie', editor).send({ isActive: false }).expect(403);
    await request(app.server).patch('/api/admin/bookmakers/Nobody%20Bet').set('Cookie', admin).send({ isActive: false }).expect(404);
    await request(app.server).patch('/api/admin/bookmakers/Bet365').set('Cookie', admin).send({ isActive: 'no' }).expect(400);
    const switched = await request(app.server)
      .patch('/api/admin/bookmakers/bet365')
      .set('Cookie', admin)
      .send({ isActive: false })
      .expect(200);
    expect(switched.body).toMatchObject({ name: 'Bet365', kind: 'bookmaker', isActive: false });

    const rows = await eventually(
      () => rowsOf(),
      (found) => !booksOf(found).has('Bet365'),
      SOURCES_WAIT_MS,
    );
    expect(booksOf(rows).has('Bet365')).toBe(false);
    expect(booksOf(rows).has('Unibet')).toBe(true);
    const active = await get<ActiveBookmakersResponse>('/api/bookmakers/active');
    expect(active.bookmakers).not.toContain('Bet365');
    expect(active.sources.map((source) => source.name)).not.toContain('Bet365');
    expect((await get<CoverageResponse>('/api/bookmakers/coverage'))['Bet365']).toBeUndefined();
    const debug = await get<{ promoCalculations: { bookmaker: string }[] }>(
      `/api/debug/promo-calc/${encodeURIComponent(raceId)}/${rows[0].runnerNumber}`,
    );
    expect(debug.promoCalculations.map((calc) => calc.bookmaker)).not.toContain('Bet365');
    const flucsBooks = async () =>
      (
        await get<{ books: { book: string }[] }>(
          `/api/debug/flucs/${encodeURIComponent(raceId)}?runner=${rows[0].runnerNumber}`,
        )
      ).books.map((line) => line.book);
    expect(await flucsBooks()).not.toContain('Bet365');
    const promo = await request(app.server)
      .post('/api/promos/bulk')
      .set('Cookie', editor)
      .send({ bookmaker: 'Bet365', promoType: 'BonusBack_2nd3rd', scope: 'all' })
      .expect(400);
    expect(JSON.stringify(promo.body.message)).toContain("Bookmaker 'Bet365' is switched off");
    // Still listed for the admin, switched off.
    const all = await get<AdminBookmakerRow[]>('/api/admin/bookmakers', admin);
    expect(all.find((row) => row.name === 'Bet365')).toMatchObject({ isActive: false, firstSeenAt: expect.any(String) });

    await request(app.server).patch('/api/admin/bookmakers/Bet365').set('Cookie', admin).send({ isActive: true }).expect(200);
    const back = await eventually(
      () => rowsOf(),
      (found) => booksOf(found).has('Bet365'),
      SOURCES_WAIT_MS,
    );
    expect(booksOf(back).has('Bet365')).toBe(true);
    // Its stored moves were kept: its line is back on the chart.
    expect(await flucsBooks()).toContain('Bet365');
  });
});
