import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ALERT_CHANNELS, AlertLogRepository, CHANNEL_NOT_CONFIGURED } from '@overlay/domain';
import type { AlertChannel, AlertChannelKind, AlertKeyState, AlertMessage, DeliveryOutcome } from '@overlay/domain';
import { ALERTS_CONFIG, backoffMs } from '../alerts.config';
import { AlertMetrics } from './alert.metrics';
import type { AlertsConfig } from '../alerts.config';

/** Attempts of a channel whose outcome says a retry may succeed. */
const DISPATCH_ATTEMPTS = 3;

/**
 * Sends an alert through every channel (docs/product.md "Alerts") and writes each channel's outcome
 * to the one history table, whichever channel it is: delivered, or failed with its reason. A
 * retryable failure is tried again with exponential backoff and jitter. A channel that throws
 * counts as failed; nothing a channel does reaches the evaluator.
 */
@Injectable()
export class AlertDispatcher {
  private readonly logger = new Logger('AlertDispatcher');

  constructor(
    @Inject(ALERT_CHANNELS) private readonly channels: readonly AlertChannel[],
    private readonly log: AlertLogRepository,
    @Inject(ALERTS_CONFIG) private readonly config: AlertsConfig,
    private readonly metrics: AlertMetrics,
  ) {}

  /** Stores the alert (and its key's new state), then delivers it on every channel. */
  async dispatch(message: AlertMessage, ruleId: string | null, key: string | null, state: AlertKeyState | null): Promise<void> {
    await this.log.recordAlert(message, ruleId, key, state);
    await Promise.all(this.channels.map((channel) => this.deliverAndRecord(channel, message)));
  }

  /** A test alert through one channel kind (Settings' "Send test"), recorded like any other. */
  async test(message: Omit<AlertMessage, 'alertId' | 'reason'>, kind: AlertChannelKind): Promise<DeliveryOutcome> {
    const channel = this.channels.find((c) => c.kind === kind);
    if (channel === undefined) return { delivered: false, reason: `The ${kind} channel is not available`, retryable: false };
    const full: AlertMessage = { ...message, alertId: randomUUID(), reason: 'test' };
    await this.log.recordAlert(full, null, null, null);
    return this.deliverAndRecord(channel, full);
  }

  private async deliverAndRecord(channel: AlertChannel, message: AlertMessage): Promise<DeliveryOutcome> {
    let outcome: DeliveryOutcome = { delivered: false, reason: 'not tried', retryable: false };
    let attempts = 0;
    while (attempts < DISPATCH_ATTEMPTS) {
      attempts += 1;
      outcome = await this.safely(channel, message);
      if (outcome.delivered || !outcome.retryable || attempts === DISPATCH_ATTEMPTS) break;
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempts, this.config.retryBaseMs)));
    }
    if (!outcome.delivered && outcome.reason === CHANNEL_NOT_CONFIGURED) return outcome;
    this.metrics.deliveries.inc({ channel: channel.kind, outcome: outcome.delivered ? 'delivered' : 'failed' });
    await this.log
      .recordDelivery({
        alertId: message.alertId,
        userId: message.userId,
        channel: channel.kind,
        delivered: outcome.delivered,
        reason: outcome.delivered ? null : outcome.reason,
        attempts,
      })
      .catch((error: Error) => this.logger.error(`could not record a ${channel.kind} delivery: ${error.message}`));
    return outcome;
  }

  private async safely(channel: AlertChannel, message: AlertMessage): Promise<DeliveryOutcome> {
    try {
      return await channel.deliver(message);
    } catch (error) {
      // The message only: a channel's error may carry its endpoint, never its secret, but stay terse.
      this.logger.warn(`${channel.kind} channel failed: ${(error as Error).message}`);
      return { delivered: false, reason: `The ${channel.kind} channel failed`, retryable: true };
    }
  }
}
