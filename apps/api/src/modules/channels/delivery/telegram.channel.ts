import { Injectable } from '@nestjs/common';
import {
  AlertChannelsRepository,
  alertHistoryUrl,
  alertLines,
  alertTitle,
  digestLines,
  digestTitle,
  ReadAhead,
} from '@overlay/domain';
import type {
  AlertChannel,
  AlertDelivery,
  DeliveryOutcome,
} from '@overlay/domain';
import { DELIVERED, NOT_CONFIGURED, failed } from './delivery-outcomes';
import { TelegramBotApi } from './telegram-bot-api';

/** Telegram refuses longer messages. */
const TELEGRAM_MAX_CHARS = 4096;

/**
 * The delivery as one plain-text message: an alert's race, runner, book, price, fair price, EV,
 * stake, start and link; or a digest's count and one line per alert (docs/product.md §10).
 */
function telegramText({ alerts, nowMs }: AlertDelivery): string {
  const [first] = alerts;
  const text =
    alerts.length === 1
      ? [alertTitle(first), ...alertLines(first, nowMs), first.url].join('\n')
      : [`${digestTitle(alerts.length)}:`, ...digestLines(alerts, nowMs, true), alertHistoryUrl(first)].join('\n');
  return text.length <= TELEGRAM_MAX_CHARS ? text : `${text.slice(0, TELEGRAM_MAX_CHARS - 1)}…`;
}

/**
 * What Telegram's refusal means: 403 (the user blocked the bot, or the chat is deactivated) and
 * 400 "chat not found" will not change until the user acts: the channel needs their attention.
 */
function refusal(status: number, description: string): string | null {
  if (status === 403) return 'Telegram refused (403): the chat blocked the bot. Unblock it or pair Telegram again.';
  if (status === 400 && /chat not found/i.test(description)) return 'Telegram refused (400): the chat no longer exists. Pair Telegram again.';
  return null;
}

/** Telegram to the chat the user paired (docs/product.md, "Alert channels"). */
@Injectable()
export class TelegramChannel implements AlertChannel {
  readonly kind = 'telegram' as const;
  private readonly chats: ReadAhead<string | null>;

  constructor(
    channels: AlertChannelsRepository,
    private readonly bot: TelegramBotApi,
  ) {
    this.chats = new ReadAhead((ids) => channels.telegramChats(ids), (id) => channels.telegramChat(id), null);
  }

  readAhead(userIds: readonly string[], nowMs: number): Promise<void> {
    return this.chats.read(userIds, nowMs);
  }

  get available(): boolean {
    return this.bot.configured;
  }

  async deliver(delivery: AlertDelivery): Promise<DeliveryOutcome> {
    if (!this.bot.configured) return NOT_CONFIGURED;
    const chatId = await this.chats.get(delivery.userId, delivery.nowMs);
    if (chatId === null) return NOT_CONFIGURED;
    const answer = await this.bot.call(
      'sendMessage',
      {
        chat_id: chatId,
        text: telegramText(delivery),
        link_preview_options: { is_disabled: true },
      },
      { waitOnRateLimit: false },
    );
    if (answer.ok) return DELIVERED;
    if (answer.status === 0) return failed('Telegram unreachable', true);
    if (answer.status === 429) {
      const seconds = answer.retryAfter ?? 1;
      return { ...failed(`Telegram asked to wait ${seconds} s`, true), retryAfterMs: seconds * 1000 };
    }
    const refused = refusal(answer.status, answer.description);
    if (refused !== null) return { ...failed(refused, false), refused: true };
    return failed(`Telegram answered ${answer.status}`, answer.status >= 500);
  }
}
