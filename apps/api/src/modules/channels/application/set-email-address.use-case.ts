import { Injectable } from '@nestjs/common';
import { AlertChannelError, AlertChannelsRepository, TransactionRunner } from '@overlay/domain';
import { EmailChannel } from '../delivery/email.channel';
import { ChannelFixed } from './channel-fixed';

/** The address alert mails go to (the DTO trimmed and lower-cased it); a new one is a fix of a refused one. */
@Injectable()
export class SetEmailAddressUseCase {
  constructor(
    private readonly channels: AlertChannelsRepository,
    private readonly email: EmailChannel,
    private readonly fixed: ChannelFixed,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(userId: string, address: string): Promise<string> {
    if (!this.email.configured)
      throw new AlertChannelError('EMAIL_NOT_CONFIGURED');
    await this.transactions.run(async (tx) => {
      await this.channels.setEmailAddress(userId, address, tx);
      await this.fixed.released(userId, 'email', tx);
    });
    return address;
  }
}
