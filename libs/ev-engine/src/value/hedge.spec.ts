import fc from 'fast-check';
import {
  bonusBetConversion,
  boostedWinPrice,
  hedgePlan,
  layLegProfit,
  layStakePerDollar,
  lockedEVPct,
  lockedResult,
  lockFigures,
  matchRating,
} from './hedge';
import { tickAbove } from '../testing/market-arbitrary';

// docs/ev-model.md §10. Figures by hand, b back, l lay, c commission:
//   3.80 / 4.10 / 7 %: lay stake 3.8 / 4.03 = 0.942928; locked 3.8 × 0.93 / 4.03 − 1 = −12.31 %;
//     rating 3.8 / 4.1 = 92.68 %; a bonus bet converts at 2.8 × 0.93 / 4.03 = 64.62 %
//   2.00 / 2.00 / 0: lay stake 1, locked 0, rating 100 %, conversion 1 / 2 = 50 %
//   5.00 / 5.20 / 5 %: lay stake 5 / 5.15 = 0.970874; locked 4.75 / 5.15 − 1 = −7.77 %;
//     rating 96.15 %; conversion 4 × 0.95 / 5.15 = 73.79 %
describe('hedge arithmetic (hand-checked)', () => {
  it.each([
    [3.8, 4.1, 0.07, 0.942928, -12.3077, 92.6829, 0.646154],
    [2, 2, 0, 1, 0, 100, 0.5],
    [5, 5.2, 0.05, 0.970874, -7.76699, 96.1538, 0.737864],
  ])(
    'b %s, l %s, c %s: lay stake %s, locked %s %%, rating %s %%, conversion %s',
    (b, l, c, stake, locked, rating, conversion) => {
      expect(layStakePerDollar(b, l, c)).toBeCloseTo(stake, 6);
      expect(lockedResult(b, l, c) * 100).toBeCloseTo(locked, 4);
      expect(matchRating(b, l)).toBeCloseTo(rating, 4);
      expect(bonusBetConversion(b, l, c)).toBeCloseTo(conversion, 6);
    },
  );

  it('should hedge $50 at 3.80 laid at 4.10 (7 %): lay $47.15, liability $146.17, −$6.17 / −$6.15, +$31.35 placed with a $37.50 bonus', () => {
    // 50 × 0.942928 = 47.1464 → 47.15; 47.15 × 3.1 = 146.165 → 146.17; wins 140 − 146.17; loses 47.15 × 0.93 = 43.85 − 50.
    expect(hedgePlan(50, 3.8, 4.1, 0.07, 37.5)).toEqual({
      backStake: 50,
      layStake: 47.15,
      liability: 146.17,
      ifWins: -6.17,
      ifLoses: -6.15,
      ifPlaces: 31.35,
    });
  });

  it('should lock EV as the locked result plus the row’s refund promo EV, or at a BetBoost’s raised win price', () => {
    // Night Echo at Sportsbet (docs/ev-model.md §5): promo EV +17.99 % → −12.31 + 17.99 = +5.68 %.
    expect(
      lockedEVPct(3.8, 4.1, 0.07, { k: 2, retention: 0.75, promoEV: 17.987 }),
    ).toBeCloseTo(5.6793, 3);
    // A 25 % BetBoost on $3.00 wins like $3.50: laid at 3.50 with no commission, it locks at 0.
    expect(boostedWinPrice(3, 0.25)).toBe(3.5);
    expect(
      lockedEVPct(3, 3.5, 0, { k: 0, retention: 0.25, promoEV: 99 }),
    ).toBeCloseTo(0, 12);
    expect(lockedEVPct(3.8, 4.1, 0.07, null)).toBeCloseTo(-12.3077, 3);
  });

  it.each<[string, Parameters<typeof layLegProfit>[3], number]>([
    ['the runner wins: the liability', 'won', -146.17],
    ['it loses: the stake less 7 %', 'lost', 43.85],
    ['a dead heat of two: (47.15 − 146.165) / 2', { deadHeat: 2 }, -49.51],
    ['void', 'void', 0],
  ])('should settle a $47.15 lay at 4.10 when %s', (_name, outcome, profit) => {
    expect(layLegProfit(47.15, 4.1, 0.07, outcome)).toBe(profit);
  });

  it('should charge commission on a dead heat’s net win only: $10 laid at 1.50, dead heat of three', () => {
    // 1/3 loses 0.5 × 10/3, 2/3 wins 20/3: net (20 − 5) / 3 = 5, less 10 % → 4.50.
    expect(layLegProfit(10, 1.5, 0.1, { deadHeat: 3 })).toBe(4.5);
  });
});

