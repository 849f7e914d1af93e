import { Inject, Injectable, Logger } from '@nestjs/common';
import { ScheduledTimers } from '../../../common/schedule/scheduled-timers';
import { SerialPasses } from '../../../common/schedule/serial-passes';
import { TIMERS } from '../../../common/schedule/timers';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { OnDomainEvent } from '../../../events/on-domain-event.decorator';
import { LeaderElection, RunWhileLeading } from '../../leader';
import type { WhileLeading } from '../../leader';
import type { DataRefreshEvent } from '@overlay/domain';
import { StoreMoversWindowsUseCase } from '../application/store-movers-windows.use-case';
import { ValuationService } from '../../valuation';
import { MOVERS_WINDOWS_EVERY_MS } from './movers-windows.schedule';

/**
 * On the leader (with JOBS_ENABLED): the movers windows are ranked once per change and stored
 * (StoreMoversWindowsUseCase), so a call on any instance reads one row instead of scanning a week
 * of price history (docs/product.md, movers). One pass at a time; a refresh heard during a pass
 * runs one more after it.
 */
@Injectable()
@RunWhileLeading()
export class MoversWindowsJob implements WhileLeading {
  private readonly logger = new Logger('MoversWindowsJob');
  // After the event's other handlers: the serving state drops its cached version on the same event.
  private readonly passes = new SerialPasses(() => this.leader.fenced(() => this.store.execute()), {
    onError: (error) => this.logger.error(`movers windows pass failed: ${error.message}`),
    afterCurrentHandlers: true,
  });

  constructor(
    private readonly leader: LeaderElection,
    private readonly valuation: ValuationService,
    private readonly store: StoreMoversWindowsUseCase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly timers: ScheduledTimers,
  ) {}

  /** Once this instance serves the version, so the pass reads the change (docs/architecture.md, "Serving prepared versions"). */
  @OnDomainEvent('data_refresh')
  refreshed({ version }: DataRefreshEvent): void {
    if (this.config.jobsEnabled && this.leader.isLeader) void this.valuation.whenServed(version).then(() => this.trigger());
  }

  /** Runs a pass now, or once more after the one under way; resolves when the pass is done. */
  trigger(): Promise<void> {
    return this.passes.trigger();
  }

  startLeading(): void {
    if (this.timers.isRunning(TIMERS.moversWindows)) return;
    this.store.reset();
    void this.trigger();
    this.timers.every(TIMERS.moversWindows, MOVERS_WINDOWS_EVERY_MS, () => this.trigger());
  }

  async stopLeading(): Promise<void> {
    this.timers.stop(TIMERS.moversWindows);
    await this.passes.settled();
  }
}
