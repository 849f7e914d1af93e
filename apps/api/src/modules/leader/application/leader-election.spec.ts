import { LeaderLock } from '@overlay/domain';
import { SchedulerRegistry } from '@nestjs/schedule';
import { ScheduledTimers } from '../../../common/schedule/scheduled-timers';
import type { AppConfig } from '../../../config/app-config';
import { LeaderElection } from './leader-election';

class FakeLock extends LeaderLock {
  free = true;
  held = false;
  failing = false;
  releases = 0;

  async tryAcquire(): Promise<boolean> {
    if (this.failing) throw new Error('connection lost');
    if (!this.held && this.free) this.held = true;
    return this.held;
  }

  async release(): Promise<void> {
    this.releases += 1;
    this.held = false;
  }
}

describe('Unit', () => {
  describe('LeaderElection', () => {
    let lock: FakeLock;
    let election: LeaderElection;
    let changes: boolean[];

    beforeEach(() => {
      jest.useFakeTimers();
      lock = new FakeLock();
      election = new LeaderElection(lock, { leaderRetrySeconds: 1 } as AppConfig, new ScheduledTimers(new SchedulerRegistry()));
      changes = [];
      election.onChange((leading) => changes.push(leading));
    });

    afterEach(async () => {
      await election.stop();
      jest.useRealTimers();
    });

    it('should lead at once when the lock is free, and tell its listeners', async () => {
      await election.start();
      expect(election.isLeader).toBe(true);
      expect(changes).toEqual([true]);
    });

    it('should follow while another holds the lock and take over when it frees', async () => {
      lock.free = false;
      await election.start();
      expect(election.isLeader).toBe(false);
      lock.free = true;
      await jest.advanceTimersByTimeAsync(1000);
      expect(election.isLeader).toBe(true);
      expect(changes).toEqual([true]);
    });

    it('should step down when the lock check fails, and come back when it works again', async () => {
      await election.start();
      lock.failing = true;
      await jest.advanceTimersByTimeAsync(1000);
      expect(election.isLeader).toBe(false);
      lock.failing = false;
      lock.held = false;
      await jest.advanceTimersByTimeAsync(1000);
      expect(changes).toEqual([true, false, true]);
    });

    it('should release the lock and stop campaigning on stop', async () => {
      await election.start();
      await election.stop();
      expect(lock.releases).toBe(1);
      expect(changes).toEqual([true, false]);
      await jest.advanceTimersByTimeAsync(5000);
      expect(election.isLeader).toBe(false);
    });
  });
});
