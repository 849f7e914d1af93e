import fc from 'fast-check';
import { EXCHANGE_SOURCE_NAME } from '@overlay/domain';
import type { PlaceMarket, PlaceTier } from './place-probability';
import {
  createPlaceMarket,
  createPlaceModel,
  placeProbabilities,
  resolveJointTier,
} from './place-probability';
import { DEFAULT_HARVILLE_EXPONENTS } from './top-k';

// The joint fit across k (docs/ev-model.md §2): whatever source each tier comes from, a runner's
// top-k chance never falls as k rises, and every tier adds up to k.

describe('place chances across k from mixed sources (issue #20)', () => {
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

/** Win chances of n runners: any field, longshots to 1 in 2,000, or one dominant favourite. */
const winChances = fc.integer({ min: 2, max: 24 }).chain((n) =>
  fc
    .tuple(
      fc.array(fc.double({ min: 5e-4, max: 1, noNaN: true }), {
        minLength: n,
        maxLength: n,
      }),
      fc.constantFrom('field', 'dominant'),
    )
    .map(([s, shape]) => {
      const strength =
        shape === 'dominant' ? s.map((v, i) => (i === 0 ? 40 * n : v)) : s;
      const total = strength.reduce((a, b) => a + b, 0);
      return strength.map((v) => v / total);
    }),
);

/** A place market (book or exchange) for k places: priced around a guess, some runners left out. */
function marketArbitrary(
  n: number,
): fc.Arbitrary<{ k: number; odds: (number | null)[] }> {
  return fc
    .record({
      k: fc.integer({ min: 1, max: 4 }),
      margin: fc.double({ min: 1, max: 1.4, noNaN: true }),
      noise: fc.array(fc.double({ min: 0.5, max: 2, noNaN: true }), {
        minLength: n,
        maxLength: n,
      }),
      gaps: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      partial: fc.boolean(),
    })
    .map(({ k, margin, noise, gaps, partial }) => ({
      k,
      odds: noise.map((x, i) =>
        partial && gaps[i]
          ? null
          : Math.max(1.01, Math.min(500, n / (k * margin * x * (1 + i)))),
      ),
    }));
}

describe('joint fit (property): p_win ≤ p_top2 ≤ p_top3 ≤ p_top4 ≤ 1 and Σ p_topk = k', () => {
  it('should hold for every own book and every mix of sources, 2-24 runners', () => {
    fc.assert(
      fc.property(
        winChances.chain((pWin) =>
          fc.tuple(
            fc.constant(pWin),
            fc.array(marketArbitrary(pWin.length), { maxLength: 3 }),
            fc.option(marketArbitrary(pWin.length), { nil: null }),
          ),
        ),
        ([pWin, specs, ex]) => {
          const n = pWin.length;
          const usable = (k: number) => k < n;
          const toMarket = (
            name: string,
            spec: { k: number; odds: (number | null)[] },
          ): PlaceMarket | null =>
            usable(spec.k)
              ? createPlaceMarket(
                  name,
                  spec.k,
                  Float64Array.from(spec.odds, (o) => (o === null ? 0 : 1 / o)),
                  n,
                )
              : null;
          const books = specs.map((spec, b) => toMarket(`Book${b}`, spec));
          const model = createPlaceModel(
            n,
            Float64Array.from(pWin),
            books,
            ex === null ? null : toMarket(EXCHANGE_SOURCE_NAME, ex),
            DEFAULT_HARVILLE_EXPONENTS,
          );
          for (let own = -1; own < books.length; own++) {
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
        },
      ),
      { numRuns: 50 },
    );
  });
});
