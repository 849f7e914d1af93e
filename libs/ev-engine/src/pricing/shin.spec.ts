import fc from 'fast-check';
import { devigShin } from './devig';

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** Štrumbelj's p_i(z) as published: (sqrt(z² + 4(1−z)π_i²/Π) − z) / (2(1−z)). */
const shinP = (inv: readonly number[], z: number): number[] => {
  const total = sum(inv);
  return inv.map(
    (x) =>
      (Math.sqrt(z * z + (4 * (1 - z) * x * x) / total) - z) / (2 * (1 - z)),
  );
};

describe('devigShin (Shin 1993; Štrumbelj 2014)', () => {
  it('should give 1/3 each and z = 0.1 on three runners at 2.5', () => {
    // π = 0.4 each, Π = 1.2, π²/Π = 0.13333. Fixed point z = 3·sqrt(z² + 4(1−z)·0.13333) − 2:
    // ((z + 2)/3)² = z² + 0.53333(1 − z) → 8z² − 8.8z + 0.8 = 0 → z² − 1.1z + 0.1 = 0 →
    // z = (1.1 ± 0.9)/2 = 0.1 (z = 1 is no share). p = (sqrt(0.01 + 0.48) − 0.1)/1.8 = 0.6/1.8 = 1/3.
    const result = devigShin([2.5, 2.5, 2.5]);
    expect(result.z).toBeCloseTo(0.1, 10);
    result.probabilities.forEach((p) => expect(p).toBeCloseTo(1 / 3, 12));
  });

  it('should recover the true chances and z of a book made by Shin’s own model', () => {
    // Shin's book from true p and z: π_i = sqrt(Π)·sqrt(t_i) with t_i = z·p_i + (1−z)·p_i²
    // (invert the formula: (2(1−z)p + z)² = z² + 4(1−z)π²/Π) and sqrt(Π) = Σ sqrt(t_i).
    // p = (0.5, 0.3, 0.2), z = 0.05: t = (0.2625, 0.1005, 0.048), sqrt t = (0.512348, 0.317017,
    // 0.219089), Σ = 1.048454 = sqrt(Π) → Π = 1.099256, π = (0.537173, 0.332378, 0.229705),
    // odds = (1.861598, 3.008622, 4.353415).
    const p = [0.5, 0.3, 0.2];
    const z = 0.05;
    const roots = p.map((q) => Math.sqrt(z * q + (1 - z) * q * q));
    const odds = roots.map((r) => 1 / (sum(roots) * r));
    expect(odds[0]).toBeCloseTo(1.861598, 5);
    expect(odds[1]).toBeCloseTo(3.008622, 5);
    expect(odds[2]).toBeCloseTo(4.353415, 5);
    const result = devigShin(odds);
    expect(result.z).toBeCloseTo(0.05, 10);
    result.probabilities.forEach((q, i) => expect(q).toBeCloseTo(p[i], 10));
  });

  it('should match the published iteration on odds 2, 3, 5', () => {
    // π = (0.5, 0.33333, 0.2), Π = 1.03333. z₀ = 0 → z₁ = 2·sqrt(Π) − 2 = 0.033060 →
    // z₂ = 0.001992 → … (the iteration swings about the root and settles) z = 0.0167140.
    // p_i = (sqrt(z² + 4(1−z)π_i²/Π) − z)/(2(1−z)) = (0.487606, 0.322298, 0.190096), Σ = 1.
    const result = devigShin([2, 3, 5]);
    expect(result.z).toBeCloseTo(0.016713975, 8);
    const expected = [0.487606, 0.322298, 0.190096];
    result.probabilities.forEach((q, i) =>
      expect(q).toBeCloseTo(expected[i], 6),
    );
    // Shin takes more off the longshot than the multiplicative method (0.2/1.03333 = 0.193548).
    expect(result.probabilities[2]).toBeLessThan(0.2 / (1 + 1 / 30));
  });

  it('should equal the additive method on two outcomes: odds 1.5 and 2.6', () => {
    // π = (0.666667, 0.384615), Π = 1.051282, (Π − 1)/2 = 0.025641 → p = (0.641026, 0.358974).
    const result = devigShin([1.5, 2.6]);
    expect(result.probabilities[0]).toBeCloseTo(0.641026, 6);
    expect(result.probabilities[1]).toBeCloseTo(0.358974, 6);
  });

  it('should equal the additive method on two outcomes, and the published formula at its root z (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.01, max: 200, noNaN: true }),
        fc.double({ min: 1.01, max: 200, noNaN: true }),
        (a, b) => {
          const inv = [1 / a, 1 / b];
          const total = sum(inv);
          fc.pre(total > 1.0001);
          const result = devigShin([a, b]);
          const additive = inv.map((x) => x - (total - 1) / 2);
          result.probabilities.forEach((p, i) => {
            expect(p).toBeCloseTo(additive[i], 12);
            expect(p > 0 && p < 1).toBe(true);
          });
          // The identity itself: solve Σ p_i(z) = 1 for z by bisection, then apply Štrumbelj's p_i.
          let lo = 0;
          let hi = 1;
          for (let k = 0; k < 200; k++) {
            const mid = (lo + hi) / 2;
            if (sum(shinP(inv, mid)) > 1) lo = mid;
            else hi = mid;
          }
          shinP(inv, lo).forEach((p, i) =>
            expect(p).toBeCloseTo(additive[i], 7),
          );
        },
      ),
    );
  });

  it('should give probabilities in (0, 1) summing to 1, solving Σ p_i(z) = 1, on any book (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.double({ min: 1.01, max: 1.2, noNaN: true }),
            fc.double({ min: 1.2, max: 30, noNaN: true }),
            fc.double({ min: 30, max: 1000, noNaN: true }),
          ),
          { minLength: 1, maxLength: 24 },
        ),
        (odds) => {
          const result = devigShin(odds);
          const p = result.probabilities;
          expect(sum(p)).toBeCloseTo(1, 12);
          if (odds.length === 1) expect(p[0]).toBe(1);
          else p.forEach((q) => expect(q > 0 && q < 1).toBe(true));
          const inv = odds.map((o) => 1 / o);
          if (odds.length >= 3 && sum(inv) > 1) {
            expect(result.z > 0 && result.z < 1).toBe(true);
            // The raw formula at the returned z already sums to 1: z is Shin's root, not a normalised guess.
            expect(sum(shinP(inv, result.z))).toBeCloseTo(1, 9);
          }
          // Order kept: a shorter price never gets a lower chance.
          for (let i = 0; i < odds.length; i++)
            for (let j = 0; j < odds.length; j++)
              if (odds[i] < odds[j]) expect(p[i]).toBeGreaterThanOrEqual(p[j]);
        },
      ),
    );
  });
});
