import { Injectable } from '@nestjs/common';
import { AlertDeliveryRepository, EventBus, TransactionRunner } from '@overlay/domain';
import type { PersonalChannelKind, Transaction } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';

/**
 * The user set a channel up again (paired Telegram, subscribed push, gave an address, or turned
 * it off): it no longer needs attention, and the alerts held for it while it refused go now if
 * their race has not started (docs/product.md §10, "Delivery"); released with their event in one
 * transaction, the caller's (with the channel's change) when given.
 */
@Injectable()
export class ChannelFixed {
  constructor(
    private readonly deliveries: AlertDeliveryRepository,
    private readonly clock: Clock,
    private readonly bus: EventBus,
    private readonly transactions: TransactionRunner,
  ) {}

  async released(userId: string, channel: PersonalChannelKind, within?: Transaction): Promise<void> {
    const release = async (tx: Transaction) => {
      const count = await this.deliveries.release({ userId, channel, targetId: null }, this.clock.now(), tx);
      if (count > 0) await this.bus.publishWithin(tx, 'alert_deliveries_queued', {});
    };
    await (within ? release(within) : this.transactions.run(release));
  }
}
