import { Injectable } from '@nestjs/common';
import { AlertChannelsRepository } from '@overlay/domain';
import type { PersonalChannelKind } from '@overlay/domain';

/** Turns a channel off for the user: every push subscription, the paired chat, or the address. */
@Injectable()
export class RemoveChannelUseCase {
  constructor(private readonly channels: AlertChannelsRepository) {}

  async execute(userId: string, kind: PersonalChannelKind): Promise<void> {
    if (kind === 'push') await this.channels.removePushSubscriptions(userId);
    else if (kind === 'telegram') await this.channels.unpairTelegram(userId);
    else await this.channels.setEmailAddress(userId, null);
  }
}
