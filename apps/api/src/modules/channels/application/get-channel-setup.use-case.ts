import { Injectable } from '@nestjs/common';
import { AlertChannelsRepository, AlertDeliveryRepository } from '@overlay/domain';
import type { AlertChannelKind, ChannelSetup } from '@overlay/domain';
import { EmailChannel } from '../delivery/email.channel';
import { TelegramBotApi } from '../delivery/telegram-bot-api';
import { VapidKeys } from '../delivery/vapid-keys';

export interface ChannelSetupView {
  readonly setup: ChannelSetup;
  /** The key browsers subscribe with (applicationServerKey); the private half stays on the server. */
  readonly vapidPublicKey: string;
  readonly telegramAvailable: boolean;
  readonly emailAvailable: boolean;
  /** The channels that refused for good, with why (docs/product.md §10, "Delivery"). */
  readonly attention: Partial<Record<AlertChannelKind, string>>;
}

/** What the user has set up, and which channels the server offers at all. */
@Injectable()
export class GetChannelSetupUseCase {
  constructor(
    private readonly channels: AlertChannelsRepository,
    private readonly vapid: VapidKeys,
    private readonly bot: TelegramBotApi,
    private readonly email: EmailChannel,
    private readonly deliveries: AlertDeliveryRepository,
  ) {}

  async execute(userId: string): Promise<ChannelSetupView> {
    const [setup, vapidPublicKey, attention] = await Promise.all([
      this.channels.setup(userId),
      this.vapid.publicKey(),
      this.deliveries.attention(userId),
    ]);
    return {
      setup,
      vapidPublicKey,
      telegramAvailable: this.bot.configured,
      emailAvailable: this.email.configured,
      attention,
    };
  }
}
