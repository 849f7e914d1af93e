import { SchedulerRegistry } from '@nestjs/schedule';
import { EventBus, LeaderLock } from '@overlay/domain';
import { ScheduledTimers } from '../../../common/schedule/scheduled-timers';
import { SystemClock } from '../../../common/time/clock';
import type { AppConfig } from '../../../config/app-config';
import { LeaderElection } from './leader-election';
import { LeaderHandover } from './leader-handover';

/** One lock shared by two "instances", as PostgreSQL's advisory lock is. */
class SharedLock {
  holder: LeaderLock | null = null;
  lockFor(): LeaderLock {
    return new InstanceLock(this);
  }
}

class InstanceLock extends LeaderLock {
  constructor(private readonly shared: SharedLock) {
    super();
  }

  async tryAcquire(): Promise<boolean> {
    this.shared.holder ??= this;
    return this.shared.holder === this;
  }

  async release(): Promise<void> {
    if (this.shared.holder === this) this.shared.holder = null;
  }
}

describe('Unit', () => {
  describe('LeaderHandover', () => {
    const config = { leaderRetrySeconds: 60 } as AppConfig;
    let published: string[];
    let elections: LeaderElection[];

    const instance = (lock: LeaderLock) => {
      const election = new LeaderElection(lock, config, new ScheduledTimers(new SchedulerRegistry()));
      elections.push(election);
      return election;
    };

    beforeEach(() => {
      published = [];
      elections = [];
    });

    afterEach(async () => {
      for (const election of elections) await election.stop();
    });

    it('should let a follower take the lead on hearing of a clean stop, not a retry later', async () => {
      const shared = new SharedLock();
      const leader = instance(shared.lockFor());
      const follower = instance(shared.lockFor());
      await leader.start();
      await follower.start();
      const bus = { publish: (name: string) => published.push(name) } as unknown as EventBus;
      const followerSide = new LeaderHandover(follower, bus, new SystemClock());

      await new LeaderHandover(leader, bus, new SystemClock()).stepDown();
      expect(published).toEqual(['leader_released']);
      expect(follower.isLeader).toBe(false);
      followerSide.released();
      await follower.retryNow();
      expect(follower.isLeader).toBe(true);
    });

    it('should say nothing when the stopping instance did not lead', async () => {
      const shared = new SharedLock();
      const leader = instance(shared.lockFor());
      const follower = instance(shared.lockFor());
      await leader.start();
      await follower.start();
      const bus = { publish: (name: string) => published.push(name) } as unknown as EventBus;
      await new LeaderHandover(follower, bus, new SystemClock()).stepDown();
      expect(published).toEqual([]);
      expect(leader.isLeader).toBe(true);
    });
  });
});
