import { topKProbabilities } from './place-probability';

describe('Unit', () => {
  describe('topKProbabilities', () => {
    it('should sum to k and never fall below the win probability', () => {
      const win = [0.35, 0.2, 0.15, 0.1, 0.08, 0.06, 0.04, 0.02];
      for (const k of [2, 3, 4]) {
        const topK = topKProbabilities(win, k);
        expect(topK.reduce((sum, p) => sum + p, 0)).toBeCloseTo(k, 9);
        topK.forEach((p, index) =>
          expect(p).toBeGreaterThanOrEqual(win[index]),
        );
      }
    });

    it('should give 1 to everyone when k covers the whole field', () => {
      expect(
        topKProbabilities([0.5, 0.3, 0.2], 3).every(
          (p) => Math.abs(p - 1) < 1e-12,
        ),
      ).toBe(true);
    });

    it('should match a hand-checked discounted Harville top-2 for three runners', () => {
      // 2nd place uses p^0.81 normalised: q = [0.5^.81, 0.3^.81, 0.2^.81] / Σ.
      const q = [0.5, 0.3, 0.2].map((p) => p ** 0.81);
      const total = q.reduce((a, b) => a + b, 0);
      const [q0, q1, q2] = q.map((v) => v / total);
      const expectedFirst = 0.5 + 0.3 * (q0 / (1 - q1)) + 0.2 * (q0 / (1 - q2));
      expect(topKProbabilities([0.5, 0.3, 0.2], 2)[0]).toBeCloseTo(
        expectedFirst,
        12,
      );
    });
  });
});
