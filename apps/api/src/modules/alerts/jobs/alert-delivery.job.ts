import { Inject, Injectable, Logger } from '@nestjs/common';
import type { BeforeApplicationShutdown } from '@nestjs/common';
import { ScheduledTimers } from '../../../common/schedule/scheduled-timers';
import { SerialPasses } from '../../../common/schedule/serial-passes';
import { TIMERS } from '../../../common/schedule/timers';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { OnDomainEvent } from '../../../events/on-domain-event.decorator';
import { LeaderElection, RunWhileLeading } from '../../leader';
import type { WhileLeading } from '../../leader';
import { AlertDeliveryWorker } from '../application/delivery/alert-delivery-worker';

/** A safety net beside the wake-ups: deliveries stored while the event bus was reconnecting. */
const POLL_MS = 5000;

/**
 * Runs the delivery worker on the leader (docs/product.md §10, "Delivery"): at once when
 * deliveries are stored on any instance (`alert_deliveries_queued`), when the next one is due
 * (a pace, a backoff, a 429's wait: a wake-up at that time), when this instance starts leading
 * (what the last leader left), and every few seconds. One pass at a time. An instance with
 * JOBS_ENABLED=false (tests) runs passes when asked, and when deliveries are stored.
 */
@Injectable()
@RunWhileLeading()
export class AlertDeliveryJob implements WhileLeading, BeforeApplicationShutdown {
  private readonly logger = new Logger('AlertDeliveryJob');
  private readonly passes = new SerialPasses(() => this.pass(), {
    onError: (error) => this.logger.error(`alert delivery failed: ${error.message}`),
  });
  private wake: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly leader: LeaderElection,
    private readonly worker: AlertDeliveryWorker,
    private readonly timers: ScheduledTimers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // A batch's retries (a 429's wait, a backoff) may come due before the wake-up set at its start.
    this.worker.onBatchDone = () => void (this.sends() && this.passes.trigger());
  }

  /** Sends stop with the instance (with or without jobs): nothing starts once shutdown began. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.stopLeading();
  }

  @OnDomainEvent('alert_deliveries_queued')
  queued(): void {
    if (this.sends()) void this.passes.trigger();
  }

  private sends(): boolean {
    return !this.stopped && (!this.config.jobsEnabled || this.leader.isLeader);
  }

  /**
   * Runs a pass now (or once more after the one under way) where this instance sends; resolves
   * when it and every send it started have ended (what tests and the bench wait on).
   */
  async trigger(): Promise<void> {
    if (!this.sends()) return;
    await this.passes.trigger();
    await this.worker.settled();
    // The pass a finished batch asked for, and what it started.
    await this.passes.settled();
    await this.worker.settled();
  }

  startLeading(): void {
    this.timers.every(TIMERS.alertDeliveries, POLL_MS, () => this.passes.trigger());
    void this.passes.trigger();
  }

  async stopLeading(): Promise<void> {
    this.timers.stop(TIMERS.alertDeliveries);
    if (this.wake !== null) clearTimeout(this.wake);
    this.wake = null;
    await this.passes.settled();
    await this.worker.settled();
  }

  private async pass(): Promise<void> {
    const waitMs = await this.worker.pass();
    if (this.wake !== null) clearTimeout(this.wake);
    this.wake = null;
    // Far off: the poll will see it. Never a busy loop on something due but not yet takeable.
    if (waitMs === null || waitMs > 60_000 || this.stopped) return;
    this.wake = setTimeout(() => void (this.sends() && this.passes.trigger()), Math.max(10, waitMs));
    this.wake.unref();
  }
}
