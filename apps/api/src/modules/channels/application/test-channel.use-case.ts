import { Injectable } from '@nestjs/common';
import { testAlertMessage } from '@overlay/domain';
import type {
  AlertChannel,
  DeliveryOutcome,
  PersonalChannelKind,
} from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { EmailChannel } from '../delivery/email.channel';
import { PushChannel } from '../delivery/push.channel';
import { TelegramChannel } from '../delivery/telegram.channel';

/** Sends the user a test alert (reason 'test') through one channel and tells what happened. */
@Injectable()
export class TestChannelUseCase {
  private readonly byKind: Readonly<Record<PersonalChannelKind, AlertChannel>>;

  constructor(
    push: PushChannel,
    telegram: TelegramChannel,
    email: EmailChannel,
    private readonly clock: Clock,
  ) {
    this.byKind = { push, telegram, email };
  }

  execute(
    userId: string,
    kind: PersonalChannelKind,
    url: string,
  ): Promise<DeliveryOutcome> {
    return this.byKind[kind].deliver(
      testAlertMessage(userId, url, this.clock.now()),
    );
  }
}
