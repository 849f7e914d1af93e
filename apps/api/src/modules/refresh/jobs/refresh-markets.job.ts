import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { FeedError, OddsStream } from '@overlay/domain';
import { ScheduledTimers } from '../../../common/schedule/scheduled-timers';
import { TIMERS } from '../../../common/schedule/timers';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { feedErrorCode, FeedMetrics } from '../../ingest';
import type { RefreshLane } from '../../ingest';
import { LeaderElection, RunWhileLeading } from '../../leader';
import type { WhileLeading } from '../../leader';
import { RefreshMarketsUseCase } from '../application/refresh-markets.use-case';
import { refreshMarketsSchedule } from './refresh-markets.schedule';

/**
 * The market refresh schedule of a polled feed, on the leader only and only with JOBS_ENABLED: a
 * full refresh at once on taking the lead (so a fresh start shows data) and every REFRESH_SECONDS,
 * and a fast lane every FAST_REFRESH_SECONDS for races near their jump. A tick that finds a
 * refresh still running is skipped. A streaming feed pushes its changes (feed-stream's
 * StreamMarketsJob): polling it would only cost requests. The intervals
 * (refresh-markets.schedule.ts) run as `ScheduledTimers` (named in common/schedule/timers.ts).
 */
@Injectable()
@RunWhileLeading()
export class RefreshMarketsJob implements WhileLeading {
  private readonly logger = new Logger(RefreshMarketsJob.name);

  constructor(
    private readonly leader: LeaderElection,
    private readonly refresh: RefreshMarketsUseCase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly timers: ScheduledTimers,
    private readonly metrics: FeedMetrics,
    @Optional() @Inject(OddsStream) private readonly stream: OddsStream | null = null,
  ) {}

  startLeading(): void {
    this.stopTimers();
    if (this.stream) return;
    const schedule = refreshMarketsSchedule(this.config);
    this.timers.every(TIMERS.refreshFull, schedule.full, () => this.runLane('full'));
    this.timers.every(TIMERS.refreshFast, schedule.fast, () => this.runLane('fast'));
    void this.runLane('full');
  }

  async stopLeading(): Promise<void> {
    this.stopTimers();
    await this.refresh.idle();
  }

  private stopTimers(): void {
    for (const name of [TIMERS.refreshFull, TIMERS.refreshFast]) this.timers.stop(name);
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
}
