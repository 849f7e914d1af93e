import { Injectable } from '@nestjs/common';
import {
  AlertChannelsRepository,
  alertLines,
  alertTitle,
} from '@overlay/domain';
import type {
  AlertChannel,
  AlertMessage,
  DeliveryOutcome,
} from '@overlay/domain';
import { DELIVERED, NOT_CONFIGURED, failed } from './delivery-outcomes';
import { TelegramBotApi } from './telegram-bot-api';

/** The alert as one plain-text Telegram message: race, runner, book, price, fair price, EV, stake, link. */
function telegramText(message: AlertMessage): string {
  return [alertTitle(message), ...alertLines(message), message.url].join('\n');
}

/** Telegram to the chat the user paired (docs/product.md, "Alert channels"). */
@Injectable()
export class TelegramChannel implements AlertChannel {
  readonly kind = 'telegram' as const;

  constructor(
    private readonly channels: AlertChannelsRepository,
    private readonly bot: TelegramBotApi,
  ) {}

  async deliver(message: AlertMessage): Promise<DeliveryOutcome> {
    if (!this.bot.configured) return NOT_CONFIGURED;
    const chatId = await this.channels.telegramChat(message.userId);
    if (chatId === null) return NOT_CONFIGURED;
    const answer = await this.bot.call('sendMessage', {
      chat_id: chatId,
      text: telegramText(message),
      link_preview_options: { is_disabled: true },
    });
    if (answer.ok) return DELIVERED;
    if (answer.status === 0) return failed('Telegram unreachable', true);
    if (answer.status === 429)
      return failed(`Telegram asked to wait ${answer.retryAfter ?? 1} s`, true);
    // 403: the user blocked the bot; 400: the chat is gone. Sending again will not help.
    return failed(`Telegram answered ${answer.status}`, answer.status >= 500);
  }
}
