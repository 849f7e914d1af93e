import fc from 'fast-check';
import { DEFAULT_HARVILLE_EXPONENTS, harvilleTopK } from './top-k';
import type { HarvilleExponents } from './top-k';

/**
 * P(runner i in the top k) by brute force: every full finishing order, each position's chance the
 * runner's weight over the weights still running, summed directly (no remainder by subtraction).
 */
function bruteTopK(p: number[], k: number, e: HarvilleExponents): number[] {
  const n = p.length;
  const lambda = (m: number): number =>
    m === 0 ? 1 : m === 1 ? e.second : e.thirdOn;
  const out = new Array<number>(n).fill(0);
  const order: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  const walk = (prob: number): void => {
    const m = order.length;
    if (m === n) {
      for (let q = 0; q < Math.min(k, n); q++) out[order[q]] += prob;
      return;
    }
    const w = p.map((x, j) => (used[j] ? 0 : Math.pow(x, lambda(m))));
    const S = w.reduce((a, b) => a + b, 0);
    for (let j = 0; j < n; j++) {
      if (used[j]) continue;
      const pj = S > 0 ? (prob * w[j]) / S : prob / (n - m);
      used[j] = true;
      order.push(j);
      walk(pj);
      order.pop();
      used[j] = false;
    }
  };
  walk(1);
  return out;
}

describe('harvilleTopK against brute-force enumeration of finishing orders', () => {
  const uneven: HarvilleExponents = { second: 0.9, thirdOn: 0.76 };

  it.each([
    ['two runners and three near zero', [0.6, 0.4, 1e-13, 1e-13, 1e-13]],
    ['one near-certain winner', [1 - 4e-9, 1e-9, 1e-9, 1e-9, 1e-9]],
    ['an even field', [0.2, 0.2, 0.2, 0.2, 0.2]],
    ['a favourite and longshots', [0.7, 0.2, 0.05, 0.03, 0.015, 0.005]],
  ])('should agree to 1e-12 on %s', (_label, raw) => {
    const sum = raw.reduce((a, b) => a + b, 0);
    const p = raw.map((x) => x / sum);
    for (const e of [uneven, DEFAULT_HARVILLE_EXPONENTS])
      for (let k = 1; k <= Math.min(4, p.length); k++) {
        const got = harvilleTopK(p, k, e);
        const want = bruteTopK(p, k, e);
        for (let i = 0; i < p.length; i++)
          expect(Math.abs(got[i] - want[i])).toBeLessThanOrEqual(1e-12);
      }
  });

  it('should agree to 1e-12 on random fields of 1 to 7 runners, near-zero runners included (property)', () => {
    const weight = fc.oneof(
      fc.double({ min: 1e-3, max: 1, noNaN: true }),
      fc.double({ min: 1e-15, max: 1e-9, noNaN: true }),
    );
    fc.assert(
      fc.property(
        fc.array(weight, { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 1, max: 4 }),
        fc.double({ min: 0.5, max: 1, noNaN: true }),
        fc.double({ min: 0.5, max: 1, noNaN: true }),
        (raw, k, second, thirdOn) => {
          const sum = raw.reduce((a, b) => a + b, 0);
          const p = raw.map((x) => x / sum);
          const e = { second, thirdOn };
          const got = harvilleTopK(p, k, e);
          const want = bruteTopK(p, k, e);
          for (let i = 0; i < p.length; i++)
            expect(Math.abs(got[i] - want[i])).toBeLessThanOrEqual(1e-12);
        },
      ),
      { numRuns: 150 },
    );
  });
});
