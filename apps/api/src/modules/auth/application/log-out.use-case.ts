import { Injectable } from '@nestjs/common';
import { EventBus, USER_EVENTS } from '@overlay/domain';
import { SessionIssuer } from './session-issuer';

/** Sign-out: the session is deleted on the server, so the old cookie signs nobody in. */
@Injectable()
export class LogOutUseCase {
  constructor(
    private readonly sessions: SessionIssuer,
    private readonly events: EventBus,
  ) {}

  async execute(presentedToken: string | undefined): Promise<void> {
    const ended = await this.sessions.end(presentedToken);
    if (ended) {
      this.events.publish(USER_EVENTS.sessionEnded, { userId: ended.userId, sessionId: ended.id });
    }
  }
}
