import { RecheckedValue } from './rechecked-value';

describe('Unit', () => {
  describe('RecheckedValue', () => {
    let now = 0;
    const clock = () => now;

    beforeEach(() => {
      now = 0;
    });

    /** A value (ttl 1 s) whose loads resolve, with their count, only when the test releases them. */
    function heldLoads() {
      let count = 0;
      const release: (() => void)[] = [];
      const value = new RecheckedValue(
        () =>
          new Promise<number>((resolve) => {
            const n = ++count;
            release.push(() => resolve(n));
          }),
        1000,
        clock,
      );
      return { value, release, loads: () => count };
    }

    it('should load once and trust the value for the ttl', async () => {
      let loads = 0;
      const value = new RecheckedValue(() => Promise.resolve(++loads), 1000, clock);
      expect(await value.get()).toBe(1);
      now = 499;
      expect(await value.get()).toBe(1);
      now = 1000;
      expect(value.peek()).toBeUndefined();
      expect(await value.get()).toBe(2);
      expect(value.peek()).toBe(2);
      value.invalidate();
      expect(value.peek()).toBeUndefined();
    });

    it('should load again behind its readers past half its trust, never serving a value past the ttl', async () => {
      const { value, release, loads } = heldLoads();
      const first = value.get();
      release[0]();
      expect(await first).toBe(1);
      now = 500;
      expect(value.peek()).toBe(1);
      expect(value.peek()).toBe(1);
      expect(loads()).toBe(2);
      now = 1000;
      // The load ahead has not come back: past the ttl the old value is not served.
      expect(value.peek()).toBeUndefined();
      release[1]();
      await new Promise((resolve) => setImmediate(resolve));
      // Trusted from when it started (500).
      now = 1499;
      expect(value.peek()).toBe(2);
    });

    it('should not load ahead on every read after a failed load ahead', async () => {
      let loads = 0;
      const value = new RecheckedValue(() => (++loads === 1 ? Promise.resolve(1) : Promise.reject(new Error('db down'))), 1000, clock);
      expect(await value.get()).toBe(1);
      now = 600;
      expect(value.peek()).toBe(1);
      await new Promise((resolve) => setImmediate(resolve));
      expect(value.peek()).toBe(1);
      expect(value.peek()).toBe(1);
      expect(loads).toBe(2);
      now = 1100;
      await expect(value.get()).rejects.toThrow('db down');
    });

    it('should share one load among concurrent callers and hand the previous value to the loader', async () => {
      const seen: (number | undefined)[] = [];
      let loads = 0;
      const value = new RecheckedValue(
        (previous: number | undefined) => {
          seen.push(previous);
          return new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
        },
        1000,
        clock,
      );
      expect(await Promise.all([value.get(), value.get()])).toEqual([1, 1]);
      value.invalidate();
      expect(await value.get()).toBe(2);
      expect(seen).toEqual([undefined, 1]);
    });

    it('should never give a caller after an invalidation a load that started before it', async () => {
      const { value, release, loads } = heldLoads();
      const early = value.get();
      value.invalidate();
      const late = value.get();
      release[0]();
      expect(await early).toBe(1);
      await new Promise((resolve) => setImmediate(resolve));
      release[1]();
      expect(await late).toBe(2);
      // The second load was not invalidated: it is trusted.
      expect(await value.get()).toBe(2);
      expect(loads()).toBe(2);
    });

    it('should load again after a failed load', async () => {
      let fail = true;
      const value = new RecheckedValue(() => (fail ? Promise.reject(new Error('db down')) : Promise.resolve(7)), 1000, clock);
      await expect(value.get()).rejects.toThrow('db down');
      fail = false;
      expect(await value.get()).toBe(7);
    });
  });
});
