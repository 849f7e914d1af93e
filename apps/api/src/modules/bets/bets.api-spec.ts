import { PromoRepository, summariseBets } from '@overlay/domain';
import type { BetView, MarketSnapshot, SnapshotRace } from '@overlay/domain';
import request from 'supertest';
import { createAccount, queryDb, sessionCookieFor } from '../../../test/support/accounts';
import { handRace } from '../../../test/support/hand-race';
import { snapshotFile } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { newPromo } from '../../../test/support/promos';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { RefreshMarketsUseCase } from '../refresh';
import { BetSettlementJob } from './jobs/bet-settlement.job';

// The hand race (test/support/hand-race.ts): fair win chances 0.40, 0.25, 0.15, 0.12, 0.08 (BF
// Mid), fair prices $2.50, $4.00, …; Sportsbet's top-2 market gives runner 2 p_top2 = 0.50. By hand:
//   runner 2 at Sportsbet $4.40 with BonusBack_2nd at 0.75:
//     base EV (4.40 × 0.25 − 1) × 100 = 10, promo EV (0.50 − 0.25) × 0.75 × 100 = 18.75 → 28.75
//     expected profit on $10: 2.875 → 2.88; CLV against a close of 4.00: 4.40 / 4 − 1 = 0.10
//     finishes 2nd: the stake back as a bonus bet worth 10 × 0.75 = 7.50, profit −2.50
//   runner 1 at TAB $2.40, $20, no promo: base EV (2.4 × 0.4 − 1) × 100 = −4 (expected −0.80);
//     TAB closes at 0.95 / 0.4 = 2.375, fair 2.50: CLV 2.4 / 2.5 − 1 = −0.04; wins: 48, profit 28
describe('Bets (e2e)', () => {
  let testApp: TestApp;
  let feed: SnapshotFile;
  let member: string;
  let other: string;
  let promoId: string;
  const now = Date.now();
  const race = (state: SnapshotRace['state'], sportsbetRunner2: number, results?: number[][]): MarketSnapshot => {
    const r1 = handRace('bet-r1', 120, now, 4);
    r1.state = state;
    r1.runners[1].prices[0].win = sportsbetRunner2;
    if (results) r1.results = results;
    // bet-r3: no exchange, so the fair price is the books' and depends on the viewer's method.
    const r3 = handRace('bet-r3', 160, now, 6);
    for (const runner of r3.runners) runner.exchange = null;
    // bet-r2's runner 2 at Sportsbet: $4.40 boosted by the feed from $3.80.
    const r2 = handRace('bet-r2', 150, now, 5);
    r2.runners[1].prices[0] = { ...r2.runners[1].prices[0], win: 4.4, boostedFrom: 3.8 };
    // bet-r4: a Perth race (Cannington keeps AWST, +08:00, no daylight saving).
    const r4 = handRace('bet-r4', 170, now, 7);
    r4.venue = 'Cannington';
    return { generatedAt: new Date().toISOString(), races: [r1, r2, r3, r4] };
  };
  const as = (cookie: string) => ({
    get: (path: string) => request(testApp.server).get(path).set('Cookie', cookie),
    post: (path: string, body: object) => request(testApp.server).post(path).set('Cookie', cookie).send(body),
    patch: (path: string, body: object) => request(testApp.server).patch(path).set('Cookie', cookie).send(body),
    delete: (path: string) => request(testApp.server).delete(path).set('Cookie', cookie),
  });
  const refresh = () => testApp.app.get(RefreshMarketsUseCase).forceRefresh();
  const settle = () => testApp.app.get(BetSettlementJob).trigger();
  const promoBet = () => ({ extRaceId: 'bet-r1', runnerNumber: 2, bookmaker: 'sportsbet', price: 4.4, stake: 10, promoId, notes: 'promo bet' });

  beforeAll(async () => {
    feed = snapshotFile(race('open', 4));
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    promoId = (await testApp.app.get(PromoRepository).create(newPromo({ bookmaker: 'Sportsbet', promoType: 'BonusBack_2nd', valueMultiplier: 0.75 }))).id;
    await refresh();
    member = await sessionCookieFor(testApp, await createAccount(testApp));
    other = await sessionCookieFor(testApp, await createAccount(testApp));
  });

  afterAll(async () => {
    await testApp.close();
    feed.remove();
  });

  it.each<[string, object, string]>([
    ['price 1', { price: 1 }, 'price must be a number greater than 1'],
    ['stake 0', { stake: 0 }, 'stake must be a number greater than 0'],
    ['an unknown race', { extRaceId: 'no-such-race' }, 'Unknown race "no-such-race"'],
    ['an unknown runner', { runnerNumber: 9 }, 'Unknown runner 9 in race "bet-r1"'],
    ['an unknown bookmaker', { bookmaker: 'Nobody Bet' }, "Unknown bookmaker 'Nobody Bet'"],
    ['a promo of another bookmaker', { bookmaker: 'TAB', price: 4 }, `Promo ${'x'} does not apply to TAB in race "bet-r1"`],
    ['a boost that is not on the row', { promoId: null, boostId: '00000000-0000-4000-8000-000000000000' }, 'Boost 00000000-0000-4000-8000-000000000000 is not a win boost of Sportsbet on runner 2 in race "bet-r1"'],
  ])('should refuse %s with a 400 naming it', async (_name, change, message) => {
    const response = await as(member).post('/api/bets', { ...promoBet(), ...change }).expect(400);
    expect(response.body.message).toEqual([message.replace('Promo x', `Promo ${promoId}`)]);
  });

  // A null is not a field left out (docs/product.md §5): it answers the field's own message, and
  // nothing of the body is stored, the valid fields beside it included. (promoId, boostId and the
  // lay fields take null: "none".)
  it.each<[string, 'POST' | 'PATCH', object, string]>([
    ['notes', 'POST', { notes: null }, 'notes must be text'],
    ['price', 'PATCH', { notes: 'changed', price: null }, 'price must be a number greater than 1'],
    ['stake', 'PATCH', { notes: 'changed', stake: null }, 'stake must be a number greater than 0'],
    ['notes', 'PATCH', { price: 3, notes: null }, 'notes must be text'],
  ])('should refuse a null %s (%s) with a 400 naming it, storing nothing', async (_field, method, body, message) => {
    const user = await sessionCookieFor(testApp, await createAccount(testApp));
    const bet = { extRaceId: 'bet-r1', runnerNumber: 1, bookmaker: 'TAB', price: 2.4, stake: 20, notes: 'as placed' };
    const placed = (await as(user).post('/api/bets', bet).expect(201)).body;
    const response =
      method === 'POST'
        ? await as(user).post('/api/bets', { ...bet, ...body }).expect(400)
        : await as(user).patch(`/api/bets/${placed.id}`, body).expect(400);
    expect(response.body.message).toEqual([message]);
    const { bets } = (await as(user).get('/api/bets').expect(200)).body;
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ id: placed.id, price: 2.4, stake: 20, notes: 'as placed', evAtPlacement: placed.evAtPlacement });
    await as(user).delete(`/api/bets/${placed.id}`).expect(204);
  });

  it('should log, show only to its owner, settle from the results, and summarise', async () => {
    const created = await as(member).post('/api/bets', promoBet()).expect(201);
    expect(created.body).toMatchObject({
      extRaceId: 'bet-r1',
      venue: 'Randwick',
      raceNumber: 4,
      raceCode: 'TB',
      runnerNumber: 2,
      runnerName: 'Runner 2',
      bookmaker: 'Sportsbet',
      price: 4.4,
      stake: 10,
      promoId,
      promoType: 'BonusBack_2nd',
      retention: 0.75,
      // Which retention valued it (docs/ev-model.md §10): the viewer's default, the promo's multiplier.
      retentionOrigin: 'promo',
      boostId: null,
      boostedFrom: null,
      notes: 'promo bet',
      fairPriceAtPlacement: expect.closeTo(4, 9),
      evAtPlacement: expect.closeTo(28.75, 9),
      expectedProfit: 2.88,
      closingPrice: null,
      closingFairPrice: null,
      clv: null,
      result: 'pending',
      payout: null,
      profit: null,
      settledAt: null,
    });
    const id = created.body.id as string;
    const win = await as(member).post('/api/bets', { extRaceId: 'bet-r1', runnerNumber: 1, bookmaker: 'TAB', price: 2.4, stake: 20 }).expect(201);
    expect(win.body.evAtPlacement).toBeCloseTo(-4, 9);
    expect(win.body).toMatchObject({ retention: null, retentionOrigin: null });

    // Another user sees none of it and cannot touch it.
    expect((await as(other).get('/api/bets').expect(200)).body).toEqual({ bets: [], nextCursor: null });
    await as(other).patch(`/api/bets/${id}`, { notes: 'mine now' }).expect(404);
    await as(other).delete(`/api/bets/${id}`).expect(404);
    expect((await as(member).get('/api/bets').expect(200)).body.bets.map((b: { id: string }) => b.id)).toEqual([win.body.id, id]);

    // While open the job remembers the fair price; the book's price moves to 4.20 before the close.
    await settle();
    feed.write(race('open', 4.2));
    await refresh();
    await settle();
    feed.write(race('closed', 4.2));
    await refresh();
    await settle();
    const closed = (await as(member).get('/api/bets').expect(200)).body.bets.find((b: { id: string }) => b.id === id);
    expect(closed).toMatchObject({ result: 'pending', closingPrice: 4.2, closingFairPrice: expect.closeTo(4, 9), clv: expect.closeTo(0.1, 9) });
    await as(member).patch(`/api/bets/${id}`, { notes: 'closed at 4.20' }).expect(200);

    feed.write(race('final', 4.2, [[1], [2], [3]]));
    await refresh();
    await settle();
    const settled = (await as(member).get('/api/bets').expect(200)).body.bets;
    expect(settled.find((b: { id: string }) => b.id === id)).toMatchObject({ result: 'refund', payout: 7.5, profit: -2.5, notes: 'closed at 4.20', clv: expect.closeTo(0.1, 9) });
    expect(settled.find((b: { id: string }) => b.id === win.body.id)).toMatchObject({ result: 'won', payout: 48, profit: 28, closingPrice: expect.closeTo(2.375, 9), clv: expect.closeTo(-0.04, 9) });
    await as(member).patch(`/api/bets/${id}`, { stake: 20 }).expect(409);

    const summary = (await as(member).get('/api/bets/summary').expect(200)).body;
    expect(summary).toMatchObject({ bets: 2, settled: 2, pending: 0, turnover: 30, profit: 25.5, roi: expect.closeTo(25.5 / 30, 9), expectedProfit: expect.closeTo(2.075, 1), averageEv: expect.closeTo(12.375, 9), averageClv: expect.closeTo(0.03, 9), beatCloseShare: 0.5 });
    // Both bets were settled by one pass at one instant: one point of the chart, at the totals.
    expect(summary.cumulative).toEqual([{ t: expect.any(String), profit: 25.5, expectedProfit: summary.expectedProfit }]);
    expect((await as(member).get('/api/bets/summary?bookmaker=TAB').expect(200)).body).toMatchObject({ bets: 1, profit: 28 });
    expect((await as(member).get('/api/bets?promoType=BonusBack_2nd').expect(200)).body.bets).toHaveLength(1);
    expect((await as(member).get('/api/bets?code=GR').expect(200)).body.bets).toHaveLength(0);
    expect((await as(member).get('/api/bets?code=XX').expect(400)).body.message).toEqual(['code must be TB, HR or GR']);

    await as(member).delete(`/api/bets/${id}`).expect(204);
    await as(member).delete(`/api/bets/${id}`).expect(404);
  });

  // docs/ev-model.md §3: the bet is valued as the row the punter clicked, by the same function.
  it('should refuse a promo on a price the feed boosted, as the row leaves it out', async () => {
    const response = await as(member).post('/api/bets', { ...promoBet(), extRaceId: 'bet-r2' }).expect(400);
    expect(response.body.message).toEqual([`Promo ${promoId} does not apply to a boosted price (bookmakers' terms exclude boosted bets, and a boosted price takes no further boost)`]);
    const rows = (await as(member).get('/api/opportunities?race_id=bet-r2').expect(200)).body.opportunities as { runnerNumber: number; bookmaker: string; promoId: string | null; totalEV: number }[];
    const row = rows.find((o) => o.runnerNumber === 2 && o.bookmaker === 'Sportsbet');
    expect(row?.promoId).toBeNull();
    const plain = await as(member).post('/api/bets', { ...promoBet(), extRaceId: 'bet-r2', promoId: null }).expect(201);
    // The reply gives figures to six decimals (docs/architecture.md §5), the bet log in full.
    expect(plain.body.evAtPlacement).toBeCloseTo(row?.totalEV ?? NaN, 6);
    // The book's pre-boost price is kept with the bet: the log says why it carries no promo.
    expect(plain.body.boostedFrom).toBe(3.8);
    const listed = (await as(member).get('/api/bets').expect(200)).body.bets as { id: string; boostedFrom: number | null }[];
    expect(listed.find((b) => b.id === plain.body.id)?.boostedFrom).toBe(3.8);
    const csv = (await as(member).get('/api/bets/export.csv').expect(200)).text.split('\r\n');
    const column = csv[0].split(',').indexOf('boostedFrom');
    expect(column).toBeGreaterThan(0);
    expect(csv.some((line) => line.split(',')[column] === '3.8')).toBe(true);
    await as(member).delete(`/api/bets/${plain.body.id}`).expect(204);
  });

  it("should value a bet with the viewer's fair-price method, and re-value it when its price or stake changes", async () => {
    const cookie = await sessionCookieFor(testApp, await createAccount(testApp));
    await as(cookie).patch('/api/users/me/betting', { fairMethod: 'power' }).expect(200);
    const rows = (await as(cookie).get('/api/opportunities?race_id=bet-r3').expect(200)).body;
    expect(rows.fairPriceMethod).toBe('power');
    const row = (rows.opportunities as { runnerNumber: number; bookmaker: string; promoId: string | null; totalEV: number; fairPrice: number; ev: number; promoEV: number }[]).find(
      (o) => o.runnerNumber === 2 && o.bookmaker === 'Sportsbet',
    )!;
    expect(row.promoId).toBe(promoId);
    const bet = await as(cookie).post('/api/bets', { ...promoBet(), extRaceId: 'bet-r3', price: 4 }).expect(201);
    // The reply gives figures to six decimals (docs/architecture.md §5), the bet log in full.
    expect(bet.body.fairPriceAtPlacement).toBeCloseTo(row.fairPrice, 6);
    expect(bet.body.evAtPlacement).toBeCloseTo(row.totalEV, 6);
    // $4.00 → $4.80: base EV rises by 0.80 / fair price × 100; the promo's EV is unchanged.
    const edited = await as(cookie).patch(`/api/bets/${bet.body.id}`, { price: 4.8, stake: 20 }).expect(200);
    expect(edited.body.evAtPlacement).toBeCloseTo(bet.body.evAtPlacement + (0.8 / bet.body.fairPriceAtPlacement) * 100, 9);
    expect(edited.body.expectedProfit).toBeCloseTo((20 * edited.body.evAtPlacement) / 100, 2);
  });

  it("should fix the race's start on the venue's clock on the bet: a Perth race reads +08:00, the same instant", async () => {
    const cookie = await sessionCookieFor(testApp, await createAccount(testApp));
    const created = await as(cookie).post('/api/bets', { extRaceId: 'bet-r4', runnerNumber: 1, bookmaker: 'TAB', price: 2.4, stake: 5, promoId: null, notes: '' }).expect(201);
    const bet = created.body as BetView;
    expect(bet.startTimeLocal).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    expect(Date.parse(bet.startTimeLocal ?? '')).toBe(Date.parse(bet.startTime));
    const listed = (await as(cookie).get('/api/bets').expect(200)).body.bets as BetView[];
    expect(listed.map((b) => b.startTimeLocal)).toEqual([bet.startTimeLocal]);
  });

  it('should summarise in SQL exactly as summariseBets does (1,200 bets, thinned series)', async () => {
    const account = await createAccount(testApp);
    const cookie = await sessionCookieFor(testApp, account);
    await queryDb(
      testApp,
      `INSERT INTO bets (user_id, placed_at, ext_race_id, venue, race_number, race_code, start_time, runner_number,
         runner_name, bookmaker, price, stake, ev_at_placement, fair_price_at_placement, clv, result, payout, profit, settled_at)
       SELECT $1, now() - g * interval '1 minute', 'r', 'V', 1, 'TB', now(), 1, 'R', 'TAB', 3, 5 + g % 17, g % 23 - 7, 3,
         CASE WHEN g % 5 = 0 THEN NULL ELSE (g % 13 - 6) / 100.0 END,
         (ARRAY['pending', 'won', 'lost', 'void', 'refund', 'dead_heat'])[1 + g % 6],
         CASE WHEN g % 6 = 0 THEN NULL ELSE g % 31 END,
         CASE WHEN g % 6 = 0 THEN NULL WHEN g % 6 = 3 THEN 0 ELSE g % 31 - (5 + g % 17) END,
         CASE WHEN g % 6 = 0 THEN NULL ELSE now() - g * interval '1 second' END
       FROM generate_series(1, 1440) AS g`,
      [account.id],
    );
    const bets: BetView[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { bets: BetView[]; nextCursor: string | null } = (await as(cookie).get(`/api/bets?limit=500&cursor=${cursor}`).expect(200)).body;
      bets.push(...page.bets);
      cursor = page.nextCursor;
    }
    expect(bets).toHaveLength(1440);
    const expected = summariseBets(bets);
    const summary = (await as(cookie).get('/api/bets/summary').expect(200)).body;
    expect(summary.cumulative).toHaveLength(expected.cumulative.length);
    expect(summary.cumulative.length).toBeLessThanOrEqual(500);
    for (const key of ['bets', 'settled', 'pending', 'turnover', 'profit', 'expectedProfit'] as const) expect(summary[key]).toBe(expected[key]);
    for (const key of ['roi', 'averageEv', 'averageClv', 'beatCloseShare'] as const) expect(summary[key]).toBeCloseTo(expected[key] as number, 9);
    expect(summary.cumulative).toEqual(expected.cumulative);
  });
});
