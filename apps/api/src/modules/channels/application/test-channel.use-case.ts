import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AlertDeliveryRepository, EventBus, TransactionRunner, testAlertMessage } from '@overlay/domain';
import type { AlertChannelKind } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { EmailChannel } from '../delivery/email.channel';
import { TelegramBotApi } from '../delivery/telegram-bot-api';

/** A test alert stored with its deliveries, or none: the channel is not set up (no server setup or no destination). */
export type TestAlertOutcome =
  | { queued: true; alertId: string; deliveryIds: string[] }
  | { queued: false };

/**
 * "Send test" (docs/product.md, "Alert channels"): a test alert (reason 'test', the made-up race
 * R1 Test Park) stored with one delivery per destination of the channel, and the answer given at
 * once; the delivery worker sends it like any alert and its outcome shows in the history (and on
 * the user's open pages, through `alert_deliveries_changed`). A test goes even while the channel
 * needs attention: it is how the user checks a fix.
 */
@Injectable()
export class TestChannelUseCase {
  constructor(
    private readonly deliveries: AlertDeliveryRepository,
    private readonly bot: TelegramBotApi,
    private readonly email: EmailChannel,
    private readonly clock: Clock,
    private readonly bus: EventBus,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(userId: string, kind: AlertChannelKind, url: string): Promise<TestAlertOutcome> {
    if ((kind === 'telegram' && !this.bot.configured) || (kind === 'email' && !this.email.configured))
      return { queued: false };
    const now = this.clock.now();
    const message = testAlertMessage(userId, randomUUID(), url, now);
    // The alert, its deliveries and their event in one transaction.
    const deliveryIds = await this.transactions.run(async (tx) => {
      const ids = await this.deliveries.enqueueTest(message, kind, now, tx);
      if (ids.length > 0) await this.bus.publishWithin(tx, 'alert_deliveries_queued', {});
      return ids;
    });
    if (deliveryIds.length === 0) return { queued: false };
    return { queued: true, alertId: message.alertId, deliveryIds };
  }
}
