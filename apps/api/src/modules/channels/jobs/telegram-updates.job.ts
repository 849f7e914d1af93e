import { Injectable, Logger } from '@nestjs/common';
import { ScheduledTimers } from '../../../common/schedule/scheduled-timers';
import { TIMERS } from '../../../common/schedule/timers';
import { RunWhileLeading } from '../../leader';
import type { WhileLeading } from '../../leader';
import { PairTelegramChatUseCase } from '../application/pair-telegram-chat.use-case';
import { TelegramBotApi } from '../delivery/telegram-bot-api';

interface Update {
  update_id: number;
  message?: { chat?: { id?: number | string }; text?: string };
}

const POLL_MS = 3000;
const START = /^\/start(?:@\w+)?(?:\s+(\S+))?\s*$/;

export const PAIRED_REPLY =
  'Paired: your Overlay alerts will arrive in this chat.';
export const REFUSED_REPLY =
  'That pairing link is not valid or has expired. Open Settings → Alert channels in Overlay for a new one.';
const HELLO_REPLY =
  'To get Overlay alerts here, open the pairing link from Settings → Alert channels.';

/**
 * On the leader (with JOBS_ENABLED and a bot token), so one instance reads each update: reads
 * what chats send the bot (getUpdates, polled every 3 s) and pairs a chat that sends
 * `/start <code>` with the code's user (docs/product.md, "Alert channels"). A refused code gets
 * a reply saying so and pairs nothing.
 */
@Injectable()
@RunWhileLeading()
export class TelegramUpdatesJob implements WhileLeading {
  private readonly logger = new Logger('TelegramUpdates');
  private offset = 0;
  private polling: Promise<void> | null = null;

  constructor(
    private readonly bot: TelegramBotApi,
    private readonly pairChat: PairTelegramChatUseCase,
    private readonly timers: ScheduledTimers,
  ) {}

  /** Only with a bot token: without one there is nothing to read. */
  startLeading(): void {
    if (!this.bot.configured) return;
    this.timers.every(TIMERS.telegramUpdates, POLL_MS, () => this.pollOnce());
  }

  async stopLeading(): Promise<void> {
    this.timers.stop(TIMERS.telegramUpdates);
    await this.polling;
  }

  /** One read of the pending updates; a read still under way is joined, never run twice. */
  pollOnce(): Promise<void> {
    this.polling ??= this.poll().finally(() => {
      this.polling = null;
    });
    return this.polling;
  }

  private async poll(): Promise<void> {
    const answer = await this.bot.call<Update[]>('getUpdates', {
      offset: this.offset,
      timeout: 0,
      allowed_updates: ['message'],
    });
    if (!answer.ok) {
      this.logger.warn(`getUpdates failed (status ${answer.status})`);
      return;
    }
    for (const update of answer.result) {
      this.offset = Math.max(this.offset, update.update_id + 1);
      await this.handle(update);
    }
  }

  private async handle(update: Update): Promise<void> {
    const chatId = update.message?.chat?.id;
    const match = START.exec(update.message?.text?.trim() ?? '');
    if (chatId === undefined || !match) return;
    const code = match[1];
    const reply =
      code === undefined
        ? HELLO_REPLY
        : (await this.pairChat.execute(code, String(chatId)))
          ? PAIRED_REPLY
          : REFUSED_REPLY;
    await this.bot.call('sendMessage', { chat_id: chatId, text: reply });
  }
}
