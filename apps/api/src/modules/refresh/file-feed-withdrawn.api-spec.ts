import type { MarketSnapshot, MoversResponse, Opportunity } from '@overlay/domain';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { snapshotFile, testSnapshot } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { RefreshMarketsUseCase } from './index';

/** Any movers answer is reused this long, whatever changed (movers' MIN_AGE_MS, docs/product.md). */
const MOVERS_MIN_AGE_MS = 5_000;
const ALL_ROWS = 'min_total_ev=-100&max_odds=1000&include_promos=false&max_results=5000&within_minutes=1440';

/** Every book's win prices of a race by runner, no margin (Σ 1/price = 1), no exchange: the fair price is the books'. */
function priceRace(snapshot: MarketSnapshot, extRaceId: string, prices: number[]): void {
  const race = snapshot.races.find((r) => r.extRaceId === extRaceId)!;
  race.runners.forEach((runner, index) => {
    runner.exchange = null;
    runner.prices = runner.prices.map((quote) => ({ ...quote, win: prices[index], place: null, placeK: null }));
  });
}

// A file snapshot is the whole of the races it lists (docs/feeds.md, mapping): a book absent from
// a race it lists is gone from every view (rows, the stored runners, the debug view, movers), the
// fair price valued without it; a race it no longer lists keeps its last state. A source an admin
// switched off leaves movers as every other view.
describe('A book absent from a file snapshot (ODDS_FEED=file)', () => {
  let app: TestApp;
  let feed: SnapshotFile;
  let cookie: string;
  let snapshot: MarketSnapshot;
  const get = async (path: string) => (await request(app.server).get(path).set('Cookie', cookie).expect(200)).body;
  const rows = async (raceId: string) => (await get(`/api/opportunities?${ALL_ROWS}&race_id=${raceId}`)).opportunities as Opportunity[];
  const refresh = () => app.app.get(RefreshMarketsUseCase).forceRefresh();

  beforeAll(async () => {
    snapshot = testSnapshot([
      { extRaceId: 'wd-r1', number: 1, minutesFromNow: 60 },
      { extRaceId: 'wd-r2', number: 2, minutesFromNow: 90 },
    ]);
    priceRace(snapshot, 'wd-r1', [2.5, 5, 5, 5]);
    priceRace(snapshot, 'wd-r2', [2.5, 5, 5, 5]);
    feed = snapshotFile(snapshot);
    app = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    cookie = await sessionCookieFor(app, await createAccount(app));
    await refresh();
  });

  afterAll(async () => {
    await app.close();
    feed.remove();
  });

  it('should drop the book from rows, runners, debug and movers, the fair price valued without it', async () => {
    // Runner 1 firms 2.5 → 2 on every book, Neds the best at 2.1: a mover of three books.
    priceRace(snapshot, 'wd-r1', [2, 6, 6, 6]);
    const neds = snapshot.races[0].runners[0].prices.find((quote) => quote.bookmaker === 'Neds')!;
    neds.win = 2.1;
    feed.write(snapshot);
    await refresh();
    const before = (await get('/api/movers?window=15&books=1')) as MoversResponse;
    expect(before.firming.find((m) => m.extRaceId === 'wd-r1' && m.runnerNumber === 1)).toMatchObject({ booksMoved: 3, bestBookmaker: 'Neds', bestPriceTo: 2.1 });
    expect(new Set((await rows('wd-r1')).map((row) => row.bookmaker))).toEqual(new Set(['TAB', 'Sportsbet', 'Neds']));

    // The next file lists wd-r1 without Neds, and no longer lists wd-r2 at all.
    for (const runner of snapshot.races[0].runners) runner.prices = runner.prices.filter((quote) => quote.bookmaker !== 'Neds');
    feed.write({ ...snapshot, generatedAt: new Date().toISOString(), races: [snapshot.races[0]] });
    await refresh();

    const after = await rows('wd-r1');
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((row) => row.bookmaker === 'Neds')).toEqual([]);
    for (const row of after) expect(row.fairBooks).toBe(2);
    // TAB and Sportsbet alone: runner 1 at 2 (no margin), so its fair price is 2 exactly.
    expect(after.find((row) => row.runnerNumber === 1)?.fairPrice).toBeCloseTo(2, 6);
    const runners = await get('/api/runners/wd-r1');
    expect(runners.runners.flatMap((runner: { bookmakerOdds: { bookmaker: string }[] }) => runner.bookmakerOdds.map((odds) => odds.bookmaker))).not.toContain('Neds');
    const debug = await get('/api/debug/promo-calc/wd-r1/1');
    expect(debug.fairBooks.map((book: { bookmaker: string }) => book.bookmaker).sort()).toEqual(['Sportsbet', 'TAB']);
    // Movers (once their last answer's minimum age is over): the withdrawn book neither counts as
    // moved nor offers the best price.
    await new Promise((resolve) => setTimeout(resolve, MOVERS_MIN_AGE_MS + 100));
    const movers = (await get('/api/movers?window=15&books=1')) as MoversResponse;
    expect(movers.firming.find((m) => m.extRaceId === 'wd-r1' && m.runnerNumber === 1)).toMatchObject({ booksMoved: 2, bestPriceTo: 2 });
    expect([...movers.firming, ...movers.drifting].filter((m) => m.bestBookmaker === 'Neds')).toEqual([]);
    // A race the file no longer lists keeps its last state, Neds and all.
    expect(new Set((await rows('wd-r2')).map((row) => row.bookmaker))).toEqual(new Set(['TAB', 'Sportsbet', 'Neds']));
  });

  it('should leave a source an admin switched off out of movers too', async () => {
    const admin = await sessionCookieFor(app, await createAccount(app, { role: 'admin' }));
    await request(app.server).patch('/api/admin/bookmakers/Sportsbet').set('Cookie', admin).send({ isActive: false }).expect(200);
    await new Promise((resolve) => setTimeout(resolve, MOVERS_MIN_AGE_MS + 100));
    const movers = (await get('/api/movers?window=15&books=1')) as MoversResponse;
    expect(movers.firming.find((m) => m.extRaceId === 'wd-r1' && m.runnerNumber === 1)).toMatchObject({ booksMoved: 1, bestBookmaker: 'TAB' });
    expect([...movers.firming, ...movers.drifting].filter((m) => m.bestBookmaker === 'Sportsbet')).toEqual([]);
    await request(app.server).patch('/api/admin/bookmakers/Sportsbet').set('Cookie', admin).send({ isActive: true }).expect(200);
  });
});
