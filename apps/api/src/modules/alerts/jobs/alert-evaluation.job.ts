import { Inject, Injectable, Logger } from '@nestjs/common';
import { SerialPasses } from '../../../common/schedule/serial-passes';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { OnDomainEvent } from '../../../events/on-domain-event.decorator';
import { LeaderElection, RunWhileLeading } from '../../leader';
import type { WhileLeading } from '../../leader';
import type { DataRefreshEvent } from '@overlay/domain';
import { EvaluateAlertRulesUseCase } from '../application/evaluate-alert-rules.use-case';
import { ValuationService } from '../../valuation';

/**
 * On the leader (with JOBS_ENABLED): every stored market change (`data_refresh`, from the polled
 * and the streamed feed alike) evaluates every alert rule once, never per viewer
 * (docs/product.md "Alerts"). One pass at a time; a change heard during a pass runs one more after it.
 */
@Injectable()
@RunWhileLeading()
export class AlertEvaluationJob implements WhileLeading {
  private readonly logger = new Logger('AlertEvaluationJob');
  // After the event's other handlers: valuation drops its cached state on the same event.
  private readonly passes = new SerialPasses(() => this.pass(), {
    onError: (error) => this.logger.error(`alert evaluation failed: ${error.message}`),
    afterCurrentHandlers: true,
  });

  constructor(
    private readonly leader: LeaderElection,
    private readonly valuation: ValuationService,
    private readonly evaluate: EvaluateAlertRulesUseCase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new leader reads what was sent from the database, so nothing is sent twice. */
  startLeading(): void {
    this.evaluate.reset();
  }

  async stopLeading(): Promise<void> {
    this.evaluate.reset();
    await this.passes.settled();
  }

  /** Once this instance serves the version, so the pass reads the change (docs/architecture.md, "Serving prepared versions"). */
  @OnDomainEvent('data_refresh')
  refreshed({ version }: DataRefreshEvent): void {
    if (this.config.jobsEnabled && this.leader.isLeader) void this.valuation.whenServed(version).then(() => this.trigger());
  }

  /** Runs a pass now, or once more after the one under way. */
  trigger(): Promise<void> {
    return this.passes.trigger();
  }

  private async pass(): Promise<void> {
    // Its alerts are stored with their deliveries; the delivery job sends them.
    await this.evaluate.execute();
  }
}
