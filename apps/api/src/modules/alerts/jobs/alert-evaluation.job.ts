import { Inject, Injectable, Logger } from '@nestjs/common';
import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { SerialPasses } from '../../../common/schedule/serial-passes';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { OnDomainEvent } from '../../../events/on-domain-event.decorator';
import { LeaderElection } from '../../refresh';
import { EvaluateAlertRulesUseCase } from '../application/evaluate-alert-rules.use-case';

/**
 * On the leader (with JOBS_ENABLED): every stored market change (`data_refresh`, from the polled
 * and the streamed feed alike) evaluates every alert rule once, never per viewer
 * (docs/product.md "Alerts"). One pass at a time; a change heard during a pass runs one more after it.
 */
@Injectable()
export class AlertEvaluationJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('AlertEvaluationJob');
  private unsubscribe: () => void = () => undefined;
  // After the event's other handlers: valuation drops its cached state on the same event.
  private readonly passes = new SerialPasses(() => this.pass(), {
    onError: (error) => this.logger.error(`alert evaluation failed: ${error.message}`),
    afterCurrentHandlers: true,
  });
  private deliveries = new Set<Promise<void>>();

  constructor(
    private readonly leader: LeaderElection,
    private readonly evaluate: EvaluateAlertRulesUseCase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.jobsEnabled) return;
    // A new leader reads what was sent from the database, so nothing is sent twice.
    this.unsubscribe = this.leader.onChange(() => this.evaluate.reset());
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.unsubscribe();
    await this.passes.settled();
    await Promise.all(this.deliveries);
  }

  @OnDomainEvent('data_refresh')
  refreshed(): void {
    if (this.config.jobsEnabled && this.leader.isLeader) void this.trigger();
  }

  /** Runs a pass now, or once more after the one under way. */
  trigger(): Promise<void> {
    return this.passes.trigger();
  }

  private async pass(): Promise<void> {
    const result = await this.evaluate.execute();
    const pending = result.deliveries.finally(() => this.deliveries.delete(pending));
    this.deliveries.add(pending);
  }
}
