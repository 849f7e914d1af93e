import { RESULT_LONGEST_WAIT_MS, resultRetryWaitMs } from './result-retry';

describe('Unit', () => {
  describe('resultRetryWaitMs', () => {
    it.each([
      // attempts, Retry-After, random, wait: 5 s × 2^(attempts − 1) × (0.75 + 0.5 × random)
      [1, 0, 0.5, 5_000],
      [1, 0, 0, 3_750],
      [3, 0, 0, 15_000],
      [3, 0, 1, 25_000],
      [20, 0, 1, RESULT_LONGEST_WAIT_MS], // doubled past 10 min: capped, jitter included
      [1, 30_000, 0.5, 30_000], // never sooner than the provider asked
      [1, 3_600_000, 0.5, RESULT_LONGEST_WAIT_MS], // a quota's hour is not waited out whole
    ])('after %s asks, Retry-After %s ms, random %s: %s ms', (attempts, retryAfterMs, random, wait) => {
      expect(resultRetryWaitMs(attempts, retryAfterMs, () => random)).toBe(wait);
    });

    it('should keep to a shorter longest wait when given one', () => {
      expect(resultRetryWaitMs(10, 0, () => 1, 60_000)).toBe(60_000);
    });
  });
});
