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
import { CloseAndSettleBetsUseCase } from '../application/close-and-settle-bets.use-case';
import { ValuationService } from '../../valuation';
import { BET_SETTLEMENT_EVERY_MS } from './bet-settlement.schedule';

/**
 * On the leader (with JOBS_ENABLED): records closing prices and settles bets
 * (CloseAndSettleBetsUseCase) after each refresh and every BET_SETTLEMENT_EVERY_MS. One pass at a
 * time; a refresh heard during a pass runs one more pass after it, so the last data is never missed.
 */
@Injectable()
@RunWhileLeading()
export class BetSettlementJob implements WhileLeading {
  private readonly logger = new Logger('BetSettlementJob');
  private readonly passes = new SerialPasses(() => this.leader.fenced(() => this.settle.execute()), {
    onError: (error) => this.logger.error(`bet settlement pass failed: ${error.message}`),
  });

  constructor(
    private readonly leader: LeaderElection,
    private readonly valuation: ValuationService,
    private readonly settle: CloseAndSettleBetsUseCase,
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
    if (this.timers.isRunning(TIMERS.betSettlement)) return;
    void this.trigger();
    this.timers.every(TIMERS.betSettlement, BET_SETTLEMENT_EVERY_MS, () => this.trigger());
  }

  async stopLeading(): Promise<void> {
    this.timers.stop(TIMERS.betSettlement);
    await this.passes.settled();
  }
}
