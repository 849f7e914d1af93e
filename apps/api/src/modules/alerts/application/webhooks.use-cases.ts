import { Inject, Injectable } from '@nestjs/common';
import { ALERT_LIMITS, AlertDeliveryRepository, AlertError, EventBus, TransactionRunner, WebhookRepository } from '@overlay/domain';
import type { Webhook } from '@overlay/domain';
import { ALERTS_CONFIG } from '../alerts.config';
import type { AlertsConfig } from '../alerts.config';
import { Clock } from '../../../common/time/clock';
import { InvalidWebhookUrlError, RefusedAddressError, checkWebhookUrl } from '../../../common/http/outbound/safe-address';

/**
 * The signed-in user's webhooks (docs/product.md "Alerts"): at most ALERT_LIMITS.webhooks; an
 * address behind a private, loopback or link-local network is refused unless the admin allows it.
 * The secret is stored and used to sign, never answered.
 */
@Injectable()
export class WebhooksUseCases {
  constructor(
    private readonly webhooks: WebhookRepository,
    @Inject(ALERTS_CONFIG) private readonly config: AlertsConfig,
    private readonly deliveries: AlertDeliveryRepository,
    private readonly clock: Clock,
    private readonly bus: EventBus,
    private readonly transactions: TransactionRunner,
  ) {}

  list(userId: string): Promise<Webhook[]> {
    return this.webhooks.list(userId);
  }

  async create(userId: string, url: string, secret: string): Promise<Webhook> {
    const checked = await this.checkedUrl(url);
    const saved = await this.webhooks.create(userId, checked, secret, ALERT_LIMITS.webhooks);
    if (saved === 'limit') throw new AlertError('WEBHOOK_LIMIT');
    return saved;
  }

  async setEnabled(userId: string, id: string, enabled: boolean): Promise<Webhook> {
    return this.transactions.run(async (tx) => {
      const saved = await this.webhooks.setEnabled(userId, id, enabled, tx);
      if (saved === null) throw new AlertError('WEBHOOK_NOT_FOUND');
      // Turned on again (after it was disabled): the alerts held for it go if their race has not
      // started, released with the switch and their event.
      if (enabled && (await this.deliveries.release({ userId, channel: 'webhook', targetId: id }, this.clock.now(), tx)) > 0)
        await this.bus.publishWithin(tx, 'alert_deliveries_queued', {});
      return saved;
    });
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.webhooks.delete(userId, id))) throw new AlertError('WEBHOOK_NOT_FOUND');
  }

  private async checkedUrl(url: string): Promise<string> {
    try {
      return (await checkWebhookUrl(url.trim(), this.config.allowPrivateWebhooks)).toString();
    } catch (error) {
      if (error instanceof RefusedAddressError) throw new AlertError('WEBHOOK_URL_REFUSED', error.message);
      if (error instanceof InvalidWebhookUrlError) throw new AlertError('WEBHOOK_URL_INVALID', error.message);
      throw new AlertError('WEBHOOK_URL_INVALID', 'The webhook address cannot be found (DNS)');
    }
  }
}