// Prices on the exchange's ladder, commission 0-20 %, stakes in whole cents.
const ladderPrice = fc.integer({ min: 0, max: 300 }).map((steps) => {
  let price = 1.01;
  for (let i = 0; i < steps; i++) price = tickAbove(price);
  return price;
});
const commission = fc.integer({ min: 0, max: 20 }).map((pct) => pct / 100);
const stake = fc
  .integer({ min: 100, max: 100_000 })
  .map((cents) => cents / 100);

describe('hedge (properties)', () => {
  it('should lock the same result whether the runner wins or loses (to the cent after rounding stakes)', () => {
    fc.assert(
      fc.property(
        ladderPrice,
        ladderPrice,
        commission,
        stake,
        (back, lay, c, s) => {
          // With the exact lay stake the two results are equal, and equal s × lockedResult.
          const exact = s * layStakePerDollar(back, lay, c);
          const wins = s * (back - 1) - exact * (lay - 1);
          const loses = exact * (1 - c) - s;
          expect(Math.abs(wins - loses)).toBeLessThan(
            1e-9 * Math.max(1, s * back),
          );
          expect(Math.abs(wins - s * lockedResult(back, lay, c))).toBeLessThan(
            1e-9 * Math.max(1, s * back),
          );
          // A lay stake in whole cents moves them apart by at most half a cent × (l − c), plus half
          // a cent for each settled amount rounded to the cent (back winnings, liability, lay win).
          const plan = hedgePlan(s, back, lay, c);
          const bound = 0.005 * (lay - c) + 0.015 + 1e-9;
          expect(Math.abs(plan.ifWins - plan.ifLoses)).toBeLessThanOrEqual(
            bound,
          );
          expect(
            Math.abs(plan.ifLoses - s * lockedResult(back, lay, c)),
          ).toBeLessThanOrEqual(bound);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('should lay the whole-cent stake that brings the win and lose results closest', () => {
    // Unrounded legs, win minus lose = s × b − L (l − c): no cent more or less of lay stake
    // makes the two results nearer than the plan's.
    fc.assert(
      fc.property(ladderPrice, ladderPrice, commission, stake, (back, lay, c, s) => {
        const gap = (layStake: number) => Math.abs(s * back - layStake * (lay - c));
        const { layStake } = hedgePlan(s, back, lay, c);
        expect(Number.isInteger(Math.round(layStake * 100))).toBe(true);
        for (const other of [layStake - 0.01, layStake + 0.01])
          expect(gap(layStake)).toBeLessThanOrEqual(gap(other) + 1e-9);
      }),
      { numRuns: 500 },
    );
  });

  it('should convert a bonus bet at no more than 1 − c while the back is not above the lay', () => {
    fc.assert(
      fc.property(ladderPrice, ladderPrice, commission, (x, y, c) => {
        const [back, lay] = x <= y ? [x, y] : [y, x];
        const conversion = bonusBetConversion(back, lay, c);
        expect(conversion).toBeGreaterThanOrEqual(0);
        expect(conversion).toBeLessThanOrEqual(1 - c + 1e-12);
      }),
      { numRuns: 500 },
    );
  });

  it('should never raise the rating, the locked result or the locked EV with a higher lay', () => {
    fc.assert(
      fc.property(
        ladderPrice,
        ladderPrice,
        ladderPrice,
        commission,
        fc.option(
          fc.record({
            k: fc.constantFrom(0, 2, 3),
            retention: fc.double({ min: 0, max: 1, noNaN: true }),
            promoEV: fc.double({ min: 0, max: 50, noNaN: true }),
          }),
          { nil: null },
        ),
        (back, x, y, c, promo) => {
          const [low, high] = x <= y ? [x, y] : [y, x];
          expect(matchRating(back, high)).toBeLessThanOrEqual(
            matchRating(back, low),
          );
          expect(lockedResult(back, high, c)).toBeLessThanOrEqual(
            lockedResult(back, low, c) + 1e-12,
          );
          expect(lockedEVPct(back, high, c, promo)).toBeLessThanOrEqual(
            lockedEVPct(back, low, c, promo) + 1e-9,
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('lockFigures', () => {
  it('should give the row’s figures to the hundredth of a percent', () => {
    expect(
      lockFigures(3.8, 4.1, 0.07, { k: 2, retention: 0.75, promoEV: 17.987 }),
    ).toEqual({
      lockRating: -12.31,
      lockedEV: 5.68,
    });
    expect(lockFigures(3.8, 4.1, 0.07, null)).toEqual({
      lockRating: -12.31,
      lockedEV: -12.31,
    });
  });
});
