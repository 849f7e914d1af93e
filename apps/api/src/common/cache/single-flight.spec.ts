import { SingleFlight } from './single-flight';

describe('Unit', () => {
  describe('SingleFlight', () => {
    it('should run one task per key while it is under way, then run again', async () => {
      const flight = new SingleFlight<string, number>();
      let runs = 0;
      const task = () => new Promise<number>((resolve) => setTimeout(() => resolve(++runs), 5));
      const [a, b, c] = await Promise.all([flight.run('k', task), flight.run('k', task), flight.run('other', task)]);
      expect(a).toBe(b);
      expect(c).not.toBe(a);
      expect(runs).toBe(2);
      expect(await flight.run('k', task)).toBe(3);
    });

    it('should share a failure with every waiter and forget it afterwards', async () => {
      const flight = new SingleFlight<string, number>();
      const failing = () => Promise.reject(new Error('boom'));
      await expect(Promise.all([flight.run('k', failing), flight.run('k', failing)])).rejects.toThrow('boom');
      expect(await flight.run('k', () => Promise.resolve(1))).toBe(1);
    });
  });
});
