import { Injectable } from '@nestjs/common';
import { AlertChannelError, AlertChannelsRepository } from '@overlay/domain';
import { EmailChannel } from '../delivery/email.channel';

/** The address alert mails go to (the DTO trimmed and lower-cased it). */
@Injectable()
export class SetEmailAddressUseCase {
  constructor(
    private readonly channels: AlertChannelsRepository,
    private readonly email: EmailChannel,
  ) {}

  async execute(userId: string, address: string): Promise<string> {
    if (!this.email.configured)
      throw new AlertChannelError('EMAIL_NOT_CONFIGURED');
    await this.channels.setEmailAddress(userId, address);
    return address;
  }
}
