import fc from 'fast-check';
import { EXCHANGE_SOURCE_NAME } from '@overlay/domain';
import type { PlaceTier } from './place-probability';
import { placeProbabilities, resolveJointTier } from './place-probability';
import { placeRace, placeModelOf } from '../testing/place-arbitraries';

// The joint fit across k (docs/ev-model.md §2): whatever source each tier comes from, a runner's
// top-k chance never falls as k rises, and every tier adds up to k.

describe('place chances across k from mixed sources (docs/ev-model.md §2 example)', () => {
  // The own book has no place market; book A prices k = 3; the exchange prices k = 2.
  const input = {
    pWin: [0.3, 0.25, 0.15, 0.12, 0.08, 0.06, 0.04],
    ownBookmaker: 'Own',
    markets: [
      { bookmaker: 'A', k: 3, odds: [1.25, 1.3, 1.6, 1.8, 2.4, 2.9, 1.9] },
    ],
    exchange: { k: 2, odds: [1.7, 1.9, 3.0, 3.6, 5.2, 7.0, 10.0] },
  };
  const at = (k: number) => placeProbabilities({ ...input, k });

  it('should keep each source: k = 2 from the exchange, k = 3 from book A, k = 4 cross_k', () => {
    expect([at(2).placeSource, at(3).placeSource, at(4).placeSource]).toEqual([
      'reference_book',
      'reference_book',
      'cross_k',
    ]);
    expect([
      at(2).placeSourceBookmaker,
      at(3).placeSourceBookmaker,
      at(4).placeSourceBookmaker,
    ]).toEqual([EXCHANGE_SOURCE_NAME, 'A', EXCHANGE_SOURCE_NAME]);
  });

  it('should not let runner 7 fall from p_top3 0.378 to p_top4 0.233', () => {
    const p3 = at(3).probabilities;
    const p4 = at(4).probabilities;
    // Book A's k = 3 market by MPTO: 1/1.9 − (Σ1/O − 3)/7 = 0.5263 − 0.1484 = 0.378 (it was kept).
    expect(p3[6]).toBeCloseTo(0.378, 3);
    expect(p4[6]).toBeGreaterThanOrEqual(p3[6]);
  });

  it.each([2, 3, 4])(
    'should give every runner p_top(k−1) ≤ p_topk ≤ 1 and Σ p_topk = k at k = %i',
    (k) => {
      const p = at(k).probabilities;
      const below = k === 2 ? input.pWin : at(k - 1).probabilities;
      p.forEach((v, i) => {
        expect(v).toBeGreaterThanOrEqual(below[i]);
        expect(v).toBeLessThanOrEqual(1);
      });
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(k, 12);
    },
  );
});

describe('joint fit (property): p_win ≤ p_top2 ≤ p_top3 ≤ p_top4 ≤ 1 and Σ p_topk = k', () => {
  it('should hold for every own book and every mix of sources, 2-24 runners', () => {
    fc.assert(
      fc.property(placeRace, ([pWin, specs, ex]) => {
        const n = pWin.length;
        const model = placeModelOf(pWin, specs, ex);
        for (let own = -1; own < model.books.length; own++) {
          const memo: (PlaceTier | undefined)[] = [];
          let below: ArrayLike<number> = pWin;
          for (let k = 2; k <= 4; k++) {
            const p = resolveJointTier(model, own, k, memo).p;
            let sum = 0;
            for (let i = 0; i < n; i++) {
              expect(p[i]).toBeGreaterThanOrEqual(below[i] - 1e-12);
              expect(p[i]).toBeLessThanOrEqual(1 + 1e-12);
              sum += p[i];
            }
            expect(Math.abs(sum - Math.min(k, n))).toBeLessThanOrEqual(1e-9);
            below = p;
          }
        }
      }),
      { numRuns: 50 },
    );
  });
});
