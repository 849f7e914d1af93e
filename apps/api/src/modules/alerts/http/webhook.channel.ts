import { Inject, Injectable } from '@nestjs/common';
import { CHANNEL_NOT_CONFIGURED, WebhookRepository } from '@overlay/domain';
import type { AlertChannel, AlertMessage, DeliveryOutcome } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { ALERTS_CONFIG, backoffMs } from '../alerts.config';
import type { AlertsConfig } from '../alerts.config';
import { postWebhook } from './webhook-post';

/** Attempts per endpoint and alert; consecutive failed alerts before an endpoint is disabled. */
const WEBHOOK_ATTEMPTS = 4;
const WEBHOOK_DISABLE_AFTER = 5;

/**
 * The webhook channel (docs/product.md "Alerts"): the alert as JSON to each of the user's enabled
 * endpoints, signed; each endpoint retried by itself with exponential backoff and jitter, so a
 * retry never sends twice to an endpoint that already took it (the outcome is never retryable for
 * the dispatcher). An endpoint failing WEBHOOK_DISABLE_AFTER alerts in a row is disabled, the
 * reason kept for the user. No endpoint: not delivered, reason 'not configured'.
 */
@Injectable()
export class WebhookChannel implements AlertChannel {
  readonly kind = 'webhook' as const;

  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly clock: Clock,
    @Inject(ALERTS_CONFIG) private readonly config: AlertsConfig,
  ) {}

  async deliver(message: AlertMessage, onlyId?: string): Promise<DeliveryOutcome> {
    const endpoints = (await this.webhooks.findForDelivery(message.userId)).filter((w) => onlyId === undefined || w.id === onlyId);
    if (endpoints.length === 0) return { delivered: false, reason: CHANNEL_NOT_CONFIGURED, retryable: false };
    const body = JSON.stringify(message);
    const failures: string[] = [];
    await Promise.all(
      endpoints.map(async (endpoint) => {
        const reason = await this.deliverTo(endpoint.url, endpoint.secret, body, message.alertId);
        if (reason === null) return this.webhooks.recordSuccess(endpoint.id);
        failures.push(reason);
        const note = `Disabled after ${WEBHOOK_DISABLE_AFTER} failed deliveries in a row; last: ${reason}`;
        return this.webhooks.recordFailure(endpoint.id, note, WEBHOOK_DISABLE_AFTER);
      }),
    );
    if (failures.length === 0) return { delivered: true };
    return { delivered: false, reason: failures.join('; '), retryable: false };
  }

  /** Null when delivered, else the last failure's reason. */
  private async deliverTo(url: string, secret: string, body: string, deliveryId: string): Promise<string | null> {
    let reason = '';
    for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS; attempt += 1) {
      const result = await postWebhook(url, body, secret, {
        allowPrivate: this.config.allowPrivateWebhooks,
        deliveryId,
        nowMs: this.clock.now().getTime(),
      });
      if (result.ok) return null;
      reason = result.reason;
      if (!result.retryable || attempt === WEBHOOK_ATTEMPTS) break;
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt, this.config.retryBaseMs)));
    }
    return reason;
  }
}
