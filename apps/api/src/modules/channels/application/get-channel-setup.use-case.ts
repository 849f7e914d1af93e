import { Injectable } from '@nestjs/common';
import { AlertChannelsRepository } from '@overlay/domain';
import type { ChannelSetup } from '@overlay/domain';
import { EmailChannel } from '../delivery/email.channel';
import { TelegramBotApi } from '../delivery/telegram-bot-api';
import { VapidKeys } from '../delivery/vapid-keys';

export interface ChannelSetupView {
  readonly setup: ChannelSetup;
  /** The key browsers subscribe with (applicationServerKey); the private half stays on the server. */
  readonly vapidPublicKey: string;
  readonly telegramAvailable: boolean;
  readonly emailAvailable: boolean;
}

/** What the user has set up, and which channels the server offers at all. */
@Injectable()
export class GetChannelSetupUseCase {
  constructor(
    private readonly channels: AlertChannelsRepository,
    private readonly vapid: VapidKeys,
    private readonly bot: TelegramBotApi,
    private readonly email: EmailChannel,
  ) {}

  async execute(userId: string): Promise<ChannelSetupView> {
    const [setup, vapidPublicKey] = await Promise.all([
      this.channels.setup(userId),
      this.vapid.publicKey(),
    ]);
    return {
      setup,
      vapidPublicKey,
      telegramAvailable: this.bot.configured,
      emailAvailable: this.email.configured,
    };
  }
}
