import { Injectable } from '@nestjs/common';
import {
  AlertChannelError,
  AlertChannelsRepository,
  CHANNEL_LIMITS,
} from '@overlay/domain';
import { randomBytes } from 'node:crypto';
import { Clock } from '../../../common/time/clock';
import { TelegramBotApi } from '../delivery/telegram-bot-api';
import { pairingCodeHash } from './pairing-code';

export interface TelegramPairing {
  /** `https://t.me/<bot>?start=<code>`: opening it sends the bot `/start <code>`. */
  readonly link: string;
  readonly expiresAt: Date;
}

/** A new one-time pairing link (an older unused one stops working). */
@Injectable()
export class StartTelegramPairingUseCase {
  constructor(
    private readonly channels: AlertChannelsRepository,
    private readonly bot: TelegramBotApi,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<TelegramPairing> {
    if (!this.bot.configured)
      throw new AlertChannelError('TELEGRAM_NOT_CONFIGURED');
    const botName = await this.bot.username();
    if (botName === null) throw new AlertChannelError('TELEGRAM_UNREACHABLE');
    // 128 random bits, base64url: within Telegram's start parameter alphabet and 64 characters.
    const code = randomBytes(16).toString('base64url');
    const expiresAt = new Date(
      this.clock.now().getTime() + CHANNEL_LIMITS.pairingCodeMinutes * 60_000,
    );
    await this.channels.savePairingCode(
      userId,
      pairingCodeHash(code),
      expiresAt,
    );
    return { link: `https://t.me/${botName}?start=${code}`, expiresAt };
  }
}
