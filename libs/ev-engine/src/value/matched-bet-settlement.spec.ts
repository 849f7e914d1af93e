import fc from 'fast-check';
import type { BetPromoTerms } from '@overlay/domain';
import { matchedBetLocked, settleWithLay } from '@overlay/domain';
import { hedgePlan } from './hedge';
import { tickAbove } from '../testing/market-arbitrary';

// One function for a figure shown in two places (docs/ev-model.md §10): the debug dialog's hedge
// plan, the bet log's locked result and the settlement of a matched bet give the same dollars.

const race = (results: number[][]) => ({
  state: 'final',
  results,
  scratchedRunnerNumbers: [] as number[],
});
const bonusBack2nd = (r: number): BetPromoTerms => ({
  promoType: 'BonusBack_2nd',
  valueMultiplier: r,
  refundPercent: null,
  maxRefundCash: null,
});

describe('a matched bet settles as its hedge plan said', () => {
  it('should settle $50 at 3.80 laid $47.15 at 4.10 (7 %): −$6.17 won, −$6.15 lost, +$31.35 second with a bonus back at 0.75', () => {
    const bet = {
      stake: 50,
      price: 3.8,
      runnerNumber: 2,
      lay: { price: 4.1, stake: 47.15, commissionPct: 7 },
    };
    expect(settleWithLay(bet, race([[2], [1]]), bonusBack2nd(0.75))).toEqual({
      result: 'won',
      payout: 190,
      profit: -6.17,
      layProfit: -146.17,
    });
    expect(
      settleWithLay(bet, race([[3], [1], [2]]), bonusBack2nd(0.75))?.profit,
    ).toBe(-6.15);
    expect(
      settleWithLay(bet, race([[1], [2]]), bonusBack2nd(0.75)),
    ).toMatchObject({ result: 'refund', profit: 31.35, layProfit: 43.85 });
    // Scratched: both legs void.
    expect(
      settleWithLay(
        bet,
        { state: 'final', results: [[1]], scratchedRunnerNumbers: [2] },
        null,
      ),
    ).toMatchObject({
      result: 'void',
      profit: 0,
      layProfit: 0,
    });
    expect(matchedBetLocked(bet, bet.lay, bonusBack2nd(0.75))).toBe(-6.17);
  });

  it('should agree with hedgePlan for any back, lay, commission and stake (property)', () => {
    const price = fc.integer({ min: 0, max: 250 }).map((steps) => {
      let p = 1.01;
      for (let i = 0; i < steps; i++) p = tickAbove(p);
      return p;
    });
    fc.assert(
      fc.property(
        price,
        price,
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 100, max: 100_000 }).map((cents) => cents / 100),
        fc.integer({ min: 0, max: 100 }).map((pct) => pct / 100),
        (back, lay, pct, stake, retention) => {
          const plan = hedgePlan(
            stake,
            back,
            lay,
            pct / 100,
            stake * retention,
          );
          const bet = {
            stake,
            price: back,
            runnerNumber: 2,
            lay: { price: lay, stake: plan.layStake, commissionPct: pct },
          };
          const promo = bonusBack2nd(retention);
          const won = settleWithLay(bet, race([[2], [1]]), promo);
          const lost = settleWithLay(bet, race([[1], [3], [2]]), promo);
          const second = settleWithLay(bet, race([[1], [2]]), promo);
          const cent = 0.010000001;
          expect(
            Math.abs((won?.profit ?? NaN) - plan.ifWins),
          ).toBeLessThanOrEqual(cent);
          expect(
            Math.abs((lost?.profit ?? NaN) - plan.ifLoses),
          ).toBeLessThanOrEqual(cent);
          expect(
            Math.abs((second?.profit ?? NaN) - (plan.ifPlaces as number)),
          ).toBeLessThanOrEqual(cent);
          expect(
            Math.abs(
              matchedBetLocked(bet, bet.lay, promo) -
                Math.min(plan.ifWins, plan.ifLoses),
            ),
          ).toBeLessThanOrEqual(cent);
        },
      ),
      { numRuns: 300 },
    );
  });
});
