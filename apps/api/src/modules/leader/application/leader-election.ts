import { Inject, Injectable, Logger } from '@nestjs/common';
import { LeaderLock, StaleLeaderError } from '@overlay/domain';
import type { LeaderWorkload } from '@overlay/domain';
import { ScheduledTimers } from '../../../common/schedule/scheduled-timers';
import { TIMERS } from '../../../common/schedule/timers';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';

type Listener = (leading: boolean) => void;

/**
 * Which instance leads (docs/architecture.md §2): every LEADER_RETRY_SECONDS it tries to take the lock, or,
 * while leading, checks it still holds it; listeners hear each change. Jobs do not subscribe
 * themselves: they are `@RunWhileLeading()` providers that `LeaderJobs` starts and stops; they ask
 * `isLeader` and run their writes through `fenced`.
 */
@Injectable()
export class LeaderElection {
  private readonly logger = new Logger(LeaderElection.name);
  private readonly listeners = new Set<Listener>();
  private leading = false;
  private checking: Promise<void> | null = null;
  private running = false;

  constructor(
    private readonly lock: LeaderLock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly timers: ScheduledTimers,
  ) {
    // Split brain: a leader whose lock connection is gone stops at once (another instance may
    // already hold the lock), then campaigns again like any other instance.
    this.lock.onLost(() => {
      if (!this.running || !this.leading) return;
      this.logger.warn('The leader lock connection is gone: this instance stops leading now');
      this.update(false);
      void this.check();
    });
  }

  get isLeader(): boolean {
    return this.leading;
  }

  /** Subscribes to leadership changes; returns the unsubscribe function. */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Runs leader work (a refresh or settlement pass: `job`; a stream batch: `stream`) on that
   * workload's own pool (docs/operations.md §4), fenced by this instance's leader epoch: once
   * another instance has led since, its writes are refused and this instance stops leading at
   * once. An instance with JOBS_ENABLED=false never campaigns; work it is asked to run by hand
   * (tests) is not fenced.
   */
  async fenced<T>(work: () => Promise<T>, workload: LeaderWorkload = 'job'): Promise<T> {
    if (!this.config.jobsEnabled) return this.lock.unfenced(work, workload);
    try {
      return await this.lock.fenced(work, workload);
    } catch (error) {
      if (error instanceof StaleLeaderError && this.running && this.leading) {
        this.logger.warn(`${error.message}: this instance stops leading now`);
        this.update(false);
        void this.check();
      }
      throw error;
    }
  }

  /** Starts campaigning; the first attempt runs at once. */
  start(): Promise<void> {
    if (this.running) return this.checking ?? Promise.resolve();
    this.running = true;
    this.timers.every(TIMERS.leaderElection, this.config.leaderRetrySeconds * 1000, () => this.check());
    return this.check();
  }

  /** Tries for the lock now, not at the next check (another instance just gave it up). */
  retryNow(): Promise<void> {
    return this.running ? this.check() : Promise.resolve();
  }

  /** Stops campaigning and gives the lock up. */
  async stop(): Promise<void> {
    this.running = false;
    this.timers.stop(TIMERS.leaderElection);
    await this.checking;
    await this.lock.release().catch((error: unknown) => this.logger.warn(`Releasing the leader lock failed: ${describe(error)}`));
    this.update(false);
  }

  private check(): Promise<void> {
    this.checking ??= this.attempt().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async attempt(): Promise<void> {
    let leads = false;
    try {
      leads = await this.lock.tryAcquire();
    } catch (error) {
      this.logger.warn(`Leader lock check failed: ${describe(error)}`);
    }
    if (this.running) this.update(leads);
  }

  private update(leads: boolean): void {
    if (leads === this.leading) return;
    this.leading = leads;
    this.logger.log(leads ? 'This instance now leads: it polls feeds and runs jobs' : 'This instance no longer leads');
    for (const listener of this.listeners) listener(leads);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
