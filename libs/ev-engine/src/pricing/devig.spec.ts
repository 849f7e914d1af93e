import fc from 'fast-check';
import {
  devigMpto,
  devigMultiplicative,
  devigPower,
  devigToTarget,
} from './devig';
import { EngineError } from '../core/engine.errors';

const close = (
  actual: readonly number[],
  expected: readonly number[],
  digits = 6,
): void => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((v, i) => expect(v).toBeCloseTo(expected[i], digits));
};

describe('devig', () => {
  describe('devigMpto', () => {
    it.each([
      // Win market: 1/O = [0.625, 0.4, 0.1], Σ = 1.125, M = 0.125, M/n = 0.0416667 → p = 1/O − M/n.
      {
        odds: [1.6, 2.5, 10],
        target: 1,
        p: [0.5833333, 0.3583333, 0.0583333],
        margin: 0.125,
        valid: true,
      },
      // Fair book: Σ1/O = 1 → p = 1/O.
      {
        odds: [2, 4, 4],
        target: 1,
        p: [0.5, 0.25, 0.25],
        margin: 0,
        valid: true,
      },
      // Place market to k = 2: 1/O = [0.8, 0.625, 0.4, 0.2], Σ = 2.025, (Σ − 2)/4 = 0.00625.
      {
        odds: [1.25, 1.6, 2.5, 5],
        target: 2,
        p: [0.79375, 0.61875, 0.39375, 0.19375],
        margin: 0.025,
        valid: true,
      },
      // Longshot: 1/O = [0.6667, 0.4, 0.01], Σ = 1.076667, M/n = 0.025556 → p3 = 0.01 − 0.025556 < 0: invalid.
      {
        odds: [1.5, 2.5, 100],
        target: 1,
        p: [0.6411111, 0.3744444, -0.0155556],
        margin: 0.0766667,
        valid: false,
      },
    ])(
      'should give p = 1/O − (Σ1/O − T)/n for $odds to $target',
      ({ odds, target, p, margin, valid }) => {
        const result = devigMpto(odds, target);
        close(result.probabilities, p);
        expect(result.margin).toBeCloseTo(margin, 6);
        expect(result.valid).toBe(valid);
      },
    );
  });

  describe('devigPower', () => {
    it.each([
      // Four runners at 4.0 to sum 2: 0.25^c = 0.5 → c = ln 0.5 / ln 0.25 = 0.5.
      { odds: [4, 4, 4, 4], target: 2, p: [0.5, 0.5, 0.5, 0.5], c: 0.5 },
      // 1/O = [0.81, 0.09] to sum 1.2: c = 0.5 gives √0.81 + √0.09 = 0.9 + 0.3 = 1.2.
      { odds: [1 / 0.81, 1 / 0.09], target: 1.2, p: [0.9, 0.3], c: 0.5 },
      // Target = n: every runner certain, c = 0.
      { odds: [3, 5], target: 2, p: [1, 1], c: 0 },
    ])(
      'should give p = (1/O)^c with Σp = T for $odds to $target',
      ({ odds, target, p, c }) => {
        const result = devigPower(odds, target);
        close(result.probabilities, p);
        expect(result.exponent).toBeCloseTo(c, 6);
      },
    );

    it('should stay in (0, 1) where MPTO fails', () => {
      const { probabilities } = devigPower([1.5, 2.5, 100], 1);
      expect(probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
      for (const p of probabilities) expect(p > 0 && p < 1).toBe(true);
    });
  });

  describe('devigMultiplicative', () => {
    it.each([
      // 1/O = [0.625, 0.4, 0.1], Σ = 1.125 → p = 1/O ÷ 1.125.
      { odds: [1.6, 2.5, 10], target: 1, p: [0.5555556, 0.3555556, 0.0888889] },
      // To sum 2: 1/O = [0.5, 0.5, 0.5, 0.5] → ×2/2.
      { odds: [2, 2, 2, 2], target: 2, p: [0.5, 0.5, 0.5, 0.5] },
    ])('should scale 1/O to sum $target', ({ odds, target, p }) => {
      close(devigMultiplicative(odds, target), p);
    });
  });

  describe('devigToTarget', () => {
    it('should use MPTO when it is valid', () => {
      expect(devigToTarget([1.6, 2.5, 10], 1)).toMatchObject({
        method: 'MPTO',
        mptoValid: true,
      });
    });

    it('should fall back to the power method when MPTO leaves (0, 1)', () => {
      const result = devigToTarget([1.5, 2.5, 100], 1);
      expect(result.method).toBe('Power');
      expect(result.mptoValid).toBe(false);
      expect(result.probabilities.every((p) => p > 0 && p < 1)).toBe(true);
    });
  });

  describe('bad input', () => {
    it.each([
      ['odds of 1', [1, 2, 3]],
      ['odds below 1', [0.5, 2, 3]],
      ['NaN', [Number.NaN, 2, 3]],
      ['Infinity', [Number.POSITIVE_INFINITY, 2, 3]],
      ['an empty market', []],
    ])('should throw INVALID_ODDS for %s', (_label, odds) => {
      for (const fn of [devigMpto, devigPower, devigMultiplicative]) {
        expect(() => fn(odds, 1)).toThrow(EngineError);
        expect(() => fn(odds, 1)).toThrow(
          expect.objectContaining({ code: 'INVALID_ODDS' }),
        );
      }
    });

    it.each([[0], [-1], [4], [Number.NaN]])(
      'should throw INVALID_TARGET for a target of %p over 3 runners',
      (target) => {
        expect(() => devigPower([2, 3, 4], target)).toThrow(
          expect.objectContaining({ code: 'INVALID_TARGET' }),
        );
      },
    );
  });

  describe('properties', () => {
    const market = fc.array(fc.double({ min: 1.01, max: 200, noNaN: true }), {
      minLength: 2,
      maxLength: 24,
    });

    it('should make every method sum to its target', () => {
      fc.assert(
        fc.property(market, fc.integer({ min: 1, max: 4 }), (odds, k) => {
          const target = Math.min(k, odds.length - 1) || 1;
          const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
          expect(sum(devigMpto(odds, target).probabilities)).toBeCloseTo(
            target,
            9,
          );
          expect(sum(devigPower(odds, target).probabilities)).toBeCloseTo(
            target,
            9,
          );
          expect(sum(devigMultiplicative(odds, target))).toBeCloseTo(target, 9);
        }),
      );
    });

    it('should keep the power method in (0, 1] for targets below n', () => {
      fc.assert(
        fc.property(market, (odds) => {
          for (const p of devigPower(odds, 1).probabilities)
            expect(p > 0 && p <= 1).toBe(true);
        }),
      );
    });
  });
});
