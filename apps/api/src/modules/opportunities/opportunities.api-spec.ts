import type { OpportunitiesResponse } from '@overlay/contracts';
import type { Opportunity } from '@overlay/domain';
import request from 'supertest';
import { byTotalEvDesc, expectedRows, expectRow, pA, pB } from '../../../test/fixtures/ev-hand-model';
import { createOpportunityApp } from '../../../test/fixtures/opportunity-app';
import type { OpportunityApp } from '../../../test/fixtures/opportunity-app';
import { RACE_A, RACE_B, RACE_C, RACE_D } from '../../../test/fixtures/opportunity-market';

// GET /api/opportunities on the fixture market (test/fixtures/opportunity-market.ts), every row
// checked number by number against the hand-worked values of test/fixtures/ev-hand-model.ts.
describe('GET /api/opportunities (values)', () => {
  let fx: OpportunityApp;
  let all: { member: Opportunity[]; owner: Opportunity[] };

  beforeAll(async () => {
    fx = await createOpportunityApp();
    all = { member: expectedRows(fx.races, fx.ids, false), owner: expectedRows(fx.races, fx.ids, true) };
  });

  afterAll(async () => {
    await fx.close();
  });

  const rowsOf = (body: OpportunitiesResponse) => body.opportunities;

  it('should answer the defaults: races A and B (C starts after 720 min, D is closed), totalEV ≥ −40, by totalEV desc', async () => {
    const response = await fx.get('/api/opportunities').expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.body as OpportunitiesResponse;
    expect(body.lastUpdated).toBe(fx.lastUpdated);
    // Race B's runner 6 (p ≈ 0.053601) at Ladbrokes 10: ev = (10 × 0.053601 − 1) × 100 ≈ −46.4, and at
    // Sportsbet 11: (11 × 0.053601 − 1) × 100 ≈ −41.0: both below −40, left out (TAB's 12 gives −35.7).
    const expected = byTotalEvDesc(
      all.member.filter((row) => row.extRaceId !== RACE_C && row.extRaceId !== RACE_D && row.totalEV >= -40),
    );
    expect(expected).toHaveLength(20 + 17);
    expect(rowsOf(body).map((row) => row.id)).toEqual(expected.map((row) => row.id));
    rowsOf(body).forEach((row, index) => expectRow(row, expected[index]));
    // No quote has a time of its own: each is as old as the last refresh, and not stale.
    const sinceRefresh = (Date.now() - Date.parse(fx.lastUpdated)) / 1000;
    for (const row of rowsOf(body)) {
      expect(row.priceAgeSeconds).toBeGreaterThanOrEqual(0);
      expect(row.priceAgeSeconds).toBeLessThanOrEqual(sinceRefresh);
      expect(row.stale).toBe(false);
    }
  });

  it('should give the computed figures to six decimals on the wire (docs/architecture.md §5)', async () => {
    const response = await fx.get('/api/opportunities?within_minutes=1440&min_total_ev=-100').expect(200);
    const decimals = (x: number) => (String(x).split('.')[1] ?? '').length;
    let longest = 0;
    for (const row of rowsOf(response.body as OpportunitiesResponse)) {
      for (const figure of [row.ev, row.promoEV, row.totalEV, row.fairPrice, row.bonusPct ?? 0]) {
        expect(decimals(figure)).toBeLessThanOrEqual(6);
        longest = Math.max(longest, decimals(figure));
      }
      if (row.placeCoverage !== null) expect(decimals(row.placeCoverage)).toBeLessThanOrEqual(8);
    }
    // The hand market's figures are not round: they do use the six.
    expect(longest).toBe(6);
  });

  it('should value race A by BF Mid with the Sportsbet promo on its native market and the TAB promo on the exchange', async () => {
    const body = (await fx.get(`/api/opportunities?race_id=${RACE_A}`).expect(200)).body as OpportunitiesResponse;
    const byId = new Map(rowsOf(body).map((row) => [row.id, row]));
    const sportsbet1 = byId.get(`${RACE_A}:1:Sportsbet`)!;
    // p_win = (1/2.9 + 1/3.0)/2 / Σmid ≈ 0.312094 → fair ≈ 3.204162.
    expect(sportsbet1.fairPrice).toBeCloseTo(1 / pA[0], 6);
    expect(sportsbet1.fairPrice).toBeCloseTo(3.204162, 5);
    // ev = (3.1 × 0.312094 − 1) × 100 ≈ −3.251; bonus = 2.1 × 0.312094 × 100 ≈ 65.54.
    expect(sportsbet1.ev).toBeCloseTo(-3.2509, 3);
    expect(sportsbet1.bonusPct).toBeCloseTo(65.54, 2);
    // promoEV = (0.706699 − 0.312094) × 0.75 × 100 ≈ 29.595; totalEV ≈ 26.345.
    expect(sportsbet1.promoEV).toBeCloseTo(29.595, 3);
    expect(sportsbet1.totalEV).toBeCloseTo(26.345, 3);
    // Kelly on win 0.312094 at +2.1, placed-not-won 0.394605 at −0.25, lose 0.293301 at −1:
    // 0.525f² − 1.470370f + 0.263445 = 0 → f ≈ 0.19238.
    expect(sportsbet1.kelly).toBeCloseTo(0.19238, 4);
    const tab1 = byId.get(`${RACE_A}:1:TAB`)!;
    // Token 0.5 on the exchange's p_top3 0.692382: (0.692382 − 0.312094) × 0.5 × 100 ≈ 19.014.
    expect(tab1).toMatchObject({ placeSource: 'reference_book', placeSourceBookmaker: 'Exchange', promoType: 'Token_2nd3rd' });
    expect(tab1.promoEV).toBeCloseTo(19.014, 3);
    // The scratched runner 9 gives no row.
    expect(rowsOf(body).some((row) => row.runnerNumber === 9)).toBe(false);
  });

  it('should value race B by the median of three MPTO books, the feed boost on its pre-boost price', async () => {
    const body = (await fx.get(`/api/opportunities?race_id=${RACE_B}&min_total_ev=-100`).expect(200))
      .body as OpportunitiesResponse;
    const byId = new Map(rowsOf(body).map((row) => [row.id, row]));
    const sportsbet1 = byId.get(`${RACE_B}:1:Sportsbet`)!;
    expect(sportsbet1).toMatchObject({ fairMethod: 'Bookie MPTO', isBoosted: true, boostedFrom: 3, boostType: 'FIXED_WIN' });
    // Fair from the 3.0 (pre-boost) price: p ≈ 0.296026; ev at 3.4 = (3.4 × 0.296026 − 1) × 100 ≈ 0.649.
    expect(sportsbet1.ev).toBeCloseTo((3.4 * pB[0] - 1) * 100, 6);
    expect(sportsbet1.ev).toBeCloseTo(0.649, 3);
    expect(rowsOf(body)).toHaveLength(19);
  });

  it('should replace a price by an active FIXED_WIN boost and add a row for a Top-2 boost; an inactive boost changes nothing', async () => {
    const body = (await fx.get(`/api/opportunities?race_id=${RACE_B}&min_total_ev=-100`).expect(200))
      .body as OpportunitiesResponse;
    const tabRunner2 = rowsOf(body).filter((row) => row.extRaceId === RACE_B && row.runnerNumber === 2 && row.bookmaker === 'TAB');
    expect(tabRunner2).toHaveLength(1);
    // 4.2 against p ≈ 0.248407: ev = (4.2 × 0.248407 − 1) × 100 ≈ 4.331, "boosted from" the feed's 3.6.
    expect(tabRunner2[0]).toMatchObject({ price: 4.2, boostedFrom: 3.6, boostId: fx.ids.fixedWin });
    expect(tabRunner2[0].ev).toBeCloseTo(4.331, 3);
    const top2 = rowsOf(body).find((row) => row.boostType === 'FIXED_PLACE_K2')!;
    // p_top2 (Ladbrokes native) ≈ 0.369553: ev = (2.5 × 0.369553 − 1) × 100 ≈ −7.612, fair ≈ 2.705968.
    expect(top2).toMatchObject({ runnerNumber: 3, bookmaker: 'Ladbrokes', fairMethod: 'Bookie MPTO', fairBooks: 3, promoK: 2 }); // docs/architecture.md §4.6 revised: the win method p_top2 rests on (was 'native')
    expect(top2.ev).toBeCloseTo(-7.612, 3);
    expect(top2.fairPrice).toBeCloseTo(2.705968, 5);
    // The inactive 9.0 boost on TAB runner 1 changes nothing.
    expect(rowsOf(body).find((row) => row.id === `${RACE_B}:1:TAB`)!.price).toBe(2.9);
  });

  it('should apply a personal promo for its creator only, and global promos for everyone', async () => {
    const query = `/api/opportunities?race_id=${RACE_B}&min_total_ev=-100`;
    const owner = rowsOf((await fx.get(query, 'owner').expect(200)).body as OpportunitiesResponse);
    const member = rowsOf((await fx.get(query, 'member').expect(200)).body as OpportunitiesResponse);
    const expectedOwner = byTotalEvDesc(all.owner.filter((row) => row.extRaceId === RACE_B));
    const expectedMember = byTotalEvDesc(all.member.filter((row) => row.extRaceId === RACE_B));
    expect(owner.map((row) => row.id)).toEqual(expectedOwner.map((row) => row.id));
    owner.forEach((row, index) => expectRow(row, expectedOwner[index]));
    member.forEach((row, index) => expectRow(row, expectedMember[index]));
    // Ladbrokes runner 1 for the owner: CashBack retention min(50, 25)/50 = 0.5 on p_top2 0.536220:
    // (0.536220 − 0.296026) × 0.5 × 100 ≈ 12.010.
    const ownerLadbrokes1 = owner.find((row) => row.id === `${RACE_B}:1:Ladbrokes`)!;
    expect(ownerLadbrokes1.promoEV).toBeCloseTo(12.0097, 3);
    expect(member.find((row) => row.id === `${RACE_B}:1:Ladbrokes`)!.promoType).toBeNull();
    // The global promos reach the owner too (race A rows are the same for both).
    const ownerA = rowsOf((await fx.get(`/api/opportunities?race_id=${RACE_A}`, 'owner').expect(200)).body);
    const memberA = rowsOf((await fx.get(`/api/opportunities?race_id=${RACE_A}`, 'member').expect(200)).body);
    // Equal but for the quotes' ages, which move with the clock between the two calls.
    const withoutAge = (row: Opportunity) => ({ ...row, priceAgeSeconds: undefined });
    expect(ownerA.map(withoutAge)).toEqual(memberA.map(withoutAge));
    expect(ownerA.filter((row: Opportunity) => row.promoType !== null)).toHaveLength(16);
  });

  it('should give GET /api/runners the same base EV as the opportunity rows', async () => {
    const runners = (await fx.get(`/api/runners/${RACE_A}`).expect(200)).body as {
      runners: { number: number; bookmakerOdds: { bookmaker: string; ev: number | null }[] }[];
    };
    const rows = rowsOf((await fx.get(`/api/opportunities?race_id=${RACE_A}`).expect(200)).body);
    for (const runner of runners.runners) {
      for (const odds of runner.bookmakerOdds) {
        const row: Opportunity | undefined = rows.find(
          (r: Opportunity) => r.runnerNumber === runner.number && r.bookmaker === odds.bookmaker,
        );
        if (runner.number === 9) expect(odds.ev).toBeNull();
        // The reply gives figures to six decimals (docs/architecture.md §5).
        else expect(odds.ev).toBeCloseTo(row!.ev, 6);
      }
    }
  });

  it('should need a signed-in user', async () => {
    await request(fx.testApp.server).get('/api/opportunities').expect(401);
  });
});
