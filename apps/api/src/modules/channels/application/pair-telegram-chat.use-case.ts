import { Injectable } from '@nestjs/common';
import { AlertChannelsRepository, TransactionRunner } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { ChannelFixed } from './channel-fixed';
import { PAIRING_CODE_PATTERN, pairingCodeHash } from './pairing-code';

/**
 * A chat sent the bot `/start <code>`: a live code pairs that chat with the code's user and is
 * used up, and the alerts held while the old chat refused go to the new one; an unknown, used
 * or expired code pairs nothing (null). The pairing and the release are one transaction.
 */
@Injectable()
export class PairTelegramChatUseCase {
  constructor(
    private readonly channels: AlertChannelsRepository,
    private readonly clock: Clock,
    private readonly fixed: ChannelFixed,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(code: string, chatId: string): Promise<string | null> {
    if (!PAIRING_CODE_PATTERN.test(code)) return null;
    return this.transactions.run(async (tx) => {
      const userId = await this.channels.pairTelegramChat(pairingCodeHash(code), chatId, this.clock.now(), tx);
      if (userId !== null) await this.fixed.released(userId, 'telegram', tx);
      return userId;
    });
  }
}
