import { Injectable } from '@nestjs/common';
import { AlertChannelsRepository } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { PAIRING_CODE_PATTERN, pairingCodeHash } from './pairing-code';

/**
 * A chat sent the bot `/start <code>`: a live code pairs that chat with the code's user and is
 * used up; an unknown, used or expired code pairs nothing (null).
 */
@Injectable()
export class PairTelegramChatUseCase {
  constructor(
    private readonly channels: AlertChannelsRepository,
    private readonly clock: Clock,
  ) {}

  async execute(code: string, chatId: string): Promise<string | null> {
    if (!PAIRING_CODE_PATTERN.test(code)) return null;
    return this.channels.pairTelegramChat(
      pairingCodeHash(code),
      chatId,
      this.clock.now(),
    );
  }
}
