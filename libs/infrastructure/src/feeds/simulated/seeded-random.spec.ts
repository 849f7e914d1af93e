import {
  SeededRandom,
  hashString,
  mixHash,
  normalAt,
  unitOf,
} from './seeded-random';

describe('Unit', () => {
  describe('SeededRandom', () => {
    it('should repeat the same sequence for the same seed and keys', () => {
      const a = SeededRandom.for(42, 'meeting', 'flemington', '2026-11-21');
      const b = SeededRandom.for(42, 'meeting', 'flemington', '2026-11-21');
      const c = SeededRandom.for(43, 'meeting', 'flemington', '2026-11-21');
      const draw = (random: SeededRandom) =>
        Array.from({ length: 5 }, () => random.next());
      const first = draw(a);
      expect(draw(b)).toEqual(first);
      expect(draw(c)).not.toEqual(first);
    });

    it('should draw uniform numbers in [0, 1) and integers within bounds', () => {
      const random = new SeededRandom(7);
      let sum = 0;
      for (let i = 0; i < 10_000; i += 1) {
        const value = random.next();
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThan(1);
        sum += value;
        const int = random.int(3, 5);
        expect([3, 4, 5]).toContain(int);
      }
      expect(sum / 10_000).toBeCloseTo(0.5, 1);
    });

    it('should draw weighted indexes in proportion', () => {
      const random = new SeededRandom(9);
      const counts = [0, 0, 0];
      for (let i = 0; i < 9_000; i += 1)
        counts[random.weightedIndex([1, 2, 0])] += 1;
      expect(counts[2]).toBe(0);
      expect(counts[1] / counts[0]).toBeGreaterThan(1.7);
      expect(counts[1] / counts[0]).toBeLessThan(2.3);
    });
  });

  describe('hashes', () => {
    it('should be stable, spread and give standard normals', () => {
      expect(hashString('flemington')).toBe(hashString('flemington'));
      expect(mixHash(1, 2, 3)).not.toBe(mixHash(1, 2, 4));
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < 20_000; i += 1) {
        const value = normalAt(5, i);
        sum += value;
        squares += value * value;
      }
      expect(Math.abs(sum / 20_000)).toBeLessThan(0.05);
      expect(squares / 20_000).toBeCloseTo(1, 1);
      expect(unitOf(0xffffffff)).toBeLessThan(1);
    });
  });
});
