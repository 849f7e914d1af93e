import {
  fullJitterDelay,
  honoursRetryAfter,
  isRetryableStatus,
  parseRetryAfter,
} from './retry-timing';

describe('Unit', () => {
  describe('fullJitterDelay', () => {
    it.each([
      // attempt, base, cap, random → sleep = floor(random · min(cap, base · 2^attempt))
      [0, 500, 8000, 0.5, 250],
      [1, 500, 8000, 0.5, 500],
      [3, 500, 8000, 0.999, 3996],
      [5, 500, 8000, 0.999, 7992],
      [10, 500, 8000, 0.5, 4000],
      [2, 500, 8000, 0, 0],
    ])(
      'should sleep attempt %i (base %i, cap %i, random %p) for %i ms',
      (attempt, base, cap, random, expected) => {
        expect(fullJitterDelay(attempt, base, cap, () => random)).toBe(
          expected,
        );
      },
    );
  });

  describe('parseRetryAfter', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');

    it.each([
      ['120', 120_000],
      [' 2 ', 2_000],
      ['0.5', 500],
      ['Sat, 21 Nov 2026 10:00:30 GMT', 30_000],
      ['Sat, 21 Nov 2026 09:59:00 GMT', 0],
      ['soon', null],
      ['', null],
      [null, null],
    ])('should read %p as %p ms', (header, expected) => {
      expect(parseRetryAfter(header, now)).toBe(expected);
    });
  });

  describe('isRetryableStatus and honoursRetryAfter', () => {
    it.each([
      [400, false],
      [401, false],
      [404, false],
      [408, true],
      [429, true],
      [500, true],
      [503, true],
    ])('should retry HTTP %i: %p', (status, retryable) => {
      expect(isRetryableStatus(status)).toBe(retryable);
    });

    it('should honour Retry-After on 429 and 503 only', () => {
      expect([429, 503, 500, 408].map(honoursRetryAfter)).toEqual([
        true,
        true,
        false,
        false,
      ]);
    });
  });
});
