import fc from 'fast-check';
import type { PromoType } from '../promo/promo';
import { PROMO_TYPES } from '../promo/promo';
import type { BetPromoTerms } from './bet';
import { closingLineValue, expectedProfit } from './bet';
import type { SettlementRace } from './bet-settlement';
import { runnerOutcome, settleBet } from './bet-settlement';

const final = (
  results: number[][],
  scratched: number[] = [],
): SettlementRace => ({
  state: 'final',
  results,
  scratchedRunnerNumbers: scratched,
});
const promo = (
  promoType: PromoType,
  valueMultiplier = 0.75,
  refundPercent: number | null = null,
  maxRefundCash: number | null = null,
): BetPromoTerms => ({
  promoType,
  valueMultiplier,
  refundPercent,
  maxRefundCash,
});
/** Runner 5 finishes in the given place (1-based) of a race with no dead heat. */
const placed = (place: number): SettlementRace => {
  const order = [1, 2, 3, 4, 6, 7, 8].slice(0, place - 1);
  return final([...order.map((n) => [n]), [5], [9]]);
};

describe('settleBet', () => {
  it.each([
    // [case, stake, price, race, promo, result, payout, profit] — numbers worked by hand
    ['win, no promo', 10, 4, placed(1), null, 'won', 40, 30],
    ['2nd, no promo', 10, 4, placed(2), null, 'lost', 0, -10],
    [
      'win with a place promo pays the win only',
      10,
      4,
      placed(1),
      promo('BonusBack_2nd'),
      'won',
      40,
      30,
    ],
    [
      'BonusBack_2nd, 2nd: stake back as a bonus bet at 0.75',
      10,
      4,
      placed(2),
      promo('BonusBack_2nd'),
      'refund',
      7.5,
      -2.5,
    ],
    [
      'BonusBack_2nd, 3rd',
      10,
      4,
      placed(3),
      promo('BonusBack_2nd'),
      'lost',
      0,
      -10,
    ],
    [
      'BonusBack_2nd3rd, 3rd',
      10,
      4,
      placed(3),
      promo('BonusBack_2nd3rd'),
      'refund',
      7.5,
      -2.5,
    ],
    [
      'BonusBack_2nd3rd, 4th',
      10,
      4,
      placed(4),
      promo('BonusBack_2nd3rd'),
      'lost',
      0,
      -10,
    ],
    [
      'BonusBack_2nd3rd4th, 4th',
      10,
      4,
      placed(4),
      promo('BonusBack_2nd3rd4th'),
      'refund',
      7.5,
      -2.5,
    ],
    [
      'BonusBack_2nd3rd4th, 5th',
      10,
      4,
      placed(5),
      promo('BonusBack_2nd3rd4th'),
      'lost',
      0,
      -10,
    ],
    [
      'CashBack_2nd 100 % cap 50, stake 10: 10 cash',
      10,
      4,
      placed(2),
      promo('CashBack_2nd', 0, 100, 50),
      'refund',
      10,
      0,
    ],
    [
      'CashBack_2nd3rd 50 % of 200 = 100 capped at 50',
      200,
      4,
      placed(3),
      promo('CashBack_2nd3rd', 0, 50, 50),
      'refund',
      50,
      -150,
    ],
    [
      'CashBack_2nd3rd4th 100 %, no cap, stake 100, 4th',
      100,
      4,
      placed(4),
      promo('CashBack_2nd3rd4th', 0, 100, null),
      'refund',
      100,
      0,
    ],
    [
      'CashBack_2nd, 3rd',
      10,
      4,
      placed(3),
      promo('CashBack_2nd', 0, 100, 50),
      'lost',
      0,
      -10,
    ],
    [
      'Token_2nd at 0.7, stake 20: 14',
      20,
      4,
      placed(2),
      promo('Token_2nd', 0.7),
      'refund',
      14,
      -6,
    ],
    [
      'Token_2nd3rd, 3rd',
      20,
      4,
      placed(3),
      promo('Token_2nd3rd', 0.7),
      'refund',
      14,
      -6,
    ],
    [
      'Token_2nd3rd4th, 4th',
      20,
      4,
      placed(4),
      promo('Token_2nd3rd4th', 0.7),
      'refund',
      14,
      -6,
    ],
    [
      'Token_2nd3rd4th, 5th',
      20,
      4,
      placed(5),
      promo('Token_2nd3rd4th', 0.7),
      'lost',
      0,
      -20,
    ],
    [
      'BetBoost 10 % at 5: 1 + 4 × 1.1 = 5.4',
      10,
      5,
      placed(1),
      promo('BetBoost', 0.1),
      'won',
      54,
      44,
    ],
    [
      'BetBoost, 2nd (no place refund)',
      10,
      5,
      placed(2),
      promo('BetBoost', 0.1),
      'lost',
      0,
      -10,
    ],
    [
      'boost bet: wins at the boosted price taken',
      10,
      8,
      placed(1),
      null,
      'won',
      80,
      70,
    ],
    [
      'dead heat for 1st of 2 at 6: 5 × 6',
      10,
      6,
      final([[5, 2], [3]]),
      null,
      'dead_heat',
      30,
      20,
    ],
    [
      'dead heat for 1st of 3 at 9: 10 × 9',
      30,
      9,
      final([[1, 5, 2]]),
      null,
      'dead_heat',
      90,
      60,
    ],
    [
      'dead heat for 1st of 2, BetBoost 10 % at 5: 5 × 5.4',
      10,
      5,
      final([[5, 2]]),
      promo('BetBoost', 0.1),
      'dead_heat',
      27,
      17,
    ],
    [
      'dead heat for 1st pushes the next runner to 3rd: BonusBack_2nd loses',
      10,
      4,
      final([[1, 2], [5]]),
      promo('BonusBack_2nd'),
      'lost',
      0,
      -10,
    ],
    [
      '… and BonusBack_2nd3rd refunds it',
      10,
      4,
      final([[1, 2], [5]]),
      promo('BonusBack_2nd3rd'),
      'refund',
      7.5,
      -2.5,
    ],
    [
      'dead heat for 2nd counts as 2nd',
      10,
      4,
      final([[1], [2, 5]]),
      promo('BonusBack_2nd'),
      'refund',
      7.5,
      -2.5,
    ],
    [
      'dead heat for 3rd inside k = 3',
      10,
      4,
      final([[1], [2], [3, 5]]),
      promo('Token_2nd3rd', 0.5),
      'refund',
      5,
      -5,
    ],
    [
      'dead heat for 4th outside k = 3',
      10,
      4,
      final([[1], [2], [3], [4, 5]]),
      promo('Token_2nd3rd', 0.5),
      'lost',
      0,
      -10,
    ],
    [
      'scratched runner: void',
      10,
      4,
      final([[1], [2]], [5]),
      promo('BonusBack_2nd'),
      'void',
      10,
      0,
    ],
    [
      'abandoned race: void',
      10,
      4,
      { state: 'abandoned', results: null, scratchedRunnerNumbers: [] },
      null,
      'void',
      10,
      0,
    ],
  ] as const)(
    '%s',
    (_name, stake, price, race, terms, result, payout, profit) => {
      expect(settleBet({ stake, price, runnerNumber: 5 }, race, terms)).toEqual(
        { result, payout, profit },
      );
    },
  );

  it('should leave a bet pending until the race is final with results', () => {
    const bet = { stake: 10, price: 4, runnerNumber: 5 };
    expect(
      settleBet(
        bet,
        { state: 'closed', results: null, scratchedRunnerNumbers: [] },
        null,
      ),
    ).toBeNull();
    expect(
      settleBet(
        bet,
        { state: 'open', results: null, scratchedRunnerNumbers: [] },
        null,
      ),
    ).toBeNull();
    expect(
      settleBet(
        bet,
        { state: 'final', results: null, scratchedRunnerNumbers: [] },
        null,
      ),
    ).toBeNull();
  });

  it('should void a scratched runner before the result is in', () => {
    expect(
      settleBet(
        { stake: 10, price: 4, runnerNumber: 5 },
        { state: 'closed', results: null, scratchedRunnerNumbers: [5] },
        null,
      ),
    ).toEqual({
      result: 'void',
      payout: 10,
      profit: 0,
    });
  });

  it('should count places after a dead heat by the runners ahead', () => {
    expect(runnerOutcome(final([[1, 2], [3], [4]]), 3)).toEqual({
      scratched: false,
      place: 3,
      sharedBy: 1,
    });
    expect(runnerOutcome(final([[1, 2], [3], [4]]), 2)).toEqual({
      scratched: false,
      place: 1,
      sharedBy: 2,
    });
    expect(runnerOutcome(final([[1]]), 9)).toEqual({
      scratched: false,
      place: null,
      sharedBy: 1,
    });
  });

  describe('properties', () => {
    const terms = fc.option(
      fc.record({
        promoType: fc.constantFrom(...PROMO_TYPES),
        valueMultiplier: fc.double({ min: 0, max: 1, noNaN: true }),
        refundPercent: fc.option(fc.integer({ min: 0, max: 100 })),
        maxRefundCash: fc.option(fc.integer({ min: 0, max: 500 })),
      }),
    );
    const stake = fc.integer({ min: 1, max: 100_000 }).map((c) => c / 100);
    const price = fc.integer({ min: 101, max: 100_000 }).map((c) => c / 100);
    /** A final result: runners 1..n shuffled into places, with random dead heats. */
    const race = fc
      .tuple(
        fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8], { minLength: 1 }),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        fc.subarray([1, 2, 3, 4, 5, 6, 7, 8], { maxLength: 2 }),
      )
      .map(([order, joins, scratched]): SettlementRace => {
        const results: number[][] = [];
        order.forEach((n, i) =>
          i > 0 && joins[i]
            ? results[results.length - 1].push(n)
            : results.push([n]),
        );
        return final(results, scratched);
      });
    const runner = fc.integer({ min: 1, max: 8 });

    it('should lose at most the stake, pay nothing negative, and keep profit = payout − stake', () => {
      fc.assert(
        fc.property(stake, price, race, terms, runner, (s, p, r, t, n) => {
          const settled = settleBet(
            { stake: s, price: p, runnerNumber: n },
            r,
            t,
          );
          expect(settled).not.toBeNull();
          if (!settled) return;
          expect(settled.payout).toBeGreaterThanOrEqual(0);
          expect(settled.profit).toBeGreaterThanOrEqual(-s - 1e-9);
          expect(settled.profit).toBeCloseTo(settled.payout - s, 2);
        }),
      );
    });

    it('should give a void bet (scratched runner) profit 0', () => {
      fc.assert(
        fc.property(stake, price, race, terms, runner, (s, p, r, t, n) => {
          const scratched = { ...r, scratchedRunnerNumbers: [n] };
          expect(
            settleBet({ stake: s, price: p, runnerNumber: n }, scratched, t),
          ).toEqual({ result: 'void', payout: s, profit: 0 });
        }),
      );
    });

    it('should never pay a refund worth more than the stake, nor a dead heat more than a win', () => {
      fc.assert(
        fc.property(stake, price, race, terms, runner, (s, p, r, t, n) => {
          const settled = settleBet(
            { stake: s, price: p, runnerNumber: n },
            r,
            t,
          );
          const alone = settleBet(
            { stake: s, price: p, runnerNumber: n },
            final([[n]]),
            t,
          );
          if (settled?.result === 'refund')
            expect(settled.profit).toBeLessThanOrEqual(0);
          if (settled?.result === 'dead_heat')
            expect(settled.payout).toBeLessThanOrEqual(alone?.payout ?? 0);
        }),
      );
    });
  });
});

describe('closingLineValue and expectedProfit', () => {
  it.each([
    [5.5, 5, 0.1],
    [4, 5, -0.2],
    [3, null, null],
    [3, 0, null],
  ] as const)('price %p against a close of %p → %p', (price, close, clv) => {
    const value = closingLineValue(price, close);
    if (clv === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(clv, 12);
  });

  it('should expect stake × EV% / 100', () => {
    expect(expectedProfit({ stake: 40, evAtPlacement: 7.5 })).toBe(3);
  });
});
