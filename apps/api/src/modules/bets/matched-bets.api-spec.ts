import { PromoRepository } from '@overlay/domain';
import type { BetView, MarketSnapshot, SnapshotRace } from '@overlay/domain';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { handRace } from '../../../test/support/hand-race';
import { snapshotFile } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { newPromo } from '../../../test/support/promos';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { RefreshMarketsUseCase } from '../refresh';
import { BetSettlementJob } from './jobs/bet-settlement.job';

// Matched bets (docs/ev-model.md §10, §8): the back and its lay logged together, both legs settled,
// the locked result against what settled, the lay in the CSV. By hand: $50 on runner 2 at
// Sportsbet $4.40 with its bonus back for 2nd (0.75), laid $52.00 at 4.50 with 7 % commission:
//   wins: 50 × 3.40 = 170 − 52 × 3.50 = 182 → −$12.00; loses: 52 × 0.93 = 48.36 − 50 → −$1.64:
//   locked (the lesser) −$12.00; runs 2nd: −1.64 + the $50 bonus at 0.75 = +$35.86.
describe('Matched bets (e2e)', () => {
  let testApp: TestApp;
  let feed: SnapshotFile;
  let cookie: string;
  let promoId: string;
  const now = Date.now();
  const race = (state: SnapshotRace['state'], results?: number[][]): MarketSnapshot => {
    const r = handRace('lay-r1', 120, now, 4);
    r.state = state;
    r.runners[1].prices[0].win = 4.4;
    if (results) r.results = results;
    return { generatedAt: new Date().toISOString(), races: [r] };
  };
  const matched = { extRaceId: 'lay-r1', runnerNumber: 2, bookmaker: 'Sportsbet', price: 4.4, stake: 50, layPrice: 4.5, layStake: 52 };
  const post = (body: object) => request(testApp.server).post('/api/bets').set('Cookie', cookie).send(body);

  beforeAll(async () => {
    feed = snapshotFile(race('open'));
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    promoId = (await testApp.app.get(PromoRepository).create(newPromo({ bookmaker: 'Sportsbet', promoType: 'BonusBack_2nd', valueMultiplier: 0.75 }))).id;
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    cookie = await sessionCookieFor(testApp, await createAccount(testApp));
  });

  afterAll(async () => {
    await testApp.close();
    feed.remove();
  });

  it.each<[string, object, string]>([
    ['a lay price without a stake', { layStake: null }, 'A lay needs both layPrice and layStake'],
    ['a lay price of 1', { layPrice: 1 }, 'layPrice must be a number greater than 1'],
    ['a commission of 25 %', { layCommissionPct: 25 }, 'layCommissionPct must be a number from 0 to 20'],
  ])('should refuse %s with a 400 naming it', async (_name, change, message) => {
    const response = await post({ ...matched, promoId, ...change }).expect(400);
    expect(response.body.message).toEqual([message]);
  });

  it('should log the back and its lay, lock its result, settle both legs and export the lay', async () => {
    const logged = (await post({ ...matched, promoId }).expect(201)).body as BetView;
    // No commission named: the caller's setting, 7 %.
    expect(logged).toMatchObject({ lay: { price: 4.5, stake: 52, commissionPct: 7 }, layProfit: null, lockedResult: -12, result: 'pending' });
    const second = (await post({ ...matched, promoId, layCommissionPct: 5 }).expect(201)).body as BetView;
    // At 5 %: loses 52 × 0.95 = 49.40 − 50 = −0.60; wins −12.00 still the lesser.
    expect(second.lay?.commissionPct).toBe(5);

    feed.write(race('final', [[1], [2], [3]]));
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    await testApp.app.get(BetSettlementJob).trigger();
    const bets = (await request(testApp.server).get('/api/bets').set('Cookie', cookie).expect(200)).body.bets as BetView[];
    const settled = bets.find((bet) => bet.id === logged.id);
    // Runner 2 ran 2nd: the back refunds a $50 bonus bet (worth $37.50), the lay wins $48.36.
    expect(settled).toMatchObject({ result: 'refund', payout: 37.5, layProfit: 48.36, profit: 35.86, lockedResult: -12 });

    const csv = (await request(testApp.server).get('/api/bets/export.csv').set('Cookie', cookie).expect(200)).text;
    const [header, ...lines] = csv.trim().split('\r\n');
    const columns = header.split(',');
    for (const name of ['layPrice', 'layStake', 'layCommissionPct', 'layProfit', 'lockedResult']) expect(columns).toContain(name);
    const line = lines.map((text) => text.split(',')).find((cells) => cells[columns.indexOf('layProfit')] === '48.36');
    expect(line?.[columns.indexOf('layPrice')]).toBe('4.5');
    expect(line?.[columns.indexOf('lockedResult')]).toBe('-12');
  });
});
