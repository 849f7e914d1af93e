import {
  anyOfWinBoostValue,
  boostEV,
  enrichBoost,
  enrichBoosts,
  fixedWinBoostValue,
  parlayBoostValue,
  placeDataWarning,
  top2BoostValue,
} from './boost-value';
import { createEngineContext } from './engine-context';
import { boost, handRace, promo } from '../testing/test-fixtures';

describe('boost value', () => {
  describe('boostEV', () => {
    it.each([
      [3, 0.4, 20], // (3 × 0.4 − 1) × 100; fair = 1/0.4 = 2.5 → (3/2.5 − 1) × 100
      [2, 0.5, 0], // boosted = fair
      [1.5, 0.5, -25], // (0.75 − 1) × 100
      [10, 0.125, 25], // (1.25 − 1) × 100
    ])(
      'should give (boosted / fair − 1) × 100 for %p at probability %p',
      (odds, p, expected) => {
        expect(boostEV(odds, p)).toBeCloseTo(expected, 10);
      },
    );

    it.each([
      [1, 0.5, 'INVALID_ODDS'],
      [Number.NaN, 0.5, 'INVALID_ODDS'],
      [3, 0, 'INVALID_PROBABILITIES'],
      [3, Number.NaN, 'INVALID_PROBABILITIES'],
      [3, 1.2, 'INVALID_PROBABILITIES'],
    ])('should throw for odds %p and probability %p', (odds, p, code) => {
      expect(() => boostEV(odds, p)).toThrow(expect.objectContaining({ code }));
    });
  });

  it('should value FIXED_WIN on p_win', () => {
    expect(fixedWinBoostValue(3, 0.4)).toEqual({
      probability: 0.4,
      fairPrice: 2.5,
      ev: expect.closeTo(20, 10),
    });
  });

  it('should value ANY_OF_WIN on the sum of p_win', () => {
    // p = 0.2 + 0.15 = 0.35; (3 × 0.35 − 1) × 100 = 5
    const v = anyOfWinBoostValue(3, [0.2, 0.15]);
    expect(v.probability).toBeCloseTo(0.35, 12);
    expect(v.ev).toBeCloseTo(5, 10);
  });

  it('should value PARLAY_ALL_WIN on the product of p_win', () => {
    // p = 0.5 × 0.4 = 0.2; (6 × 0.2 − 1) × 100 = 20
    const v = parlayBoostValue(6, [0.5, 0.4]);
    expect(v.probability).toBeCloseTo(0.2, 12);
    expect(v.ev).toBeCloseTo(20, 10);
  });

  it.each([
    ['an empty any-of', () => anyOfWinBoostValue(3, [])],
    ['an empty parlay', () => parlayBoostValue(3, [])],
    ['a NaN leg', () => parlayBoostValue(3, [0.5, Number.NaN])],
  ])('should throw INVALID_PROBABILITIES for %s', (_label, fn) => {
    expect(fn).toThrow(
      expect.objectContaining({ code: 'INVALID_PROBABILITIES' }),
    );
  });

  describe('top2BoostValue and placeDataWarning', () => {
    it('should price Top-2 on p_top2 with no warning for a native market', () => {
      // fair = 1/0.54; ev = (2.5 × 0.54 − 1) × 100 = 35
      const v = top2BoostValue(
        2.5,
        { placeSource: 'native', placeSourceK: 2, placeCoverage: 1 },
        0.54,
      );
      expect(v.placeFairPrice).toBeCloseTo(1 / 0.54, 12);
      expect(v.ev).toBeCloseTo(35, 10);
      expect(v.placeDataWarning).toBeNull();
    });

    it.each([
      ['reference_book', null],
      [
        'cross_k',
        'Estimated Top-2 price: converted from k=3 place prices using cross-K scaling (θ=0.98)',
      ],
      [
        'blended_median',
        'Estimated Top-2 price: blended from partial place markets covering 75% of runners',
      ],
      [
        'heuristic',
        'Estimated Top-2 price: no Top-2 place market, modelled from win prices (discounted Harville)',
      ],
    ] as const)('should warn for %s: %p', (placeSource, expected) => {
      expect(
        placeDataWarning({ placeSource, placeSourceK: 3, placeCoverage: 0.75 }),
      ).toBe(expected);
    });
  });

  describe('enrichBoost', () => {
    const context = createEngineContext({
      promos: [promo({ id: 'p1', promoType: 'BonusBack_2nd' })],
    });

    it('should fill the read-only fields of a FIXED_WIN boost, with no refund promo on the boosted price', () => {
      // p_win = 0.5; baseEV = (3 × 0.5 − 1) × 100 = 50. Rule change (docs/architecture.md §4.5): the Sportsbet
      // BonusBack_2nd ((0.84 − 0.5) × 0.75 × 100 = 25.5 before) does not apply to a boosted price → promoEV 0.
      const view = enrichBoost(
        boost({ runnerExtId: 'flem-r1-1', boostedOdds: 3 }),
        handRace(),
        context,
      );
      expect(view).toMatchObject({
        id: 'b1',
        raceId: 'flem-r1',
        raceCode: 'TB',
        track: 'Flemington',
        raceNumber: 1,
        runnerNumber: 1,
        runnerName: 'Runner 1',
        startTime: '2026-11-21T12:05:00.000Z',
        fairMethod: 'BF Mid',
        placeFairPrice: null,
        placeSource: null,
        placeDataWarning: null,
      });
      expect(view.fairPrice).toBeCloseTo(2, 12);
      expect(view.baseEV).toBeCloseTo(50, 10);
      expect(view.promoEV).toBe(0);
      expect(view.totalEV).toBeCloseTo(50, 10);
    });

    it('should value a Top-2 boost on p_top2 and warn when the price is estimated', () => {
      const k2 = boost({
        id: 'k2',
        boostType: 'FIXED_PLACE_K2',
        bookmaker: 'TAB',
        runnerExtId: 'flem-r1-2',
        boostedOdds: 2.5,
      });
      const view = enrichBoost(k2, handRace(), context);
      // TAB has no place market; the exchange neither; Sportsbet's k = 2 market is the reference book: p_top2 = 0.54.
      expect(view).toMatchObject({
        placeSource: 'reference_book',
        placeDataWarning: null,
        promoEV: 0,
      });
      expect(view.placeFairPrice).toBeCloseTo(1 / 0.54, 10);
      expect(view.baseEV).toBeCloseTo(35, 10);
      const race = handRace();
      for (const r of race.runners)
        r.prices = r.prices.map((q) => ({ ...q, place: null }));
      const estimated = enrichBoost(k2, race, context);
      expect(estimated.placeSource).toBe('heuristic');
      expect(estimated.placeDataWarning).toContain('Estimated Top-2 price');
    });

    it('should throw RUNNER_NOT_FOUND for a scratched runner', () => {
      const race = handRace();
      race.runners[0].scratched = true;
      expect(() =>
        enrichBoost(boost({ runnerExtId: 'flem-r1-1' }), race, context),
      ).toThrow(expect.objectContaining({ code: 'RUNNER_NOT_FOUND' }));
    });

    it('should enrich many boosts and leave out those whose race is unknown', () => {
      const views = enrichBoosts(
        [boost({ id: 'a' }), boost({ id: 'b', raceExtId: 'elsewhere' })],
        [handRace()],
        context,
      );
      expect(views.map((v) => v.id)).toEqual(['a']);
    });
  });
});
