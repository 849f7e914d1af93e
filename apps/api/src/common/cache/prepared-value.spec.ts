import { PreparedValue } from './prepared-value';

/** A preparation the test ends by hand, so what readers see meanwhile can be asserted. */
class Preparations {
  readonly runs: { previous: number | undefined; finish: (value: number) => void; fail: (error: Error) => void }[] = [];
  readonly prepare = (previous: number | undefined) =>
    new Promise<number>((finish, fail) => this.runs.push({ previous, finish, fail }));
}

const tick = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('Unit', () => {
  describe('PreparedValue (docs/architecture.md, "Serving prepared versions")', () => {
    let now: number;
    let errors: string[];
    let preparations: Preparations;
    let value: PreparedValue<number>;

    beforeEach(() => {
      now = 0;
      errors = [];
      preparations = new Preparations();
      value = new PreparedValue(preparations.prepare, { ttlMs: 1000, maxLagMs: 3000, idleMs: 10_000 }, (error) => errors.push(error.message), () => now);
    });

    it('should make the first readers wait for the first value, and share its preparation', async () => {
      expect(value.peek()).toBeUndefined();
      const first = value.get();
      const second = value.get();
      expect(preparations.runs).toHaveLength(1);
      preparations.runs[0].finish(1);
      await expect(Promise.all([first, second])).resolves.toEqual([1, 1]);
    });

    it('should serve the last value while a newer one is prepared, then the newer one', async () => {
      void value.get();
      preparations.runs[0].finish(1);
      await tick();
      value.invalidate();
      expect(preparations.runs).toHaveLength(2);
      expect(preparations.runs[1].previous).toBe(1);
      expect(value.peek()).toBe(1);
      await expect(value.get()).resolves.toBe(1);
      preparations.runs[1].finish(2);
      await tick();
      expect(value.peek()).toBe(2);
    });

    it('should prepare once more after the run under way, however many invalidations came during it', async () => {
      void value.get();
      preparations.runs[0].finish(1);
      await tick();
      value.invalidate();
      value.invalidate();
      value.invalidate();
      expect(preparations.runs).toHaveLength(2);
      preparations.runs[1].finish(2);
      await tick();
      expect(preparations.runs).toHaveLength(3);
      preparations.runs[2].finish(3);
      await value.settled();
      expect(preparations.runs).toHaveLength(3);
      expect(value.peek()).toBe(3);
    });

    it('should start a newer preparation when read past the ttl, not before', async () => {
      void value.get();
      preparations.runs[0].finish(1);
      await tick();
      now = 999;
      expect(value.peek()).toBe(1);
      expect(preparations.runs).toHaveLength(1);
      now = 1000;
      expect(value.peek()).toBe(1);
      expect(preparations.runs).toHaveLength(2);
    });

    it('should keep the last value when a preparation fails, say why, and try again only after the ttl', async () => {
      void value.get();
      preparations.runs[0].finish(1);
      await tick();
      value.invalidate();
      preparations.runs[1].fail(new Error('database away'));
      await tick();
      expect(errors).toEqual(['database away']);
      expect(value.peek()).toBe(1);
      now = 500;
      expect(value.peek()).toBe(1);
      expect(preparations.runs).toHaveLength(2);
      now = 1600;
      value.peek();
      expect(preparations.runs).toHaveLength(3);
    });

    it('should hand a failed first preparation to its readers, and prepare again at the next read', async () => {
      const first = value.get();
      preparations.runs[0].fail(new Error('no database'));
      await expect(first).rejects.toThrow('no database');
      expect(errors).toEqual([]);
      const second = value.get();
      expect(preparations.runs).toHaveLength(2);
      preparations.runs[1].finish(1);
      await expect(second).resolves.toBe(1);
    });

    it('should say a refresh is served only by a value prepared after it was asked, not the one under way', async () => {
      void value.get();
      preparations.runs[0].finish(1);
      await tick();
      value.invalidate();
      let served: boolean | undefined;
      void value.refreshedWithin(5_000).then((v) => (served = v));
      preparations.runs[1].finish(2);
      await tick();
      expect(served).toBeUndefined();
      expect(preparations.runs).toHaveLength(3);
      preparations.runs[2].finish(3);
      await tick();
      expect(served).toBe(true);
      expect(value.peek()).toBe(3);
    });

    it('should say when a value it takes is served, reading again when nothing is under way, and give up after the timeout', async () => {
      jest.useFakeTimers();
      try {
        void value.get();
        preparations.runs[0].finish(1);
        await tick();
        await expect(value.servedWhen((v) => v >= 1, 1000)).resolves.toBe(true);
        expect(preparations.runs).toHaveLength(1);
        let served: boolean | undefined;
        void value.servedWhen((v) => v >= 2, 1000).then((v) => (served = v));
        expect(preparations.runs).toHaveLength(2);
        preparations.runs[1].finish(2);
        await tick();
        expect(served).toBe(true);
        let never: boolean | undefined;
        void value.servedWhen((v) => v >= 9, 1000).then((v) => (never = v));
        jest.advanceTimersByTime(1000);
        await tick();
        expect(never).toBe(false);
      } finally {
        jest.useRealTimers();
      }
    });

    it('should prepare nothing more once stopped, and wait for the preparation under way', async () => {
      void value.get();
      preparations.runs[0].finish(1);
      await tick();
      value.invalidate();
      let stopped = false;
      void value.stop().then(() => (stopped = true));
      await tick();
      expect(stopped).toBe(false);
      preparations.runs[1].finish(2);
      await tick();
      expect(stopped).toBe(true);
      value.invalidate();
      now = 2000;
      expect(value.peek()).toBe(2);
      expect(preparations.runs).toHaveLength(2);
    });

    it('should not prepare on an invalidation nobody reads after, and make the next reader wait for it', async () => {
      void value.get();
      preparations.runs[0].finish(1);
      await tick();
      now = 20_000;
      value.invalidate();
      expect(preparations.runs).toHaveLength(1);
      const read = value.get();
      expect(preparations.runs).toHaveLength(2);
      preparations.runs[1].finish(2);
      await expect(read).resolves.toBe(2);
    });

    it('should make readers wait rather than serve a value behind for longer than maxLagMs', async () => {
      void value.get();
      preparations.runs[0].finish(1);
      await tick();
      value.invalidate();
      now = 2900;
      expect(value.peek()).toBe(1);
      now = 3100;
      expect(value.peek()).toBeUndefined();
      const read = value.get();
      preparations.runs[1].finish(2);
      await expect(read).resolves.toBe(2);
    });

    it('should serve the last value to a waiting reader when the preparation it waited for fails', async () => {
      void value.get();
      preparations.runs[0].finish(1);
      await tick();
      now = 5000;
      const read = value.get();
      preparations.runs[1].fail(new Error('database away'));
      await expect(read).resolves.toBe(1);
    });

    it('should tell listeners each value as it becomes the one served, until they stop', async () => {
      const heard: number[] = [];
      const stop = value.onPrepared((v) => heard.push(v));
      void value.get();
      preparations.runs[0].finish(1);
      await tick();
      stop();
      value.invalidate();
      preparations.runs[1].finish(2);
      await tick();
      expect(heard).toEqual([1]);
    });
  });
});
