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

describe('fitInto: F(r; L, U, k) of DESIGN §4.4', () => {
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
});
