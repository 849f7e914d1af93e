import fc from 'fast-check';
import { fitInto } from './place-fit';

function fit(
  r: number[],
  lower: number[],
  upper: number[],
  k: number,
): number[] {
  const out = new Float64Array(r.length);
  fitInto(r, lower, upper, k, r.length, out);
  return Array.from(out);
}

/** The plain form of F: walk the sorted breakpoints one by one (the kernel bisects over them). */
function scanFit(
  r: number[],
  lower: number[],
  upper: number[],
  k: number,
): number[] {
  const n = r.length;
  if (k >= n) return new Array<number>(n).fill(1);
  const x = r.map((v, i) => (v > 0 ? v : lower[i]));
  const inside = x.every((v, i) => v >= lower[i] && v <= upper[i]);
  if (inside && Math.abs(x.reduce((a, b) => a + b, 0) - k) <= 1e-12) return x;
  const clamp = (v: number, i: number) =>
    v < lower[i] ? lower[i] : v > upper[i] ? upper[i] : v;
  const at = (s: number) => x.reduce((g, v, i) => g + clamp(s * v, i), 0);
  const breaks = x
    .flatMap((v, i) => [lower[i] / v, upper[i] / v])
    .sort((a, b) => a - b);
  let prev = 0;
  let s = breaks[breaks.length - 1];
  for (const b of breaks) {
    const g = at(b);
    if (g === k) {
      s = b;
      break;
    }
    if (g > k) {
      const mid = (prev + b) / 2;
      let fixed = 0;
      let free = 0;
      x.forEach((v, i) => {
        if (mid * v <= lower[i]) fixed += lower[i];
        else if (mid * v >= upper[i]) fixed += upper[i];
        else free += v;
      });
      s = free > 0 ? (k - fixed) / free : b;
      break;
    }
    prev = b;
  }
  return x.map((v, i) => clamp(s * v, i));
}

describe('fitInto: F(r; L, U, k) of docs/architecture.md §4.4', () => {
  it.each([
    // s = 2: [1.0 (0.5·2), 0.6, 0.4], Σ 2; the favourite meets U exactly.
    [
      'scales up to the sum',
      [0.5, 0.3, 0.2],
      [0.1, 0.1, 0.1],
      [1, 1, 1],
      2,
      [1, 0.6, 0.4],
    ],
    // Already within bounds and Σ = 2: unchanged (s = 1).
    [
      'leaves a fitting estimate unchanged',
      [0.9, 0.6, 0.3, 0.2],
      [0.4, 0.3, 0.2, 0.1],
      [1, 1, 1, 1],
      2,
      [0.9, 0.6, 0.3, 0.2],
    ],
    // r = 0.2 each is below p_win for runners 1-2: s = 2.5 → 0.5 each (Σ 2), every floor met.
    [
      'lifts runners to their floor',
      [0.2, 0.2, 0.2, 0.2],
      [0.4, 0.3, 0.2, 0.1],
      [1, 1, 1, 1],
      2,
      [0.5, 0.5, 0.5, 0.5],
    ],
    // s = 1.0625: 0.9s capped at 0.95, 0.8s = 0.85 free, 0.1s = 0.10625 floored at 0.2; Σ 0.95 + 0.85 + 0.2 = 2.
    [
      'pins to both bounds',
      [0.9, 0.8, 0.1],
      [0.5, 0.3, 0.2],
      [0.95, 0.9, 0.9],
      2,
      [0.95, 0.85, 0.2],
    ],
    // k ≥ n: every runner places.
    [
      'gives 1 to every runner when k ≥ n',
      [0.6, 0.4],
      [0.6, 0.4],
      [1, 1],
      2,
      [1, 1],
    ],
  ])('should %s', (_label, r, lower, upper, k, expected) => {
    const got = fit(r, lower, upper, k);
    got.forEach((v, i) => expect(v).toBeCloseTo(expected[i], 12));
  });

  it('should meet its bounds and sum to k on random estimates (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1e-9, max: 1, noNaN: true }), {
          minLength: 2,
          maxLength: 16,
        }),
        fc.array(fc.double({ min: 1e-12, max: 3, noNaN: true }), {
          minLength: 16,
          maxLength: 16,
        }),
        fc.integer({ min: 1, max: 4 }),
        (raw, r, k) => {
          const n = raw.length;
          const total = raw.reduce((a, b) => a + b, 0);
          const pWin = raw.map((x) => x / total);
          const p = fit(r.slice(0, n), pWin, new Array<number>(n).fill(1), k);
          const sum = p.reduce((a, b) => a + b, 0);
          expect(Math.abs(sum - Math.min(k, n))).toBeLessThanOrEqual(1e-9);
          p.forEach((v, i) => {
            expect(v).toBeGreaterThanOrEqual(pWin[i]);
            expect(v).toBeLessThanOrEqual(1);
          });
        },
      ),
    );
  });

  it('should give bit for bit what a scan of every breakpoint gives (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1e-9, max: 1, noNaN: true }), {
          minLength: 2,
          maxLength: 24,
        }),
        fc.array(fc.double({ min: 0, max: 3, noNaN: true }), {
          minLength: 24,
          maxLength: 24,
        }),
        fc.array(fc.double({ min: 0.5, max: 1, noNaN: true }), {
          minLength: 24,
          maxLength: 24,
        }),
        fc.integer({ min: 1, max: 4 }),
        (raw, r, capped, k) => {
          const n = raw.length;
          const total = raw.reduce((a, b) => a + b, 0);
          const lower = raw.map((x) => x / total);
          // Upper bounds at or above the floor, some below 1 (cross_k's U); Σ U ≥ k keeps F defined.
          const upper = lower.map((l, i) => Math.max(l, capped[i]));
          if (upper.reduce((a, b) => a + b, 0) < k) return;
          expect(fit(r.slice(0, n), lower, upper, k)).toEqual(
            scanFit(r.slice(0, n), lower, upper, k),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
