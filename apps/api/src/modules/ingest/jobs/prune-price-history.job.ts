import { Injectable, Logger } from '@nestjs/common';
import { ScheduledTimers } from '../../../common/schedule/scheduled-timers';
import { TIMERS } from '../../../common/schedule/timers';
import { LeaderElection, RunWhileLeading } from '../../leader';
import type { WhileLeading } from '../../leader';
import { PrunePriceHistoryUseCase } from '../application/prune-price-history.use-case';
import { PRUNE_HISTORY_EVERY_MS } from './prune-price-history.schedule';

/**
 * On the leader (with JOBS_ENABLED), for polled and streamed feeds alike: price history and
 * stored fair prices older than PRICE_HISTORY_DAYS are deleted on taking the lead and hourly.
 */
@Injectable()
@RunWhileLeading()
export class PrunePriceHistoryJob implements WhileLeading {
  private readonly logger = new Logger('PrunePriceHistory');
  private running: Promise<void> | null = null;

  constructor(
    private readonly leader: LeaderElection,
    private readonly prune: PrunePriceHistoryUseCase,
    private readonly timers: ScheduledTimers,
  ) {}

  startLeading(): void {
    this.timers.every(TIMERS.pruneHistory, PRUNE_HISTORY_EVERY_MS, () => this.pass());
    void this.pass();
  }

  async stopLeading(): Promise<void> {
    this.timers.stop(TIMERS.pruneHistory);
    await this.running;
  }

  private pass(): Promise<void> {
    this.running ??= this.leader
      .fenced(() => this.prune.execute())
      .then(
        (deleted) => {
          if (deleted > 0) this.logger.log(`Pruned ${deleted} price history rows`);
        },
        (error: unknown) => this.logger.warn(`Price history prune failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
