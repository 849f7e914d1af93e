import { Module } from '@nestjs/common';
import { LeaderModule } from '../leader';
import { ChannelFixed } from './application/channel-fixed';
import { GetChannelSetupUseCase } from './application/get-channel-setup.use-case';
import { PairTelegramChatUseCase } from './application/pair-telegram-chat.use-case';
import { RemoveChannelUseCase } from './application/remove-channel.use-case';
import { SavePushSubscriptionUseCase } from './application/save-push-subscription.use-case';
import { SetEmailAddressUseCase } from './application/set-email-address.use-case';
import { StartTelegramPairingUseCase } from './application/start-telegram-pairing.use-case';
import { TestChannelUseCase } from './application/test-channel.use-case';
import { ChannelsController } from './channels.controller';
import { EmailChannel } from './delivery/email.channel';
import { PushChannel } from './delivery/push.channel';
import { TelegramBotApi } from './delivery/telegram-bot-api';
import { TelegramChannel } from './delivery/telegram.channel';
import { VapidKeys } from './delivery/vapid-keys';
import { TelegramUpdatesJob } from './jobs/telegram-updates.job';

/**
 * Each user's own alert channels: web push, Telegram and email (docs/product.md, "Alert
 * channels"). Exports the three `AlertChannel`s; the alerts module delivers through them.
 */
@Module({
  imports: [LeaderModule],
  controllers: [ChannelsController],
  providers: [
    VapidKeys,
    TelegramBotApi,
    PushChannel,
    TelegramChannel,
    EmailChannel,
    GetChannelSetupUseCase,
    SavePushSubscriptionUseCase,
    StartTelegramPairingUseCase,
    PairTelegramChatUseCase,
    SetEmailAddressUseCase,
    RemoveChannelUseCase,
    TestChannelUseCase,
    ChannelFixed,
    TelegramUpdatesJob,
  ],
  exports: [PushChannel, TelegramChannel, EmailChannel, TestChannelUseCase],
})
export class ChannelsModule {}
