import { SerialPasses } from './serial-passes';

/** A pass the test ends by hand, so a trigger can land while it runs. */
function manualPass() {
  const ends: (() => void)[] = [];
  let started = 0;
  return {
    run: () =>
      new Promise<void>((resolve) => {
        started += 1;
        ends.push(resolve);
      }),
    started: () => started,
    finishNext: async () => {
      ends.shift()?.();
      // Lets the loop see the end and start the next pass, if one was asked for.
      for (let i = 0; i < 3; i += 1) await Promise.resolve();
    },
  };
}

describe('Unit', () => {
  describe('SerialPasses', () => {
    it('should run a pass on a trigger and resolve when it ends', async () => {
      const pass = manualPass();
      const passes = new SerialPasses(pass.run, { onError: () => undefined });
      let done = false;
      void passes.trigger().then(() => (done = true));
      expect(pass.started()).toBe(1);
      await pass.finishNext();
      expect(done).toBe(true);
    });

    it('should run exactly one more pass for any number of triggers heard during a pass', async () => {
      const pass = manualPass();
      const passes = new SerialPasses(pass.run, { onError: () => undefined });
      void passes.trigger();
      void passes.trigger();
      void passes.trigger();
      expect(pass.started()).toBe(1);
      await pass.finishNext();
      expect(pass.started()).toBe(2);
      await pass.finishNext();
      expect(pass.started()).toBe(2);
      await passes.settled();
      void passes.trigger();
      expect(pass.started()).toBe(3);
    });

    it('should resolve a trigger heard during a pass only after the pass it asked for', async () => {
      const pass = manualPass();
      const passes = new SerialPasses(pass.run, { onError: () => undefined });
      void passes.trigger();
      let late = false;
      void passes.trigger().then(() => (late = true));
      await pass.finishNext();
      expect(late).toBe(false);
      await pass.finishNext();
      expect(late).toBe(true);
    });

    it('should report a failed pass and run the next trigger again', async () => {
      const errors: string[] = [];
      let calls = 0;
      const passes = new SerialPasses(
        async () => {
          calls += 1;
          if (calls === 1) throw new Error('database gone');
        },
        { onError: (error) => errors.push(error.message) },
      );
      await passes.trigger();
      await passes.trigger();
      expect(errors).toEqual(['database gone']);
      expect(calls).toBe(2);
    });

    it('should start after the current event handlers when asked to', async () => {
      const order: string[] = [];
      const passes = new SerialPasses(async () => void order.push('pass'), {
        onError: () => undefined,
        afterCurrentHandlers: true,
      });
      const done = passes.trigger();
      order.push('handler');
      await Promise.resolve();
      order.push('microtask');
      await done;
      expect(order).toEqual(['handler', 'microtask', 'pass']);
    });
  });
});
