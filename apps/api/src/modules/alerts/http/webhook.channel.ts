import { Inject, Injectable } from '@nestjs/common';
import { AlertDeliveryRepository, CHANNEL_NOT_CONFIGURED, ReadAhead, WebhookRepository } from '@overlay/domain';
import type { AlertChannel, AlertDelivery, DeliveryOutcome, Webhook } from '@overlay/domain';
import { ALERTS_CONFIG } from '../alerts.config';
import type { AlertsConfig } from '../alerts.config';
import { postWebhook } from './webhook-post';

/** Alerts in a row an endpoint may fail for good before it is turned off. */
const WEBHOOK_DISABLE_AFTER = 5;

/**
 * The webhook channel (docs/product.md §10): each alert as JSON to one endpoint (a delivery is
 * stored per alert and enabled webhook, each retried by the delivery worker on its own), signed,
 * with the delivery's id. An endpoint whose alerts fail for good WEBHOOK_DISABLE_AFTER times in a
 * row is turned off with the reason kept for the user, and what waits for it is held until the
 * user turns it on again.
 */
@Injectable()
export class WebhookChannel implements AlertChannel {
  readonly kind = 'webhook' as const;
  readonly available = true;
  /** Endpoints with failures counted (as read at a send, or failed since): only their success is written. */
  private readonly failing = new Set<string>();
  private readonly endpoints: ReadAhead<(Webhook & { secret: string })[]>;

  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly deliveries: AlertDeliveryRepository,
    @Inject(ALERTS_CONFIG) private readonly config: AlertsConfig,
  ) {
    this.endpoints = new ReadAhead((ids) => webhooks.findForDeliveryOf(ids), (id) => webhooks.findForDelivery(id), []);
  }

  readAhead(userIds: readonly string[], nowMs: number): Promise<void> {
    return this.endpoints.read(userIds, nowMs);
  }

  async deliver(delivery: AlertDelivery): Promise<DeliveryOutcome> {
    const endpoint = (await this.endpoints.get(delivery.userId, delivery.nowMs)).find((w) => w.id === delivery.targetId);
    if (endpoint === undefined) return { delivered: false, reason: CHANNEL_NOT_CONFIGURED, retryable: false };
    if (endpoint.consecutiveFailures > 0) this.failing.add(endpoint.id);
    // A webhook is never sent a digest (its pace does not fold): one alert per delivery.
    const result = await postWebhook(endpoint.url, JSON.stringify(delivery.alerts[0]), endpoint.secret, {
      allowPrivate: this.config.allowPrivateWebhooks,
      deliveryId: delivery.deliveryId,
      nowMs: delivery.nowMs,
    });
    if (result.ok) return { delivered: true };
    return { delivered: false, reason: result.reason, retryable: result.retryable, ...(result.retryAfterMs === undefined ? {} : { retryAfterMs: result.retryAfterMs }) };
  }

  async afterTry(delivery: AlertDelivery, result: 'delivered' | 'retried' | 'failed' | 'held', reason: string | null): Promise<void> {
    if (delivery.targetId === null) return;
    // A success resets the count: a write only where there is one (not one per alert of a burst).
    if (result === 'delivered') return this.failing.delete(delivery.targetId) ? this.webhooks.recordSuccess(delivery.targetId) : undefined;
    if (result !== 'failed') return;
    this.failing.add(delivery.targetId);
    const note = `Disabled after ${WEBHOOK_DISABLE_AFTER} failed deliveries in a row; last: ${reason ?? 'unknown'}`;
    if (await this.webhooks.recordFailure(delivery.targetId, note, WEBHOOK_DISABLE_AFTER))
      await this.deliveries.hold({ userId: delivery.userId, channel: 'webhook', targetId: delivery.targetId }, note);
  }
}
