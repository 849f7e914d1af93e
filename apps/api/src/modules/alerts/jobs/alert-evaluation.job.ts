import { Inject, Injectable, Logger } from '@nestjs/common';
import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
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
  private running: Promise<void> | null = null;
  private again = false;
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
    await this.running;
    await Promise.all(this.deliveries);
  }

  @OnDomainEvent('data_refresh')
  refreshed(): void {
    if (this.config.jobsEnabled && this.leader.isLeader) void this.trigger();
  }

  /** Runs a pass now, or once more after the one under way. */
  trigger(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      // After the event's other handlers: valuation drops its cached state on the same event.
      await new Promise((resolve) => setImmediate(resolve));
      do {
        this.again = false;
        try {
          const result = await this.evaluate.execute();
          const pending = result.deliveries.finally(() => this.deliveries.delete(pending));
          this.deliveries.add(pending);
        } catch (error) {
          this.logger.error(`alert evaluation failed: ${(error as Error).message}`);
        }
      } while (this.again);
      this.running = null;
    })();
    return this.running;
  }
}
