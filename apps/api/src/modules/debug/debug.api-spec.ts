import type { DebugCalcResult, DebugPromoCalculation, LiveRow } from '@overlay/domain';
import request from 'supertest';
import {
  bfMid,
  exchangeTop3A,
  expectedRows,
  hundredths,
  kellyOf,
  lockOf,
  ladbrokesTop2B,
  pA,
  pB,
  sportsbetTop3A,
} from '../../../test/fixtures/ev-hand-model';
import { createOpportunityApp } from '../../../test/fixtures/opportunity-app';
import type { OpportunityApp } from '../../../test/fixtures/opportunity-app';
import { A, D, RACE_A, RACE_B, RACE_D, RACE_E } from '../../../test/fixtures/opportunity-market';
import type { DebugRaceResponse } from '@overlay/contracts';

// The debug views on the fixture market: every section of the debug-calc reply checked number
// by number against the hand-worked values of test/fixtures/ev-hand-model.ts.
describe('Debug views', () => {
  let fx: OpportunityApp;

  beforeAll(async () => {
    fx = await createOpportunityApp();
  });

  afterAll(async () => {
    await fx.close();
  });

  const calcOf = (body: DebugCalcResult, bookmaker: string) =>
    body.promoCalculations.find((calc) => calc.bookmaker === bookmaker) as DebugPromoCalculation;

  /** Checks every field of a promo calculation: numbers to 1e-6. */
  function expectCalc(actual: DebugPromoCalculation, expected: Omit<DebugPromoCalculation, 'p_win_pct' | 'p_topk_pct' | 'refundChance_pct' | 'breakevenRetention'>) {
    const numbers = ['winPrice', 'fairPrice', 'p_win', 'p_topk', 'refundChance', 'baseEV_pct', 'promoEV_pct', 'totalEV_pct', 'bonusPct_ui', 'kelly'] as const;
    for (const key of numbers) expect([key, actual[key]]).toEqual([key, expect.closeTo(expected[key] as number, 6)]);
    expect(actual.p_win_pct).toBeCloseTo(expected.p_win * 100, 6);
    expect(actual.p_topk_pct).toBeCloseTo((expected.p_topk as number) * 100, 6);
    expect(actual.refundChance_pct).toBeCloseTo(expected.refundChance * 100, 6);
    // r* = −baseEV / (refundChance × 100): the retention at which totalEV would be 0; 'any' when
    // baseEV ≥ 0 and 'none' when refundChance is 0 or r* > 1 (docs/ev-model.md §3).
    if (expected.baseEV_pct >= 0) expect(actual.breakevenRetention).toBe('any');
    else if (expected.refundChance === 0 || -expected.baseEV_pct / (expected.refundChance * 100) > 1) expect(actual.breakevenRetention).toBe('none');
    else expect(actual.breakevenRetention).toBeCloseTo(-expected.baseEV_pct / (expected.refundChance * 100), 6);
    const rest = (calc: object) =>
      Object.fromEntries(Object.entries(calc).filter(([key]) => !(numbers as readonly string[]).includes(key) && !key.endsWith('_pct') && key !== 'breakevenRetention'));
    expect(rest(actual)).toEqual(rest(expected));
  }

  describe('GET /api/debug/promo-calc/:extRaceId/:runnerNumber', () => {
    it('should break down race A runner 1 section by section', async () => {
      const body = (await fx.get(`/api/debug/promo-calc/${RACE_A}/1`).expect(200)).body as DebugCalcResult;
      expect(body.race).toEqual({ extRaceId: RACE_A, venue: 'Randwick', number: 1, name: 'Maiden Plate', code: 'TB', activeRunners: 8 });
      expect(body.runner).toEqual({ name: `${RACE_A} runner 1`, number: 1, fairPrice: expect.closeTo(1 / pA[0], 6), fairMethod: 'BF Mid' });
      // Sportsbet's terms say 3 places; with no own book the standard p_top3 is the exchange's (≈ 0.692382).
      expect(body.placeMarket).toEqual({
        k: 3,
        kReason: 'bookmaker place terms pay 3 places',
        mptoValid: true,
        p_topk_standard: expect.closeTo(exchangeTop3A[0], 6),
      });
      expect([...body.applicablePromos].sort((x, y) => x.bookmaker.localeCompare(y.bookmaker))).toEqual([
        { id: fx.ids.sportsbetBonusBack, bookmaker: 'Sportsbet', label: 'All races', k: 3, valueMultiplier: 0.75 },
        { id: fx.ids.tabToken, bookmaker: 'TAB', label: 'TB races', k: 3, valueMultiplier: 0.5 },
      ]);
      expect(body.promoCalculations.map((calc) => calc.bookmaker).sort()).toEqual(['Ladbrokes', 'Sportsbet', 'TAB']);
      const p = pA[0];
      // Sportsbet 3.1: native p_top3 ≈ 0.706699; refund ≈ 0.394605; promoEV ≈ 29.595; total ≈ 26.345.
      expectCalc(calcOf(body, 'Sportsbet'), {
        bookmaker: 'Sportsbet',
        hasPromo: true,
        promoId: fx.ids.sportsbetBonusBack,
        promoType: 'BonusBack_2nd3rd',
        winPrice: 3.1,
        placePrice: 1.4,
        fairPrice: 1 / p,
        p_win: p,
        p_topk: sportsbetTop3A[0],
        promoK: 3,
        refundChance: sportsbetTop3A[0] - p,
        retention: 0.75,
        retentionOrigin: 'promo',
        // The exchange lays runner 1 at 3.0 (docs/ev-model.md §10, 7 %): the row's lock figures.
        layPrice: A.lay[0],
        lockRating: hundredths(lockOf(3.1, A.lay[0])),
        lockedEV: hundredths(lockOf(3.1, A.lay[0]) + (sportsbetTop3A[0] - p) * 0.75 * 100),
        placeSource: 'native',
        sourceBookmaker: 'Sportsbet',
        sourceK: 3,
        coverage: 1,
        baseEV_pct: (3.1 * p - 1) * 100,
        promoEV_pct: (sportsbetTop3A[0] - p) * 0.75 * 100,
        totalEV_pct: (3.1 * p - 1) * 100 + (sportsbetTop3A[0] - p) * 0.75 * 100,
        bonusPct_ui: 2.1 * p * 100,
        kelly: kellyOf(p, 3.1, sportsbetTop3A[0] - p, 0.75),
      });
      // TAB 3.0: the Token (0.5) on the exchange's p_top3 ≈ 0.692382.
      expectCalc(calcOf(body, 'TAB'), {
        bookmaker: 'TAB',
        hasPromo: true,
        promoId: fx.ids.tabToken,
        promoType: 'Token_2nd3rd',
        winPrice: 3,
        placePrice: null,
        fairPrice: 1 / p,
        p_win: p,
        p_topk: exchangeTop3A[0],
        promoK: 3,
        refundChance: exchangeTop3A[0] - p,
        retention: 0.5,
        retentionOrigin: 'promo',
        layPrice: A.lay[0],
        lockRating: hundredths(lockOf(3, A.lay[0])),
        lockedEV: hundredths(lockOf(3, A.lay[0]) + (exchangeTop3A[0] - p) * 0.5 * 100),
        placeSource: 'reference_book',
        sourceBookmaker: 'Exchange',
        sourceK: 3,
        coverage: 1,
        baseEV_pct: (3 * p - 1) * 100,
        promoEV_pct: (exchangeTop3A[0] - p) * 0.5 * 100,
        totalEV_pct: (3 * p - 1) * 100 + (exchangeTop3A[0] - p) * 0.5 * 100,
        bonusPct_ui: 2 * p * 100,
        kelly: kellyOf(p, 3, exchangeTop3A[0] - p, 0.5),
      });
      // Ladbrokes 3.2: no promo; p_top3 at its 3 places paid still shown (exchange), promoEV 0.
      expectCalc(calcOf(body, 'Ladbrokes'), {
        bookmaker: 'Ladbrokes',
        hasPromo: false,
        promoId: null,
        promoType: null,
        winPrice: 3.2,
        placePrice: null,
        fairPrice: 1 / p,
        p_win: p,
        p_topk: exchangeTop3A[0],
        promoK: 3,
        refundChance: exchangeTop3A[0] - p,
        retention: null,
        retentionOrigin: null,
        layPrice: A.lay[0],
        lockRating: hundredths(lockOf(3.2, A.lay[0])),
        lockedEV: hundredths(lockOf(3.2, A.lay[0])),
        placeSource: 'reference_book',
        sourceBookmaker: 'Exchange',
        sourceK: 3,
        coverage: 1,
        baseEV_pct: (3.2 * p - 1) * 100,
        promoEV_pct: 0,
        totalEV_pct: (3.2 * p - 1) * 100,
        bonusPct_ui: 2.2 * p * 100,
        // No promo, EV (3.2 × 0.312094 − 1) × 100 < 0: no stake.
        kelly: 0,
      });
      expect(body.notes[0]).toContain('exchange mid');
    });

    it('should use the caller\'s promos and the staff boosts, as the opportunity rows do', async () => {
      const owner = (await fx.get(`/api/debug/promo-calc/${RACE_B}/2`, 'owner').expect(200)).body as DebugCalcResult;
      const member = (await fx.get(`/api/debug/promo-calc/${RACE_B}/2`, 'member').expect(200)).body as DebugCalcResult;
      const p = pB[1];
      expect(owner.runner).toEqual({ name: `${RACE_B} runner 2`, number: 2, fairPrice: expect.closeTo(1 / p, 6), fairMethod: 'Bookie MPTO' });
      // Ladbrokes' terms (k=2) are the race's; the standard p_top2 is its market (reference for no book).
      expect(owner.placeMarket).toEqual({
        k: 2,
        kReason: 'bookmaker place terms pay 2 places',
        mptoValid: true,
        p_topk_standard: expect.closeTo(ladbrokesTop2B[1], 6),
      });
      expect(owner.applicablePromos).toEqual([
        { id: fx.ids.ladbrokesCashBack, bookmaker: 'Ladbrokes', label: 'Dapto R2', k: 2, valueMultiplier: 0.75 },
      ]);
      expect(member.applicablePromos).toEqual([]);
      // The owner's CashBack_2nd: retention 0.5 on the native p_top2 ≈ 0.457789 (p_win ≈ 0.248407).
      const ladbrokes = {
        bookmaker: 'Ladbrokes',
        hasPromo: true,
        promoId: fx.ids.ladbrokesCashBack,
        promoType: 'CashBack_2nd',
        winPrice: 3.4,
        placePrice: 1.7,
        fairPrice: 1 / p,
        p_win: p,
        p_topk: ladbrokesTop2B[1],
        promoK: 2,
        refundChance: ladbrokesTop2B[1] - p,
        retention: 0.5,
        retentionOrigin: 'promo',
        // Race B has no exchange: nothing to lay.
        layPrice: null,
        lockRating: null,
        lockedEV: null,
        placeSource: 'native',
        sourceBookmaker: 'Ladbrokes',
        sourceK: 2,
        coverage: 1,
        baseEV_pct: (3.4 * p - 1) * 100,
        promoEV_pct: (ladbrokesTop2B[1] - p) * 0.5 * 100,
        totalEV_pct: (3.4 * p - 1) * 100 + (ladbrokesTop2B[1] - p) * 0.5 * 100,
        bonusPct_ui: 2.4 * p * 100,
        kelly: kellyOf(p, 3.4, ladbrokesTop2B[1] - p, 0.5),
      } as const;
      expectCalc(calcOf(owner, 'Ladbrokes'), ladbrokes);
      expectCalc(calcOf(member, 'Ladbrokes'), {
        ...ladbrokes,
        hasPromo: false,
        promoId: null,
        promoType: null,
        retention: null,
        retentionOrigin: null,
        promoEV_pct: 0,
        totalEV_pct: ladbrokes.baseEV_pct,
        kelly: kellyOf(p, 3.4),
      });
      // TAB's price is the FIXED_WIN staff boost 4.2; its p_top2 at 2 places paid is Ladbrokes' market.
      const tab = calcOf(member, 'TAB');
      expect(tab).toMatchObject({ winPrice: 4.2, placeSource: 'reference_book', sourceBookmaker: 'Ladbrokes', promoK: 2 });
      expect(tab.baseEV_pct).toBeCloseTo((4.2 * p - 1) * 100, 6);
    });

    it.each([
      ['/api/debug/promo-calc/no-such-race/1', 404, 'No race with id "no-such-race"'],
      [`/api/debug/promo-calc/${RACE_A}/99`, 404, `No runner number 99 in race "${RACE_A}"`],
      [`/api/debug/promo-calc/${RACE_A}/9`, 404, `Runner number 9 in race "${RACE_A}" is scratched`],
      [`/api/debug/promo-calc/${RACE_A}/abc`, 400, 'Runner number must be a whole number from 1 (got "abc")'],
      [`/api/debug/promo-calc/${RACE_A}/0`, 400, 'Runner number must be a whole number from 1 (got "0")'],
      [
        `/api/debug/promo-calc/${RACE_E}/1`,
        422,
        `Race "${RACE_E}" cannot be valued: race ${RACE_E}: no fair price: the exchange does not price every active runner and no bookmaker prices them all`,
      ],
    ])('should answer %s with %i', async (path, status, message) => {
      const response = await fx.get(path).expect(status);
      const error = { 400: 'Bad Request', 404: 'Not Found', 422: 'Unprocessable Entity' }[status];
      // A 400 lists its sentences like every validation error.
      expect(response.body).toEqual({ statusCode: status, message: status === 400 ? [message] : message, error });
    });
  });

  describe('GET /api/debug/race/:extRaceId', () => {
    it('should give the race, its runners, live rows and the best row per runner', async () => {
      const body = (await fx.get(`/api/debug/race/${RACE_A}`).expect(200)).body as DebugRaceResponse;
      expect(body.race).toEqual({
        extRaceId: RACE_A,
        venue: 'Randwick',
        track: 'Randwick',
        country: 'AU',
        number: 1,
        name: 'Maiden Plate',
        code: 'TB',
        state: 'open',
        startTime: fx.races[RACE_A].startTime,
        startTimeLocal: expect.stringMatching(/\+1[01]:00$/),
        marketState: 'open',
        activeRunners: 8,
      });
      expect(Date.parse(body.race.startTimeLocal as string)).toBe(Date.parse(body.race.startTime));
      expect(body.runners).toHaveLength(9);
      expect(body.runners[8]).toEqual({ runnerId: `${RACE_A}-9`, runnerNo: 9, runnerName: `${RACE_A} runner 9`, scratched: true });
      expect(body.lastUpdated).toBe(fx.lastUpdated);
      expect(body.message).toBeNull();
      // Live rows are the opportunity rows' values at feed prices (race A has no staff boost).
      const expected = expectedRows(fx.races, fx.ids, false).filter((row) => row.extRaceId === RACE_A);
      expect(body.rows).toHaveLength(expected.length);
      for (const live of body.rows) {
        const row = expected.find((r) => r.runnerNumber === live.runnerNo && r.bookmaker === live.book)!;
        expect(live).toEqual({
          runnerId: `${RACE_A}-${row.runnerNumber}`,
          runnerNo: row.runnerNumber,
          runnerName: row.runnerName,
          book: row.bookmaker,
          winPrice: row.price,
          baseEV: expect.closeTo(row.ev, 6),
          promoEV: expect.closeTo(row.promoEV, 6),
          totalEV: expect.closeTo(row.totalEV, 6),
          bonusPct: expect.closeTo(row.bonusPct ?? NaN, 6),
          p_win: expect.closeTo(pA[row.runnerNumber - 1], 6),
          kelly: expect.closeTo(row.kelly, 6),
        });
      }
      // Runner 1's best: Sportsbet (26.345) over TAB (12.643) and Ladbrokes (−0.131).
      expect(Object.keys(body.bestByRunner)).toHaveLength(8);
      expect(body.bestByRunner[`${RACE_A}-1`]).toMatchObject({ book: 'Sportsbet', totalEV: expect.closeTo(26.3446, 3) });
    });

    it('should value live rows as the rows do: a staff win boost\'s price in place of its book\'s, the caller\'s promos', async () => {
      const member = (await fx.get(`/api/debug/race/${RACE_B}`, 'member').expect(200)).body as DebugRaceResponse;
      const owner = (await fx.get(`/api/debug/race/${RACE_B}`, 'owner').expect(200)).body as DebugRaceResponse;
      expect(member.rows).toHaveLength(18);
      // TAB's feed price is 3.6; the FIXED_WIN staff boost's 4.2 replaces it, as in the debug dialog.
      const tab2 = member.rows.find((row: LiveRow) => row.runnerNo === 2 && row.book === 'TAB')!;
      const tabCalc = calcOf((await fx.get(`/api/debug/promo-calc/${RACE_B}/2`, 'member').expect(200)).body as DebugCalcResult, 'TAB');
      expect(tab2.winPrice).toBe(4.2);
      expect(tab2.baseEV).toBeCloseTo((4.2 * pB[1] - 1) * 100, 6);
      expect(tab2.totalEV).toBe(tabCalc.totalEV_pct);
      const ownerLadbrokes1 = owner.rows.find((row: LiveRow) => row.runnerNo === 1 && row.book === 'Ladbrokes')!;
      // (0.536220 − 0.296026) × 0.5 × 100 ≈ 12.010.
      expect(ownerLadbrokes1.promoEV).toBeCloseTo((ladbrokesTop2B[0] - pB[0]) * 0.5 * 100, 6);
      expect(member.rows.find((row: LiveRow) => row.runnerNo === 1 && row.book === 'Ladbrokes')!.promoEV).toBe(0);
    });

    it('should still value a closed race (the static view)', async () => {
      const body = (await fx.get(`/api/debug/race/${RACE_D}`).expect(200)).body as DebugRaceResponse;
      expect(body.race).toMatchObject({ state: 'closed', marketState: 'closed', activeRunners: 5 });
      const p = bfMid(D.back, D.lay);
      const tab1 = body.rows.find((row: LiveRow) => row.runnerNo === 1)!;
      // BF Mid over the 5 runners; ev = (2.5 × p1 − 1) × 100.
      expect(tab1.baseEV).toBeCloseTo((2.5 * p[0] - 1) * 100, 6);
      expect(tab1.totalEV).toBeCloseTo(tab1.baseEV + tab1.promoEV, 9);
    });

    it('should answer a race without a fair price with its runners, no rows and the reason', async () => {
      const body = (await fx.get(`/api/debug/race/${RACE_E}`).expect(200)).body as DebugRaceResponse;
      expect(body.runners).toHaveLength(3);
      expect(body.rows).toEqual([]);
      expect(body.bestByRunner).toEqual({});
      expect(body.message).toBe(`race ${RACE_E}: no fair price: the exchange does not price every active runner and no bookmaker prices them all`);
      const runners = (await fx.get(`/api/runners/${RACE_E}`).expect(200)).body;
      expect(runners.runners[0].bookmakerOdds).toEqual([{ bookmaker: 'TAB', price: 2.2, ev: null }]);
    });

    it('should answer 404 for an unknown race and 401 without a session', async () => {
      const response = await fx.get('/api/debug/race/no-such-race').expect(404);
      expect(response.body.message).toBe('No race with id "no-such-race"');
      await request(fx.testApp.server).get(`/api/debug/race/${RACE_A}`).expect(401);
      await request(fx.testApp.server).get(`/api/debug/promo-calc/${RACE_A}/1`).expect(401);
    });
  });
});
