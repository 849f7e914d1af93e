import { Injectable } from '@nestjs/common';
import { EventBus, SessionTokens, USER_EVENTS } from '@overlay/domain';
import { SessionIssuer } from './session-issuer';

/** How long a logout waits for every instance to drop the session from memory. */
export const LOGOUT_CONFIRM_MS = 1000;

/**
 * Sign-out: the session is deleted on the server, so the old cookie signs nobody in; the reply
 * waits (at most LOGOUT_CONFIRM_MS) until every instance listening on the database has dropped
 * its reused check of the session, so no request after the reply succeeds anywhere.
 */
@Injectable()
export class LogOutUseCase {
  constructor(
    private readonly sessions: SessionIssuer,
    private readonly events: EventBus,
    private readonly tokens: SessionTokens,
  ) {}

  async execute(presentedToken: string | undefined): Promise<void> {
    const id = this.tokens.idOf(presentedToken);
    const watch = id ? this.events.watchSessionEnd(id) : null;
    const ended = await this.sessions.end(presentedToken).catch((error: unknown) => {
      watch?.cancel();
      throw error;
    });
    if (!ended) {
      watch?.cancel();
      return;
    }
    this.events.publish(USER_EVENTS.sessionEnded, { userId: ended.userId, sessionId: ended.id });
    await watch?.seen(LOGOUT_CONFIRM_MS);
  }
}
