import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { FeedError, OddsStream } from '@overlay/domain';
import { ScheduledTimers } from '../../../common/schedule/scheduled-timers';
import { TIMERS } from '../../../common/schedule/timers';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { PrunePriceHistoryUseCase } from '../application/prune-price-history.use-case';
import { RefreshMarketsUseCase } from '../application/refresh-markets.use-case';
import type { RefreshLane } from '../application/refresh-markets.use-case';
import { LeaderElection } from '../leader/leader-election.service';
import { LeaderHandover } from '../leader/leader-handover';
import { refreshMarketsSchedule } from './refresh-markets.schedule';
import { feedErrorCode, RefreshMetrics } from './refresh.metrics';

/**
 * The market refresh schedule, on the leader only and only with JOBS_ENABLED: a full refresh
 * at once on taking the lead (so a fresh start shows data) and every REFRESH_SECONDS, a fast lane
 * every FAST_REFRESH_SECONDS for races near their jump, and an hourly history prune. A tick that
 * finds a refresh still running is skipped. Everything stops before the database closes. The
 * intervals (refresh-markets.schedule.ts) run as `ScheduledTimers` (named in common/schedule/timers.ts)
 * while this instance leads.
 */
@Injectable()
export class RefreshMarketsJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RefreshMarketsJob.name);
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly leader: LeaderElection,
    private readonly handover: LeaderHandover,
    private readonly refresh: RefreshMarketsUseCase,
    private readonly prune: PrunePriceHistoryUseCase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly timers: ScheduledTimers,
    private readonly metrics: RefreshMetrics,
    @Optional() @Inject(OddsStream) private readonly stream: OddsStream | null = null,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.jobsEnabled) return;
    this.unsubscribe = this.leader.onChange((leading) => (leading ? this.startLeading() : this.stopLeading()));
    void this.leader.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    this.stopLeading();
    await this.refresh.idle();
    if (this.config.jobsEnabled) await this.handover.stepDown();
  }

  private startLeading(): void {
    this.stopLeading();
    const schedule = refreshMarketsSchedule(this.config);
    this.timers.every(TIMERS.pruneHistory, schedule.prune, () => this.pruneHistory());
    // A streaming feed pushes its changes (StreamMarketsJob): polling it would only cost requests.
    if (this.stream) {
      void this.pruneHistory();
      return;
    }
    this.timers.every(TIMERS.refreshFull, schedule.full, () => this.runLane('full'));
    this.timers.every(TIMERS.refreshFast, schedule.fast, () => this.runLane('fast'));
    void this.runLane('full').then(() => this.pruneHistory());
  }

  private stopLeading(): void {
    for (const name of [TIMERS.pruneHistory, TIMERS.refreshFull, TIMERS.refreshFast]) this.timers.stop(name);
  }

  private async runLane(lane: RefreshLane): Promise<void> {
    const timer = this.metrics.refreshDuration.startTimer({ lane });
    try {
      const result = await this.leader.fenced(async () => this.refresh.tick(lane));
      if (result) timer({ outcome: 'ok' });
      if (result?.changed) {
        this.logger.log(
          `${lane} refresh: ${result.racesWritten} races, ${result.priceRowsWritten} prices changed ` +
            `(version ${result.dataVersion}, ${result.durationMs} ms)`,
        );
      }
    } catch (error) {
      timer({ outcome: 'failed' });
      if (error instanceof FeedError) this.metrics.feedErrors.inc({ source: this.config.oddsFeed, code: feedErrorCode(error) });
      this.logger.warn(`${lane} refresh failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async pruneHistory(): Promise<void> {
    try {
      const deleted = await this.prune.execute();
      if (deleted > 0) this.logger.log(`Pruned ${deleted} price history rows`);
    } catch (error) {
      this.logger.warn(`Price history prune failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
