import { answeredStatus } from '../../../../test/support/answered-status';
import { PasswordWorkGate } from './password-work-gate';

describe('Unit', () => {
  describe('PasswordWorkGate', () => {
    /** Work that finishes when told; `started` lists the indexes that began. */
    function harness(gate: PasswordWorkGate, count: number) {
      const started: number[] = [];
      const finishers: (() => void)[] = [];
      const results = Array.from({ length: count }, (_, index) =>
        gate
          .run(
            () =>
              new Promise<number>((resolve) => {
                started.push(index);
                finishers[index] = () => resolve(index);
              }),
          )
          .then(
            (value) => ({ ok: value }),
            (error: unknown) => ({ refused: error }),
          ),
      );
      return { started, finish: (index: number) => finishers[index](), results };
    }

    it('should run 2 at once, queue 2 more in order, and refuse the rest at once with 503 and Retry-After', async () => {
      const gate = new PasswordWorkGate({ running: 2, waiting: 2 });
      const { started, finish, results } = harness(gate, 6);
      await Promise.resolve();
      expect(started).toEqual([0, 1]);
      // PASSWORD_WORK_BUSY is answered 503 by the error table (checked with answeredStatus).
      const busy = { code: 'PASSWORD_WORK_BUSY', retryAfterSeconds: 1 };
      await expect(results[4]).resolves.toEqual({ refused: expect.objectContaining(busy) });
      await expect(results[5]).resolves.toEqual({ refused: expect.objectContaining(busy) });
      expect(answeredStatus(((await results[4]) as { refused: unknown }).refused)).toBe(503);
      expect(() => gate.refuseWhenFull()).toThrow(expect.objectContaining(busy));
      finish(1);
      await results[1];
      await new Promise((resolve) => setImmediate(resolve));
      expect(started).toEqual([0, 1, 2]);
      finish(0);
      finish(2);
      await new Promise((resolve) => setImmediate(resolve));
      expect(started).toEqual([0, 1, 2, 3]);
      finish(3);
      await expect(Promise.all(results.slice(0, 4))).resolves.toEqual([0, 1, 2, 3].map((ok) => ({ ok })));
      expect(() => gate.refuseWhenFull()).not.toThrow();
    });

    it('should free the slot when the work fails', async () => {
      const gate = new PasswordWorkGate({ running: 1, waiting: 0 });
      await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      await expect(gate.run(() => Promise.resolve('next'))).resolves.toBe('next');
    });
  });
});
