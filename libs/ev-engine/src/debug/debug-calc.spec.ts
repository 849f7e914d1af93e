import { computeDebugCalc } from './debug-calc';
import { createEngineContext } from '../value/engine-context';
import { buildRaceOpportunities } from '../testing/build-opportunities';
import { handRace, promo } from '../testing/test-fixtures';

describe('computeDebugCalc', () => {
  const context = createEngineContext({
    promos: [
      promo({
        id: 'p1',
        promoType: 'BonusBack_2nd',
        valueMultiplier: 0.75,
        label: 'SB 2nd',
      }),
      promo({ id: 'p9', bookmaker: 'Neds' }),
    ],
  });
  const debug = computeDebugCalc(handRace(), 3, context);

  it('should describe the race, the runner and the place market', () => {
    expect(debug.race).toEqual({
      extRaceId: 'flem-r1',
      venue: 'Flemington',
      number: 1,
      name: 'Maiden Plate',
      code: 'TB',
      activeRunners: 5,
    });
    expect(debug.runner).toEqual({
      name: 'Runner 3',
      number: 3,
      fairPrice: expect.closeTo(8, 9),
      fairMethod: 'BF Mid',
    });
    // Standard k = the books' place terms (Sportsbet k = 2); p_topk_standard from the reference tier (Sportsbet) = 0.29.
    expect(debug.placeMarket).toEqual({
      k: 2,
      kReason: 'bookmaker place terms pay 2 places',
      mptoValid: true,
      p_topk_standard: expect.closeTo(0.29, 12),
    });
  });

  it('should list only the promos that apply to the race', () => {
    expect(debug.applicablePromos).toEqual([
      {
        id: 'p1',
        bookmaker: 'Sportsbet',
        label: 'SB 2nd',
        k: 2,
        valueMultiplier: 0.75,
      },
    ]);
  });

  it('should give the per-bookmaker calculation with breakeven retention', () => {
    // ev −12.5, p_top2 0.29, refundChance 0.165, promoEV 12.375, r* = 12.5/16.5 = 0.7575758.
    expect(debug.promoCalculations).toEqual([
      expect.objectContaining({
        bookmaker: 'Sportsbet',
        hasPromo: true,
        promoId: 'p1',
        winPrice: 7,
        placePrice: 4,
        p_win: 0.125,
        p_win_pct: 12.5,
        p_topk: expect.closeTo(0.29, 12),
        p_topk_pct: expect.closeTo(29, 10),
        promoK: 2,
        refundChance: expect.closeTo(0.165, 12),
        refundChance_pct: expect.closeTo(16.5, 10),
        retention: 0.75,
        placeSource: 'native',
        sourceBookmaker: 'Sportsbet',
        sourceK: 2,
        coverage: 1,
        baseEV_pct: expect.closeTo(-12.5, 10),
        promoEV_pct: expect.closeTo(12.375, 10),
        totalEV_pct: expect.closeTo(-0.125, 10),
        bonusPct_ui: expect.closeTo(75, 10),
        breakevenRetention: expect.closeTo(0.7575758, 6),
      }),
    ]);
  });

  it('should report the very values of the opportunity rows', () => {
    const { rows } = buildRaceOpportunities(handRace(), context);
    for (const number of [1, 2, 3, 4, 5]) {
      const calc = computeDebugCalc(handRace(), number, context);
      for (const c of calc.promoCalculations) {
        const row = rows.find(
          (r) => r.runnerNumber === number && r.bookmaker === c.bookmaker,
        );
        expect(row).toBeDefined();
        expect([
          c.baseEV_pct,
          c.promoEV_pct,
          c.totalEV_pct,
          c.bonusPct_ui,
          c.promoK,
        ]).toEqual([
          row?.ev,
          row?.promoEV,
          row?.totalEV,
          row?.bonusPct,
          row?.promoK,
        ]);
      }
    }
  });

  it('should show the place probability of a book without a promo, with no retention', () => {
    const calc = computeDebugCalc(
      handRace(),
      1,
      context,
    ).promoCalculations.find((c) => c.bookmaker === 'TAB');
    // TAB pays 2 places by field size (no terms); Sportsbet is the reference: p_top2 = 0.84, refundChance 0.34.
    expect(calc).toMatchObject({
      hasPromo: false,
      retention: null,
      promoEV_pct: 0,
      placeSource: 'reference_book',
      p_topk: expect.closeTo(0.84, 12),
      refundChance: expect.closeTo(0.34, 12),
    });
  });

  it.each([
    ['an unknown runner', handRace(), 9, 'RUNNER_NOT_FOUND'],
    [
      'a race with no active runners',
      handRace({ runners: [] }),
      1,
      'NO_ACTIVE_RUNNERS',
    ],
  ])('should throw for %s', (_label, race, number, code) => {
    expect(() => computeDebugCalc(race, number, context)).toThrow(
      expect.objectContaining({ code }),
    );
  });
});
