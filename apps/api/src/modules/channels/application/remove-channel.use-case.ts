import { Injectable } from '@nestjs/common';
import { AlertChannelsRepository, TransactionRunner } from '@overlay/domain';
import type { PersonalChannelKind } from '@overlay/domain';
import { ChannelFixed } from './channel-fixed';

/** Turns a channel off for the user: every push subscription, the paired chat, or the address; with the release of what was held, in one transaction. */
@Injectable()
export class RemoveChannelUseCase {
  constructor(
    private readonly channels: AlertChannelsRepository,
    private readonly fixed: ChannelFixed,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(userId: string, kind: PersonalChannelKind): Promise<void> {
    await this.transactions.run(async (tx) => {
      if (kind === 'push') await this.channels.removePushSubscriptions(userId, tx);
      else if (kind === 'telegram') await this.channels.unpairTelegram(userId, tx);
      else await this.channels.setEmailAddress(userId, null, tx);
      // Nothing to pay attention to any more; what was held fails as the channel is off.
      await this.fixed.released(userId, kind, tx);
    });
  }
}
