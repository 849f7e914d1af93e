import type { OpportunitiesResponse } from '@overlay/contracts';
import type { DebugCalcResult, Opportunity } from '@overlay/domain';
import { computeFairWin } from '@overlay/ev-engine';
import request from 'supertest';
import { createOpportunityApp } from '../../../test/fixtures/opportunity-app';
import type { OpportunityApp } from '../../../test/fixtures/opportunity-app';
import { B, RACE_B } from '../../../test/fixtures/opportunity-market';

// The viewer's fair-price method (docs/ev-model.md §9). Race B has no exchange and three complete books
// (Sportsbet runner 1 devigged from its pre-boost 3.0), so each method gives its own fair prices.
describe('GET /api/opportunities by fair-price method', () => {
  let fx: OpportunityApp;

  beforeAll(async () => {
    fx = await createOpportunityApp();
  });

  afterAll(async () => {
    await fx.close();
  });

  const books = [
    {
      bookmaker: 'Sportsbet',
      odds: [B.sportsbetBoostedFrom, ...B.sportsbetWin.slice(1)],
    },
    { bookmaker: 'TAB', odds: [...B.tabWin] },
    { bookmaker: 'Ladbrokes', odds: [...B.ladbrokesWin] },
  ];
  const raceB = (as: 'owner' | 'member', method?: string) =>
    fx.get(
      `/api/opportunities?race_id=${RACE_B}&min_total_ev=-100${method ? `&fair_method=${method}` : ''}`,
      as,
    );
  const tabRows = (body: OpportunitiesResponse): Opportunity[] =>
    body.opportunities
      .filter((row) => row.bookmaker === 'TAB')
      .sort((a, b) => a.runnerNumber - b.runnerNumber);

  it('should give two users on different methods different fair prices on the same race, each reply naming its method', async () => {
    const shin = (await raceB('member', 'shin').expect(200))
      .body as OpportunitiesResponse;
    const standard = (await raceB('owner').expect(200))
      .body as OpportunitiesResponse;
    expect(shin.fairPriceMethod).toBe('shin');
    expect(standard.fairPriceMethod).toBe('default');
    const shinFair = computeFairWin({ books }, 6, 'shin').fairPrices;
    const mptoFair = computeFairWin({ books }, 6).fairPrices;
    // The reply gives figures to six decimals (docs/architecture.md §5).
    tabRows(shin).forEach((row, i) => {
      expect(row.fairMethod).toBe('Bookie Shin');
      expect(row.fairPrice).toBeCloseTo(shinFair[i], 6);
      expect(row.ev).toBeCloseTo((row.price / shinFair[i] - 1) * 100, 6);
    });
    tabRows(standard).forEach((row, i) => {
      expect(row.fairMethod).toBe('Bookie MPTO');
      expect(row.fairPrice).toBeCloseTo(mptoFair[i], 6);
    });
    // Shin takes more of the margin off the longshots than MPTO does.
    expect(
      Math.abs(tabRows(shin)[5].fairPrice - tabRows(standard)[5].fairPrice),
    ).toBeGreaterThan(0.01);
  });

  it("should value with the viewer's saved setting (PATCH /api/users/me/betting), the override still winning", async () => {
    await fx.get('/api/users/me/betting', 'member').expect(200);
    await request(fx.testApp.server)
      .patch('/api/users/me/betting')
      .set('Cookie', fx.cookies.member)
      .send({ fairMethod: 'power' })
      .expect(200);
    const mine = (await raceB('member').expect(200)).body as OpportunitiesResponse;
    const theirs = (await raceB('owner').expect(200)).body as OpportunitiesResponse;
    expect(mine.fairPriceMethod).toBe('power');
    expect(theirs.fairPriceMethod).toBe('default');
    const powerFair = computeFairWin({ books }, 6, 'power').fairPrices;
    tabRows(mine).forEach((row, i) => expect(row.fairPrice).toBeCloseTo(powerFair[i], 6));
    expect(((await raceB('member', 'shin').expect(200)).body as OpportunitiesResponse).fairPriceMethod).toBe('shin');
    const calc = (await fx.get(`/api/debug/promo-calc/${RACE_B}/6`, 'member').expect(200)).body as DebugCalcResult;
    expect(calc.fairPriceMethod).toBe('power');
    await request(fx.testApp.server)
      .patch('/api/users/me/betting')
      .set('Cookie', fx.cookies.member)
      .send({ fairMethod: 'default' })
      .expect(200);
    expect(((await raceB('member').expect(200)).body as OpportunitiesResponse).fairPriceMethod).toBe('default');
  });

  it('should keep one cached reply per method: a warm read (the fast path) answers each with its own method', async () => {
    for (let i = 0; i < 2; i++) {
      for (const method of ['power', 'multiplicative', 'default'] as const) {
        const body = (await raceB('member', method).expect(200))
          .body as OpportunitiesResponse;
        expect(body.fairPriceMethod).toBe(method);
        const expected = computeFairWin({ books }, 6, method).fairPrices;
        tabRows(body).forEach((row, r) =>
          expect(row.fairPrice).toBeCloseTo(expected[r], 6),
        );
      }
    }
  });

  it('should give each worst-case row the lowest total EV of the methods, with that method named', async () => {
    const worst = (await raceB('member', 'worst_case').expect(200))
      .body as OpportunitiesResponse;
    expect(worst.fairPriceMethod).toBe('worst_case');
    const singles = await Promise.all(
      ['default', 'multiplicative', 'power', 'shin'].map(
        async (m) =>
          ((await raceB('member', m).expect(200)).body as OpportunitiesResponse)
            .opportunities,
      ),
    );
    for (const row of worst.opportunities) {
      const same = singles.map((rows) => rows.find((r) => r.id === row.id)!);
      expect(row.totalEV).toBe(Math.min(...same.map((r) => r.totalEV)));
      expect(same.find((r) => r.totalEV === row.totalEV)!.fairMethod).toBe(
        row.fairMethod,
      );
    }
  });

  it('should refuse an unknown fair_method with a 400 naming the methods', async () => {
    const response = await raceB('member', 'median').expect(400);
    expect(JSON.stringify(response.body)).toContain(
      'default, multiplicative, power, shin, worst_case',
    );
  });

  it('should say the method in the debug calc and debug race replies', async () => {
    const calc = (
      await fx
        .get(`/api/debug/promo-calc/${RACE_B}/6?fair_method=shin`, 'member')
        .expect(200)
    ).body as DebugCalcResult;
    expect(calc.fairPriceMethod).toBe('shin');
    expect(calc.runner.fairMethod).toBe('Bookie Shin');
    expect(calc.runner.fairPrice).toBeCloseTo(
      computeFairWin({ books }, 6, 'shin').fairPrices[5],
      9,
    );
    expect(calc.fairBooks.map((b) => b.method)).toEqual([
      'Shin',
      'Shin',
      'Shin',
    ]);
    const race = (
      await fx
        .get(`/api/debug/race/${RACE_B}?fair_method=power`, 'member')
        .expect(200)
    ).body as {
      fairPriceMethod: string;
    };
    expect(race.fairPriceMethod).toBe('power');
    const standard = (
      await fx.get(`/api/debug/promo-calc/${RACE_B}/6`, 'member').expect(200)
    ).body as DebugCalcResult;
    expect(standard.fairPriceMethod).toBe('default');
    await fx
      .get(`/api/debug/race/${RACE_B}?fair_method=nope`, 'member')
      .expect(400);
  });
});
