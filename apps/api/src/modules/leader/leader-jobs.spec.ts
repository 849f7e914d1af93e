import { Injectable } from '@nestjs/common';
import type { INestApplicationContext } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { Test } from '@nestjs/testing';
import { EventBus, LeaderLock } from '@overlay/domain';
import { RecordingEventBus } from '../../../test/support/recording-event-bus';
import { ScheduledTimers } from '../../common/schedule/scheduled-timers';
import { Clock, SystemClock } from '../../common/time/clock';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import { LeaderElection } from './application/leader-election';
import { LeaderModule } from './leader.module';
import { LeaderJobs } from './leader-jobs';
import { RunWhileLeading } from './run-while-leading.decorator';
import type { WhileLeading } from './run-while-leading.decorator';

/** What happened, in order, across the jobs and the lock. */
const log: string[] = [];

class FakeLock extends LeaderLock {
  free = true;
  private held = false;
  private lost: (() => void) | null = null;

  async tryAcquire(): Promise<boolean> {
    if (!this.held && this.free) this.held = true;
    return this.held;
  }

  async release(): Promise<void> {
    if (this.held) log.push('lock released');
    this.held = false;
  }

  override onLost(handler: () => void): () => void {
    this.lost = handler;
    return () => undefined;
  }

  /** The lock's connection ends under a leader. */
  loseIt(): void {
    this.held = false;
    this.free = false;
    this.lost?.();
  }
}

@Injectable()
@RunWhileLeading()
class SettleJob implements WhileLeading {
  startLeading(): void {
    log.push('settle started');
  }

  async stopLeading(): Promise<void> {
    // Its pass under way takes a while to finish: the lock must wait for it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    log.push('settle stopped');
  }
}

@Injectable()
@RunWhileLeading()
class FetchJob implements WhileLeading {
  async startLeading(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 10));
    log.push('fetch started');
  }

  stopLeading(): void {
    log.push('fetch stopped');
  }
}

/** A provider without the decorator: never started. */
@Injectable()
class NotALeaderJob implements WhileLeading {
  startLeading(): void {
    log.push('not a leader job started');
  }

  stopLeading(): void {
    log.push('not a leader job stopped');
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('Unit', () => {
  describe('LeaderJobs (the leader module runs @RunWhileLeading providers)', () => {
    beforeEach(() => {
      log.length = 0;
    });

    it('should start every leader job on taking the lead and stop them when the lock is lost', async () => {
      const lock = new FakeLock();
      const app = await bootWith(true, lock);
      await settle();
      expect(app.get(LeaderElection).isLeader).toBe(true);
      expect(app.get(LeaderJobs).names.sort()).toEqual(['FetchJob', 'SettleJob']);
      expect([...log].sort()).toEqual(['fetch started', 'settle started']);

      log.length = 0;
      lock.loseIt();
      await settle();
      expect(app.get(LeaderElection).isLeader).toBe(false);
      expect([...log].sort()).toEqual(['fetch stopped', 'settle stopped']);
      await app.close();
    });

    it('should stop every job, and let its work finish, before giving the lock up at shutdown', async () => {
      const lock = new FakeLock();
      const app = await bootWith(true, lock);
      await settle();
      log.length = 0;
      await app.close();
      expect(log.indexOf('lock released')).toBe(log.length - 1);
      expect([...log].sort()).toEqual(['fetch stopped', 'lock released', 'settle stopped']);
    });

    it('should run one turn at a time per job: a start heard during a slow stop waits for it', async () => {
      const lock = new FakeLock();
      const app = await bootWith(true, lock);
      await settle();
      log.length = 0;
      lock.loseIt();
      // The check set off by the loss ends at once; settle's stop takes 20 ms more.
      await new Promise((resolve) => setImmediate(resolve));
      lock.free = true;
      await app.get(LeaderElection).retryNow();
      expect(app.get(LeaderElection).isLeader).toBe(true);
      expect(log).toEqual(['fetch stopped']);
      await settle();
      expect(log.filter((line) => line.startsWith('settle'))).toEqual(['settle stopped', 'settle started']);
      expect(log.filter((line) => line.startsWith('fetch'))).toEqual(['fetch stopped', 'fetch started']);
      await app.close();
    });

    it('should never campaign nor start a job without JOBS_ENABLED, and still let their work finish at shutdown', async () => {
      const lock = new FakeLock();
      const app = await bootWith(false, lock);
      await settle();
      expect(app.get(LeaderElection).isLeader).toBe(false);
      expect(log).toEqual([]);
      await app.close();
      expect([...log].sort()).toEqual(['fetch stopped', 'settle stopped']);
    });
  });
});

/** The leader module with two leader jobs and one other provider, on a fake lock. */
async function bootWith(jobsEnabled: boolean, lock: FakeLock): Promise<INestApplicationContext> {
  const config = { jobsEnabled, leaderRetrySeconds: 3600 } as AppConfig;
  const moduleRef = await Test.createTestingModule({
    imports: [ScheduleModule.forRoot(), GlobalsModule.with(config), LeaderModule],
    providers: [SettleJob, FetchJob, NotALeaderJob],
  })
    .overrideProvider(LeaderLock)
    .useValue(lock)
    .compile();
  moduleRef.useLogger(false);
  await moduleRef.init();
  return moduleRef;
}

/** What the app module and the persistence module provide to every module (global). */
class GlobalsModule {
  static with(config: AppConfig) {
    const providers = [
      { provide: APP_CONFIG, useValue: config },
      { provide: EventBus, useValue: new RecordingEventBus() },
      { provide: Clock, useClass: SystemClock },
      ScheduledTimers,
    ];
    return { module: GlobalsModule, global: true, providers, exports: providers };
  }
}
