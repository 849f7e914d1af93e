import { Inject, Injectable, Logger } from '@nestjs/common';
import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import { LeaderElection } from './application/leader-election';
import { LeaderHandover } from './application/leader-handover';
import { RunWhileLeading } from './run-while-leading.decorator';
import type { WhileLeading } from './run-while-leading.decorator';

interface LeaderJob {
  name: string;
  job: WhileLeading;
  /** The job's last start or stop: the next waits for it. */
  turn: Promise<void>;
}

/**
 * The one place leader jobs are started and stopped (docs/architecture.md §2): it finds every
 * `@RunWhileLeading()` provider; with JOBS_ENABLED it starts campaigning, starts each job when this
 * instance takes the lead and stops it when it loses it. At shutdown it stops every job (their
 * work under way finishes, also work a test ran by hand on an instance without jobs), then, with
 * JOBS_ENABLED, gives the lock up and tells the other instances (`LeaderHandover`), so the next
 * leader starts after this one's last write.
 */
@Injectable()
export class LeaderJobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('LeaderJobs');
  private jobs: LeaderJob[] = [];
  private unsubscribe: () => void = () => undefined;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly election: LeaderElection,
    private readonly handover: LeaderHandover,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The leader jobs found (their class names): what tests and the docs check. */
  get names(): string[] {
    return this.jobs.map((entry) => entry.name);
  }

  onApplicationBootstrap(): void {
    this.jobs = this.discovery
      .getProviders({ metadataKey: RunWhileLeading.KEY })
      .filter((wrapper) => isWhileLeading(wrapper.instance))
      .map((wrapper) => ({ name: wrapper.name, job: wrapper.instance as WhileLeading, turn: Promise.resolve() }));
    if (!this.config.jobsEnabled) return;
    this.unsubscribe = this.election.onChange((leading) => {
      for (const entry of this.jobs) void this.turn(entry, leading);
    });
    void this.election.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.unsubscribe();
    await Promise.all(this.jobs.map((entry) => this.turn(entry, false)));
    if (this.config.jobsEnabled) await this.handover.stepDown();
  }

  /** Starts or stops one job after its previous turn; a failure is logged, never thrown. */
  private turn(entry: LeaderJob, leading: boolean): Promise<void> {
    entry.turn = entry.turn
      .then(() => (leading ? entry.job.startLeading() : entry.job.stopLeading()))
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        this.logger.error(`${entry.name} failed to ${leading ? 'start' : 'stop'} leading: ${message}`);
      });
    return entry.turn;
  }
}

function isWhileLeading(instance: unknown): instance is WhileLeading {
  const candidate = instance as Partial<WhileLeading> | null;
  return typeof candidate?.startLeading === 'function' && typeof candidate.stopLeading === 'function';
}
