import type { MarketSnapshot } from '@overlay/domain';
import request from 'supertest';
import { createAccount, queryDb, sessionCookieFor } from '../../../test/support/accounts';
import { handRace } from '../../../test/support/hand-race';
import { snapshotFile } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { RefreshMarketsUseCase } from '../refresh';
import { BetSettlementJob } from './jobs/bet-settlement.job';

// Top-2 and multi-leg boost bets (docs/ev-model.md §8) on the hand races (test/support/hand-race.ts):
// Randwick R4 (hand-r1, in 120 min) and R5 (hand-r2, in 150 min), fair win chances 0.40, 0.25,
// 0.15, 0.12, 0.08 by BF Mid; Sportsbet's top-2 market gives runner 2 p_top2 = 0.50. By hand:
//   Top-2 R4 runner 2 at $2.40: EV (2.4 × 0.50 − 1) × 100 = 20, fair 1 / 0.50 = 2.00
//   Any-Of R4 runners 3 and 4 at $4.00: p = 0.27, EV 8, fair 3.7037
//   Parlay R5 runner 1 and R4 runner 2 at $12.00: p = 0.40 × 0.25 = 0.10, EV 20, fair 10
// R4 finishes [[2, 3], [5]] (2 and 3 dead-heat for 1st), R5 [[1], [2]]; $10 on each:
//   Top-2: runner 2 is in the first two outright: 10 × 2.40 = 24, profit 14
//   Any-Of: the winners' group holds 1 leg of 2 runners: 10 × ½ × 4 = 20, profit 10 (dead heat)
//   Parlay: the R4 leg keeps ½ the stake, the R5 leg wins: 10 × ½ × 12 = 60, profit 50 (dead heat)
describe('Top-2 and multi-leg boost bets (e2e)', () => {
  let testApp: TestApp;
  let feed: SnapshotFile;
  let member: string;
  const ids: Record<'top2' | 'anyOf' | 'parlay', string> = { top2: '', anyOf: '', parlay: '' };
  const now = Date.now();
  const snapshot = (r4: Partial<MarketSnapshot['races'][number]> = {}, r5: Partial<MarketSnapshot['races'][number]> = {}): MarketSnapshot => ({
    generatedAt: new Date().toISOString(),
    races: [{ ...handRace('hand-r1', 120, now, 4), ...r4 }, { ...handRace('hand-r2', 150, now, 5), ...r5 }],
  });
  const log = (body: object) => request(testApp.server).post('/api/bets').set('Cookie', member).send({ bookmaker: 'Sportsbet', stake: 10, ...body });
  const publish = async (next: MarketSnapshot) => {
    feed.write(next);
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
  };

  beforeAll(async () => {
    feed = snapshotFile(snapshot());
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    const editor = await sessionCookieFor(testApp, await createAccount(testApp, { role: 'promo_editor' }));
    member = await sessionCookieFor(testApp, await createAccount(testApp));
    const create = async (body: object) =>
      (await request(testApp.server).post('/api/boosts').set('Cookie', editor).send({ bookmaker: 'Sportsbet', ...body }).expect(201)).body.boost.id as string;
    ids.top2 = await create({ boostType: 'FIXED_PLACE_K2', raceExtId: 'hand-r1', runnerExtId: 'hand-r1-2', boostedOdds: 2.4 });
    ids.anyOf = await create({ boostType: 'ANY_OF_WIN', raceExtId: 'hand-r1', boostedOdds: 4, legs: [{ runnerExtId: 'hand-r1-3' }, { runnerExtId: 'hand-r1-4' }] });
    ids.parlay = await create({
      boostType: 'PARLAY_ALL_WIN',
      boostedOdds: 12,
      legs: [
        { raceExtId: 'hand-r2', runnerExtId: 'hand-r2-1' },
        { raceExtId: 'hand-r1', runnerExtId: 'hand-r1-2' },
      ],
    });
  }, 60_000);

  afterAll(async () => {
    await queryDb(testApp, 'DELETE FROM boosts');
    await testApp.close();
    feed.remove();
  });

  it('should refuse a runner that is not one of the legs, and another book', async () => {
    const notLeg = await log({ extRaceId: 'hand-r1', runnerNumber: 1, price: 4, boostId: ids.anyOf }).expect(400);
    expect(notLeg.body.message[0]).toContain('the runner is not one of its legs');
    const wrongBook = await log({ extRaceId: 'hand-r1', runnerNumber: 2, price: 2.4, boostId: ids.top2, bookmaker: 'TAB' }).expect(400);
    expect(wrongBook.body.message[0]).toContain('it is a boost of Sportsbet');
  });

  it('should log, value and settle a Top-2, an Any-Of Win and a parlay bet by hand', async () => {
    const top2 = (await log({ extRaceId: 'hand-r1', runnerNumber: 2, price: 2.4, boostId: ids.top2 }).expect(201)).body;
    expect(top2).toMatchObject({ boostType: 'FIXED_PLACE_K2', evAtPlacement: expect.closeTo(20, 6), fairPriceAtPlacement: expect.closeTo(2, 9) });
    expect(top2.legs).toEqual([expect.objectContaining({ extRaceId: 'hand-r1', runnerNumber: 2, runnerName: 'Runner 2' })]);
    const anyOf = (await log({ extRaceId: 'hand-r1', runnerNumber: 4, price: 4, boostId: ids.anyOf }).expect(201)).body;
    expect(anyOf).toMatchObject({ boostType: 'ANY_OF_WIN', runnerNumber: 4, evAtPlacement: expect.closeTo(8, 6), fairPriceAtPlacement: expect.closeTo(1 / 0.27, 6) });
    expect(anyOf.legs.map((leg: { runnerNumber: number }) => leg.runnerNumber)).toEqual([4, 3]);
    const parlay = (await log({ extRaceId: 'hand-r2', runnerNumber: 1, price: 12, boostId: ids.parlay }).expect(201)).body;
    expect(parlay).toMatchObject({ extRaceId: 'hand-r2', boostType: 'PARLAY_ALL_WIN', evAtPlacement: expect.closeTo(20, 6), fairPriceAtPlacement: expect.closeTo(10, 6) });
    expect(parlay.legs.map((leg: { extRaceId: string; runnerNumber: number }) => `${leg.extRaceId}/${leg.runnerNumber}`)).toEqual(['hand-r2/1', 'hand-r1/2']);

    const settle = () => testApp.app.get(BetSettlementJob).trigger();
    const bets = async () => new Map(((await request(testApp.server).get('/api/bets').set('Cookie', member).expect(200)).body.bets as { id: string }[]).map((b) => [b.id, b]));
    // R4 final with a dead heat for 1st: Top-2 and Any-Of settle, the parlay waits for R5.
    await publish(snapshot({ state: 'final', results: [[2, 3], [5]] }));
    await settle();
    let now = await bets();
    expect(now.get(top2.id)).toMatchObject({ result: 'won', payout: 24, profit: 14, clv: null });
    expect(now.get(anyOf.id)).toMatchObject({ result: 'dead_heat', payout: 20, profit: 10 });
    expect(now.get(parlay.id)).toMatchObject({ result: 'pending' });
    await publish(snapshot({ state: 'final', results: [[2, 3], [5]] }, { state: 'final', results: [[1], [2]] }));
    await settle();
    now = await bets();
    expect(now.get(parlay.id)).toMatchObject({ result: 'dead_heat', payout: 60, profit: 50 });
  });
});
