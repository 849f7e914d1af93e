import { PromoRepository } from '@overlay/domain';
import type { OpportunitiesResponse } from '@overlay/contracts';
import type { Opportunity } from '@overlay/domain';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { newPromo } from '../../../test/support/promos';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { FixedClock } from '../../../test/support/test-clock';
import { RefreshMarketsUseCase } from '../refresh';

// One rule for "is this price boosted" (docs/ev-model.md §3): a staff win boost makes the
// (book, runner) price boosted for the dashboard row and for a bet alike, so a bet there takes
// no refund promo whether or not it names the boost. On the simulated feed (the product's
// default), at a pinned time of day: 03:00 UTC is Sydney's early afternoon, races on every code.
describe('A bet on a staff-boosted price (simulated feed, e2e)', () => {
  let testApp: TestApp;
  let editor: string;
  let promoId: string;
  let plain: Opportunity;
  const day = new Date();
  const clock = new FixedClock(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 3));
  const rowsOf = async (query: string): Promise<Opportunity[]> =>
    ((await request(testApp.server).get(`/api/opportunities?${query}`).set('Cookie', editor).expect(200)).body as OpportunitiesResponse)
      .opportunities;

  beforeAll(async () => {
    testApp = await createTestApp({}, { clock });
    promoId = (await testApp.app.get(PromoRepository).create(newPromo({ bookmaker: 'Sportsbet', promoType: 'BonusBack_2nd3rd' }))).id;
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    editor = await sessionCookieFor(testApp, await createAccount(testApp, { role: 'promo_editor' }));
    const rows = await rowsOf('bookmakers=Sportsbet&within_minutes=1440&min_total_ev=-100&max_results=5000&mode=promo_only');
    // A Sportsbet row that carries the bonus back: its price is not boosted yet.
    const found = rows.find((row) => row.promoId === promoId && !row.isBoosted && row.price < 30);
    if (found === undefined) throw new Error('the simulated day has no Sportsbet row with the promo');
    plain = found;
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('should refuse the promo on the boosted price, as the dashboard row leaves it out', async () => {
    const boosted = Math.round((plain.price + 1) * 100) / 100;
    const runners = (await request(testApp.server).get(`/api/runners/${plain.extRaceId}`).set('Cookie', editor).expect(200)).body as {
      runners: { extId: string; number: number }[];
    };
    const runner = runners.runners.find((r) => r.number === plain.runnerNumber);
    await request(testApp.server)
      .post('/api/bet-boosts')
      .set('Cookie', editor)
      .send({ bookmaker: 'Sportsbet', boosts: [{ raceExtId: plain.extRaceId, runnerExtId: runner?.extId, boostedOdds: boosted }] })
      .expect(201);

    const rows = (await rowsOf(`race_id=${plain.extRaceId}&bookmakers=Sportsbet&within_minutes=1440&min_total_ev=-100`)).filter(
      (row) => row.runnerNumber === plain.runnerNumber,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ price: boosted, isBoosted: true, promoId: null });

    const bet = { extRaceId: plain.extRaceId, runnerNumber: plain.runnerNumber, bookmaker: 'Sportsbet', stake: 50, promoId };
    for (const price of [boosted, plain.price]) {
      const refused = await request(testApp.server).post('/api/bets').set('Cookie', editor).send({ ...bet, price }).expect(400);
      expect(refused.body.message).toEqual([
        `Promo ${promoId} does not apply to a boosted price (bookmakers' terms exclude boosted bets, and a boosted price takes no further boost)`,
      ]);
    }
    // Without the promo the bet is the row: the same total EV.
    const taken = await request(testApp.server).post('/api/bets').set('Cookie', editor).send({ ...bet, price: boosted, promoId: null }).expect(201);
    // The reply gives figures to six decimals (docs/architecture.md §5), the bet log in full.
    expect(taken.body.evAtPlacement).toBeCloseTo(rows[0].totalEV, 6);
  });
});
