import { SchedulerRegistry } from '@nestjs/schedule';
import { ScheduledTimers } from './scheduled-timers';
import { TIMERS } from './timers';

describe('Unit', () => {
  describe('ScheduledTimers', () => {
    let registry: SchedulerRegistry;
    let timers: ScheduledTimers;

    beforeEach(() => {
      jest.useFakeTimers();
      registry = new SchedulerRegistry();
      timers = new ScheduledTimers(registry);
    });

    afterEach(() => {
      for (const name of registry.getIntervals()) registry.deleteInterval(name);
      jest.useRealTimers();
    });

    it('should run a task every period under its name in the SchedulerRegistry, until stopped', () => {
      const runs: number[] = [];
      timers.every(TIMERS.liveRaceTick('R1', 1000), 1000, () => runs.push(Date.now()));
      expect(registry.getIntervals()).toEqual(['live-race.tick.R1.1000']);
      jest.advanceTimersByTime(3000);
      expect(runs).toHaveLength(3);
      timers.stop(TIMERS.liveRaceTick('R1', 1000));
      jest.advanceTimersByTime(3000);
      expect(runs).toHaveLength(3);
      expect(registry.getIntervals()).toEqual([]);
    });

    it('should replace a timer started again under the same name (one timer, the new period)', () => {
      let first = 0;
      let second = 0;
      timers.every(TIMERS.betSettlement, 1000, () => (first += 1));
      timers.every(TIMERS.betSettlement, 500, () => (second += 1));
      jest.advanceTimersByTime(2000);
      expect([first, second]).toEqual([0, 4]);
      expect(timers.isRunning(TIMERS.betSettlement)).toBe(true);
    });

    it('should keep running after a task throws or rejects', async () => {
      let runs = 0;
      timers.every(TIMERS.leaderElection, 100, () => {
        runs += 1;
        if (runs === 1) throw new Error('boom');
        return Promise.reject(new Error('later'));
      });
      jest.advanceTimersByTime(300);
      await Promise.resolve();
      expect(runs).toBe(3);
    });
  });
});
