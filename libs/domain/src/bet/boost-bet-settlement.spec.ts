import fc from 'fast-check';
import type { BetLeg } from './bet';
import type { SettlementRace } from './bet-settlement';
import { settleBoostBet } from './boost-bet-settlement';

const leg = (extRaceId: string, runnerNumber: number): BetLeg => ({
  extRaceId,
  venue: 'V',
  raceNumber: 1,
  startTime: '2026-11-26T02:00:00.000Z',
  runnerNumber,
  runnerName: `R${runnerNumber}`,
});
const final = (results: number[][], scratched: number[] = []): SettlementRace => ({ state: 'final', results, scratchedRunnerNumbers: scratched });
const open = (scratched: number[] = []): SettlementRace => ({ state: 'open', results: null, scratchedRunnerNumbers: scratched });
const races = (entries: Record<string, SettlementRace>) => new Map(Object.entries(entries));

describe('settleBoostBet', () => {
  // Top-2 on runner 2 of race A, $10 at 3.50: pays 35 when in the first two.
  const top2 = (race: SettlementRace) => settleBoostBet({ stake: 10, price: 3.5, boostType: 'FIXED_PLACE_K2', legs: [leg('A', 2)] }, races({ A: race }));
  it.each<[string, SettlementRace, object | null]>([
    ['2nd', final([[1], [2], [3]]), { result: 'won', payout: 35, profit: 25 }],
    ['1st', final([[2], [1], [3]]), { result: 'won', payout: 35, profit: 25 }],
    ['3rd', final([[1], [3], [2]]), { result: 'lost', payout: 0, profit: -10 }],
    // Dead heat for 2nd of two: one paid place for two runners, $5 × 3.50.
    ['dead heat for 2nd', final([[1], [2, 3]]), { result: 'dead_heat', payout: 17.5, profit: 7.5 }],
    // Dead heat for 1st of two: both fit the 2 paid places.
    ['dead heat for 1st of two', final([[1, 2], [3]]), { result: 'won', payout: 35, profit: 25 }],
    // Dead heat for 1st of three: 2 paid places for 3 runners, $10 × 2/3 × 3.50 = 23.33.
    ['dead heat for 1st of three', final([[1, 2, 3]]), { result: 'dead_heat', payout: 23.33, profit: 13.33 }],
    ['scratched', final([[1], [3]], [2]), { result: 'void', payout: 10, profit: 0 }],
    ['not run yet', open(), null],
  ])('should settle a Top-2 bet whose runner is %s', (_name, race, expected) => {
    expect(top2(race)).toEqual(expected);
  });

  // Any-Of Win on runners 2 and 5 of race A, $20 at 2.80: pays 56 when either wins.
  const anyOf = (race: SettlementRace) =>
    settleBoostBet({ stake: 20, price: 2.8, boostType: 'ANY_OF_WIN', legs: [leg('A', 2), leg('A', 5)] }, races({ A: race }));
  it.each<[string, SettlementRace, object | null]>([
    ['one leg wins', final([[5], [2], [1]]), { result: 'won', payout: 56, profit: 36 }],
    ['no leg wins', final([[1], [2], [5]]), { result: 'lost', payout: 0, profit: -20 }],
    // A leg dead-heats for 1st with another runner: $20 × ½ × 2.80 = 28.
    ['a leg dead-heats with an outsider', final([[5, 7], [2]]), { result: 'dead_heat', payout: 28, profit: 8 }],
    ['both legs dead-heat together', final([[2, 5], [1]]), { result: 'won', payout: 56, profit: 36 }],
    ['a leg is scratched', final([[5]], [2]), { result: 'void', payout: 20, profit: 0 }],
  ])('should settle an Any-Of Win bet when %s', (_name, race, expected) => {
    expect(anyOf(race)).toEqual(expected);
  });

  // Parlay: runner 1 in race A and runner 4 in race B, $10 at 6.00.
  const parlay = (a: SettlementRace, b: SettlementRace) =>
    settleBoostBet({ stake: 10, price: 6, boostType: 'PARLAY_ALL_WIN', legs: [leg('A', 1), leg('B', 4)] }, races({ A: a, B: b }));
  it.each<[string, SettlementRace, SettlementRace, object | null]>([
    ['both legs win', final([[1]]), final([[4]]), { result: 'won', payout: 60, profit: 50 }],
    ['the first leg won and the second race is not run', final([[1]]), open(), null],
    ['the first leg lost (the second not run yet)', final([[2], [1]]), open(), { result: 'lost', payout: 0, profit: -10 }],
    // A dead heat for 1st of two in leg A keeps half the stake running: $10 × ½ × 6 = 30.
    ['a leg dead-heats for 1st', final([[1, 3]]), final([[4]]), { result: 'dead_heat', payout: 30, profit: 20 }],
    ['a leg is scratched', final([[1]]), open([4]), { result: 'void', payout: 10, profit: 0 }],
    ['a leg race is abandoned', { state: 'abandoned', results: null, scratchedRunnerNumbers: [] }, final([[4]]), { result: 'void', payout: 10, profit: 0 }],
  ])('should settle a parlay when %s', (_name, a, b, expected) => {
    expect(parlay(a, b)).toEqual(expected);
  });

  it('should multiply the dead-heat shares of a three-leg parlay', () => {
    // $10 at 12.00; leg B dead-heats in two, leg C in three: $10 × ½ × ⅓ × 12 = 20.
    const settled = settleBoostBet(
      { stake: 10, price: 12, boostType: 'PARLAY_ALL_WIN', legs: [leg('A', 1), leg('B', 2), leg('C', 3)] },
      races({ A: final([[1]]), B: final([[2, 5]]), C: final([[3, 4, 6]]) }),
    );
    expect(settled).toEqual({ result: 'dead_heat', payout: 20, profit: 10 });
  });

  it('should never pay an Any-Of or parlay bet more than stake × price, nor less than 0', () => {
    const order = fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8], { minLength: 1 });
    fc.assert(
      fc.property(order, fc.integer({ min: 1, max: 4 }), fc.constantFrom('ANY_OF_WIN' as const, 'PARLAY_ALL_WIN' as const), (finish, heat, type) => {
        const results = [finish.slice(0, heat), ...finish.slice(heat).map((n) => [n])];
        const legs = type === 'ANY_OF_WIN' ? [leg('A', 1), leg('A', 2)] : [leg('A', 1), leg('B', 1)];
        const s = settleBoostBet({ stake: 10, price: 5, boostType: type, legs }, races({ A: final(results), B: final(results) }));
        expect(s).not.toBeNull();
        expect(s?.payout).toBeGreaterThanOrEqual(0);
        expect(s?.payout).toBeLessThanOrEqual(50);
      }),
    );
  });
});
