import fc from 'fast-check';
import type { PlaceTier } from './place-probability';
import { resolveJointTier } from './place-probability';
import { placeRace, placeModelOf } from '../testing/place-arbitraries';

// docs/ev-model.md §2: a race's place tiers are memoised as they are asked for, and the table, the
// live page and the debug view ask in different orders (a Top-2 boost row asks for k = 2 before a
// bonus-back promo asks for k = 4). A tier is a function of the race alone, to the last bit.

const orders = fc.shuffledSubarray([2, 3, 4], { minLength: 1 });

describe('place tiers (property): the same figures in whatever order they are asked for', () => {
  it('should give every own book bit-identical tiers for any order of k, 2-24 runners', () => {
    fc.assert(
      fc.property(placeRace, orders, ([pWin, specs, ex], order) => {
        const ascending = placeModelOf(pWin, specs, ex);
        const shuffled = placeModelOf(pWin, specs, ex);
        for (let own = -1; own < ascending.books.length; own++) {
          const first: (PlaceTier | undefined)[] = [];
          const then: (PlaceTier | undefined)[] = [];
          for (let k = 2; k <= 4; k++)
            resolveJointTier(ascending, own, k, first);
          for (const k of order) resolveJointTier(shuffled, own, k, then);
          for (const k of order)
            expect(Array.from(then[k]!.p)).toEqual(Array.from(first[k]!.p));
        }
      }),
      { numRuns: 80 },
    );
  });
});
