import fc from 'fast-check';
import {
  DEFAULT_HARVILLE_EXPONENTS,
  harvillePositions,
  harvilleTopK,
  PLAIN_HARVILLE,
  placesPaid,
} from './top-k';

const close = (
  actual: readonly number[],
  expected: readonly number[],
  digits = 6,
): void => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((v, i) => expect(v).toBeCloseTo(expected[i], digits));
};

/** Random win probabilities: n positive weights normalised to 1. */
const winProbabilities = (minN: number, maxN: number): fc.Arbitrary<number[]> =>
  fc
    .array(fc.double({ min: 0.01, max: 1, noNaN: true }), {
      minLength: minN,
      maxLength: maxN,
    })
    .map((w) => {
      const s = w.reduce((a, b) => a + b, 0);
      return w.map((x) => x / s);
    });

describe('top-k', () => {
  describe('harvillePositions (plain)', () => {
    it('should match the public reference for [0.6, 0.3, 0.1]', () => {
      // P(2nd = A) = 0.3·0.6/0.7 + 0.1·0.6/0.9 = 0.2571429 + 0.0666667 = 0.3238095
      // P(2nd = B) = 0.6·0.3/0.4 + 0.1·0.3/0.9 = 0.45 + 0.0333333 = 0.4833333
      // P(2nd = C) = 0.6·0.1/0.4 + 0.3·0.1/0.7 = 0.15 + 0.0428571 = 0.1928571
      const [first, second] = harvillePositions(
        [0.6, 0.3, 0.1],
        2,
        PLAIN_HARVILLE,
      );
      close(first, [0.6, 0.3, 0.1]);
      close(second, [0.3238095, 0.4833333, 0.1928571]);
    });
  });

  describe('harvilleTopK', () => {
    it.each([
      // Public reference: P(top 2) = P(1st) + P(2nd) = [0.6 + 0.3238095, 0.3 + 0.4833333, 0.1 + 0.1928571].
      {
        p: [0.6, 0.3, 0.1],
        k: 2,
        exps: PLAIN_HARVILLE,
        expected: [0.9238095, 0.7833333, 0.2928571],
      },
      // Plain, p = [0.4, 0.3, 0.2, 0.1], k = 2: P(2nd = A) = 0.3·0.4/0.7 + 0.2·0.4/0.8 + 0.1·0.4/0.9 = 0.3158730 → 0.7158730.
      {
        p: [0.4, 0.3, 0.2, 0.1],
        k: 2,
        exps: PLAIN_HARVILLE,
        expected: [0.715873, 0.6083333, 0.4412698, 0.2345238],
      },
      // Discounted (0.81): w = p^0.81 = [0.570382, 0.377110, 0.271540], Σw = 1.219032;
      // P(2nd = A) = 0.3·0.570382/(1.219032 − 0.377110) + 0.2·0.570382/(1.219032 − 0.271540) = 0.203243 + 0.120398 → 0.823641.
      {
        p: [0.5, 0.3, 0.2],
        k: 2,
        exps: DEFAULT_HARVILLE_EXPONENTS,
        expected: [0.823641, 0.67029, 0.506069],
      },
      // Discounted, k = 3 of 4 runners (enumeration of 24 orders, checked by an independent script).
      {
        p: [0.4, 0.3, 0.2, 0.1],
        k: 3,
        exps: DEFAULT_HARVILLE_EXPONENTS,
        expected: [0.8943515, 0.8426395, 0.745873, 0.517136],
      },
      // k = 1 is the win probability itself.
      {
        p: [0.4, 0.3, 0.2, 0.1],
        k: 1,
        exps: DEFAULT_HARVILLE_EXPONENTS,
        expected: [0.4, 0.3, 0.2, 0.1],
      },
      // k ≥ n: every runner is in the top k.
      {
        p: [0.7, 0.3],
        k: 2,
        exps: DEFAULT_HARVILLE_EXPONENTS,
        expected: [1, 1],
      },
    ])('should give top-$k $expected for $p', ({ p, k, exps, expected }) => {
      close(harvilleTopK(p, k, exps), expected);
    });

    it('should handle zero-probability runners without NaN', () => {
      const top = harvilleTopK([0.5, 0.5, 0, 0], 3, PLAIN_HARVILLE);
      expect(top.every(Number.isFinite)).toBe(true);
      expect(top.reduce((a, b) => a + b, 0)).toBeCloseTo(3, 9);
      close(top, [1, 1, 0.5, 0.5]);
    });

    it('should value a 24-runner field to k = 4 exactly (sum 4)', () => {
      const w = Array.from({ length: 24 }, (_, i) => 1 / (i + 2));
      const s = w.reduce((a, b) => a + b, 0);
      const top = harvilleTopK(
        w.map((x) => x / s),
        4,
      );
      expect(top.reduce((a, b) => a + b, 0)).toBeCloseTo(4, 9);
    });

    it.each([
      [
        'probabilities that do not sum to 1',
        [0.5, 0.4],
        1,
        'INVALID_PROBABILITIES',
      ],
      ['a NaN probability', [Number.NaN, 1], 1, 'INVALID_PROBABILITIES'],
      ['k = 0', [0.5, 0.5], 0, 'INVALID_K'],
      ['k = 5', [0.5, 0.5], 5, 'INVALID_K'],
      ['a fractional k', [0.5, 0.5], 1.5, 'INVALID_K'],
    ])('should throw for %s', (_label, p, k, code) => {
      expect(() => harvilleTopK(p, k)).toThrow(
        expect.objectContaining({ code }),
      );
    });

    it('should throw INVALID_EXPONENTS for a zero exponent', () => {
      expect(() =>
        harvilleTopK([0.5, 0.5], 1, { second: 0, thirdOn: 0.65 }),
      ).toThrow(expect.objectContaining({ code: 'INVALID_EXPONENTS' }));
    });
  });

  describe('properties', () => {
    it('should keep top-k probabilities in [p_win, 1] and summing to k', () => {
      fc.assert(
        fc.property(
          winProbabilities(2, 12),
          fc.integer({ min: 1, max: 4 }),
          fc.boolean(),
          (p, kRaw, plain) => {
            const k = Math.min(kRaw, p.length - 1) || 1;
            const top = harvilleTopK(
              p,
              k,
              plain ? PLAIN_HARVILLE : DEFAULT_HARVILLE_EXPONENTS,
            );
            top.forEach((t, i) => {
              expect(t).toBeGreaterThanOrEqual(p[i] - 1e-12);
              expect(t).toBeLessThanOrEqual(1 + 1e-12);
            });
            expect(top.reduce((a, b) => a + b, 0)).toBeCloseTo(k, 9);
          },
        ),
      );
    });

    it('should make discounted Harville with exponents 1 equal plain Harville', () => {
      fc.assert(
        fc.property(
          winProbabilities(2, 9),
          fc.integer({ min: 1, max: 4 }),
          (p, kRaw) => {
            const k = Math.min(kRaw, p.length);
            const a = harvillePositions(p, k, { second: 1, thirdOn: 1 });
            const b = harvillePositions(p, k, PLAIN_HARVILLE);
            a.forEach((row, m) => close(row, b[m], 12));
          },
        ),
      );
    });

    it('should give each finishing position a total probability of 1', () => {
      fc.assert(
        fc.property(winProbabilities(4, 10), (p) => {
          for (const row of harvillePositions(p, 4))
            expect(row.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        }),
      );
    });
  });

  describe('placesPaid', () => {
    it.each([
      [12, null, 3],
      [8, null, 3],
      [7, null, 2],
      [5, null, 2],
      [4, null, 0],
      [1, null, 0],
      [12, 2, 2],
      [12, 4, 4],
      // Terms that cannot be right for the field fall back to the field-size rule.
      [6, 6, 2],
      [9, 5, 3],
      [9, 0, 3],
    ])(
      'should pay %p active runners with book placeK %p → %p places',
      (n, placeK, k) => {
        const result = placesPaid(n, placeK);
        expect(result.k).toBe(k);
        expect(result.kReason.length).toBeGreaterThan(0);
      },
    );

    it('should say why no place promo applies in a small field', () => {
      expect(placesPaid(4).kReason).toContain('no place promo applies');
    });
  });
});
