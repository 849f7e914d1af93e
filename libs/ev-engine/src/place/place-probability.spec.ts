import fc from 'fast-check';
import { placeProbabilities } from './place-probability';
import { DEFAULT_HARVILLE_EXPONENTS, harvilleTopK } from './top-k';

const close = (
  actual: readonly number[],
  expected: readonly number[],
  digits = 6,
): void => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((v, i) => expect(v).toBeCloseTo(expected[i], digits));
};

const pWin = [0.4, 0.3, 0.2, 0.1];
// Discounted Harville (0.81, 0.65) of pWin: H2 = [0.6950315, 0.5960746, 0.4495801, 0.2593139],
// H3 = [0.8943515, 0.8426395, 0.7458730, 0.5171360] (checked in top-k.spec.ts).

describe('placeProbabilities', () => {
  it('should use the native market devigged with MPTO to k', () => {
    // 1/O = [0.9090909, 0.8333333, 0.7142857, 0.5], Σ = 2.9567100, shift (Σ − 3)/4 = −0.0108225.
    const r = placeProbabilities({
      pWin,
      k: 3,
      ownBookmaker: 'A',
      markets: [{ bookmaker: 'A', k: 3, odds: [1.1, 1.2, 1.4, 2.0] }],
    });
    expect(r).toMatchObject({
      placeSource: 'native',
      placeSourceBookmaker: 'A',
      placeSourceK: 3,
      placeCoverage: 1,
      isPlaceEstimate: false,
      mptoValid: true,
      method: 'MPTO',
    });
    close(r.probabilities, [0.9199134, 0.8441558, 0.7251082, 0.5108225]);
  });

  it('should fall back to the power method inside the native tier when MPTO is invalid', () => {
    // 1/O = [0.952, 0.769, 0.333, 0.125, 0.0333], shift (2.213 − 2)/5 = 0.0426 > 1/30 → invalid.
    const p5 = [0.5, 0.25, 0.15, 0.07, 0.03];
    const r = placeProbabilities({
      pWin: p5,
      k: 2,
      ownBookmaker: 'A',
      markets: [{ bookmaker: 'A', k: 2, odds: [1.05, 1.3, 3, 8, 30] }],
    });
    expect(r).toMatchObject({
      placeSource: 'native',
      mptoValid: false,
      method: 'Power',
      isPlaceEstimate: false,
    });
    expect(r.probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(2, 9);
  });

  it('should prefer the exchange as the reference book', () => {
    // Exchange k = 2 at [1.25, 1.6, 2.5, 5]: Σ1/O = 2.025, shift 0.00625 → [0.79375, 0.61875, 0.39375, 0.19375].
    const r = placeProbabilities({
      pWin,
      k: 2,
      ownBookmaker: 'A',
      markets: [
        { bookmaker: 'A', k: 3, odds: [1.1, 1.2, 1.4, 2.0] },
        { bookmaker: 'B', k: 2, odds: [1.2, 1.5, 2.2, 4] },
      ],
      exchange: { k: 2, odds: [1.25, 1.6, 2.5, 5] },
    });
    expect(r).toMatchObject({
      placeSource: 'reference_book',
      placeSourceBookmaker: 'Exchange',
      placeSourceK: 2,
      isPlaceEstimate: false,
    });
    close(r.probabilities, [0.79375, 0.61875, 0.39375, 0.19375]);
  });

  it('should take the other book with the lowest place overround when there is no exchange market at k', () => {
    // B: Σ1/O = 0.8333 + 0.6667 + 0.4545 + 0.25 = 2.2045 (overround 1.102); C: Σ = 2.025 (1.0125) → C.
    const r = placeProbabilities({
      pWin,
      k: 2,
      ownBookmaker: 'A',
      markets: [
        { bookmaker: 'B', k: 2, odds: [1.2, 1.5, 2.2, 4] },
        { bookmaker: 'C', k: 2, odds: [1.25, 1.6, 2.5, 5] },
        { bookmaker: 'A', k: 3, odds: [1.1, 1.2, 1.4, 2.0] },
      ],
    });
    expect(r).toMatchObject({
      placeSource: 'reference_book',
      placeSourceBookmaker: 'C',
      placeSourceK: 2,
    });
    close(r.probabilities, [0.79375, 0.61875, 0.39375, 0.19375]);
  });

  it('should convert another k with cross-K scaling (θ = 0.98)', () => {
    // Own k′ = 3 devigged: p3 = [0.9199134, 0.8441558, 0.7251082, 0.5108225]; H2/H3 = [0.7771345, 0.7073898, 0.6027568, 0.5014424];
    // r = p3 × (H2/H3)^0.98 = [0.7185108, 0.6012959, 0.4415117, 0.2597088], Σ = 2.0210271.
    // Recomputed by hand for the fit F of docs/architecture.md §4.4 (k = 2 < k′ = 3, so U = p3, L = p_win):
    // s = 0.9895958 makes Σ clamp(s·r) = 2 → p2 = [0.7110352, 0.5950399, 0.4369181, 0.2570067].
    const r = placeProbabilities({
      pWin,
      k: 2,
      ownBookmaker: 'A',
      markets: [{ bookmaker: 'A', k: 3, odds: [1.1, 1.2, 1.4, 2.0] }],
    });
    expect(r).toMatchObject({
      placeSource: 'cross_k',
      placeSourceBookmaker: 'A',
      placeSourceK: 3,
      isPlaceEstimate: true,
      method: 'Cross-K',
    });
    close(r.probabilities, [0.7110352, 0.5950399, 0.4369181, 0.2570067]);
  });

  it('should blend partial markets covering at least half the field by their median', () => {
    // B covers runners 1-2: scale = (H2₁ + H2₂)/(1/1.5 + 1/2) = 1.2911061/1.1666667 = 1.1066623 → [0.7377749, 0.5533312].
    // C covers 1-3: scale = 1.7406862/1.5805556 = 1.1013128 → [0.6883205, 0.6118405, 0.4405251].
    // Median: [(0.7377749 + 0.6883205)/2, (0.5533312 + 0.6118405)/2, 0.4405251, H2₄ = 0.2593139]
    //   = [0.7130477, 0.5825858, 0.4405251, 0.2593139], Σ = 1.9954725; coverage 3/4.
    // Recomputed by hand for the fit F (L = p_win, U = 1): s = 1.0022689 → Σ = 2:
    //   [0.7146655, 0.5839076, 0.4415246, 0.2599023].
    const r = placeProbabilities({
      pWin,
      k: 2,
      ownBookmaker: null,
      markets: [
        { bookmaker: 'B', k: 2, odds: [1.5, 2.0, null, null] },
        { bookmaker: 'C', k: 2, odds: [1.6, 1.8, 2.5, null] },
        { bookmaker: 'D', k: 2, odds: [1.5, null, null, null] },
      ],
    });
    expect(r).toMatchObject({
      placeSource: 'blended_median',
      placeSourceK: 2,
      placeCoverage: 0.75,
      isPlaceEstimate: true,
      mptoValid: null,
    });
    close(r.probabilities, [0.7146655, 0.5839076, 0.4415246, 0.2599023]);
  });

  it('should use discounted Harville when no place data applies', () => {
    const r = placeProbabilities({
      pWin,
      k: 2,
      markets: [{ bookmaker: 'D', k: 2, odds: [1.5, null, null, null] }],
    });
    expect(r).toMatchObject({
      placeSource: 'heuristic',
      placeSourceBookmaker: null,
      placeSourceK: null,
      placeCoverage: 0,
      isPlaceEstimate: true,
    });
    close(r.probabilities, harvilleTopK(pWin, 2, DEFAULT_HARVILLE_EXPONENTS));
  });

  it.each([
    [
      'a place market with placeK above the field',
      { bookmaker: 'A', k: 5, odds: [1.1, 1.2, 1.4, 2] },
      'INVALID_K',
    ],
    [
      'a place market with placeK equal to the field',
      { bookmaker: 'A', k: 4, odds: [1.1, 1.2, 1.4, 2] },
      'INVALID_K',
    ],
    [
      'a place price of 1',
      { bookmaker: 'A', k: 2, odds: [1, 1.2, 1.4, 2] },
      'INVALID_ODDS',
    ],
    [
      'a NaN place price',
      { bookmaker: 'A', k: 2, odds: [Number.NaN, 1.2, 1.4, 2] },
      'INVALID_ODDS',
    ],
  ])('should throw for %s', (_label, market, code) => {
    expect(() => placeProbabilities({ pWin, k: 2, markets: [market] })).toThrow(
      expect.objectContaining({ code }),
    );
  });

  describe('properties', () => {
    // A random field: win probabilities summing to 1 and, per runner, a place price near fair.
    const field = fc
      .array(fc.double({ min: 0.02, max: 1, noNaN: true }), {
        minLength: 5,
        maxLength: 14,
      })
      .chain((w) => {
        const s = w.reduce((a, b) => a + b, 0);
        const pWin = w.map((x) => x / s);
        return fc.record({
          pWin: fc.constant(pWin),
          k: fc.integer({ min: 2, max: 4 }),
          marketK: fc.integer({ min: 2, max: 4 }),
          odds: fc.array(fc.double({ min: 1.01, max: 40, noNaN: true }), {
            minLength: pWin.length,
            maxLength: pWin.length,
          }),
        });
      });
    const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

    it('should make a native place market sum to k with every p_topk in (0, 1]', () => {
      fc.assert(
        fc.property(field, ({ pWin: p, k, odds }) => {
          const r = placeProbabilities({
            pWin: p,
            k,
            ownBookmaker: 'A',
            markets: [{ bookmaker: 'A', k, odds }],
          });
          expect(r.placeSource).toBe('native');
          expect(sum(r.probabilities)).toBeCloseTo(k, 9);
          for (const x of r.probabilities) expect(x > 0 && x <= 1).toBe(true);
        }),
      );
    });

    it('should keep heuristic and cross-K estimates in [p_win, 1], the heuristic summing to k', () => {
      fc.assert(
        fc.property(field, ({ pWin: p, k, marketK, odds }) => {
          const heuristic = placeProbabilities({ pWin: p, k, markets: [] });
          expect(sum(heuristic.probabilities)).toBeCloseTo(k, 9);
          const markets =
            marketK === k ? [] : [{ bookmaker: 'A', k: marketK, odds }];
          const estimate = placeProbabilities({
            pWin: p,
            k,
            ownBookmaker: 'A',
            markets,
          });
          expect(estimate.isPlaceEstimate).toBe(true);
          estimate.probabilities.forEach((x, i) => {
            expect(x).toBeGreaterThanOrEqual(p[i] - 1e-12);
            expect(x).toBeLessThanOrEqual(1);
          });
        }),
      );
    });
  });
});
