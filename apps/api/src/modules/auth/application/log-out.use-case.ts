import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { USER_EVENTS } from '@overlay/domain';
import type { UserSessionEndedEvent } from '@overlay/domain';
import { SessionIssuer } from './session-issuer';

/** Sign-out: the session is deleted on the server, so the old cookie signs nobody in. */
@Injectable()
export class LogOutUseCase {
  constructor(
    private readonly sessions: SessionIssuer,
    private readonly events: EventEmitter2,
  ) {}

  async execute(presentedToken: string | undefined): Promise<void> {
    const ended = await this.sessions.end(presentedToken);
    if (ended) {
      this.events.emit(USER_EVENTS.sessionEnded, {
        userId: ended.userId,
        sessionId: ended.id,
      } satisfies UserSessionEndedEvent);
    }
  }
}
