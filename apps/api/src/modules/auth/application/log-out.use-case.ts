import { Injectable } from '@nestjs/common';
import { AlertChannelsRepository, EventBus, SessionTokens, TransactionRunner, USER_EVENTS } from '@overlay/domain';
import { SessionIssuer } from './session-issuer';

/** How long a logout waits for every instance to drop the session from memory. */
const LOGOUT_CONFIRM_MS = 1000;

/**
 * Sign-out: the session is deleted on the server, so the old cookie signs nobody in; the reply
 * waits (at most LOGOUT_CONFIRM_MS) until every instance listening on the database has dropped
 * its reused check of the session, so no request after the reply succeeds anywhere. This
 * browser's push endpoint, when named, is released with it: an endpoint belongs to one user
 * until its owner releases it (docs/product.md, "Alert channels"), and signing out on that
 * browser does, so the next account signed in there may take it and no alert of the last one
 * reaches it. The session, the release and the event are stored in one transaction.
 */
@Injectable()
export class LogOutUseCase {
  constructor(
    private readonly sessions: SessionIssuer,
    private readonly events: EventBus,
    private readonly tokens: SessionTokens,
    private readonly channels: AlertChannelsRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(presentedToken: string | undefined, pushEndpoint?: string): Promise<void> {
    const id = this.tokens.idOf(presentedToken);
    const watch = id ? this.events.watchSessionEnd(id) : null;
    const ended = await this.transactions
      .run(async (tx) => {
        const session = await this.sessions.end(presentedToken, tx);
        if (!session) return null;
        if (pushEndpoint !== undefined) await this.channels.releasePushEndpoint(session.userId, pushEndpoint, tx);
        await this.events.publishWithin(tx, USER_EVENTS.sessionEnded, { userId: session.userId, sessionId: session.id });
        return session;
      })
      .catch((error: unknown) => {
        watch?.cancel();
        throw error;
      });
    if (!ended) {
      watch?.cancel();
      return;
    }
    await watch?.seen(LOGOUT_CONFIRM_MS);
  }
}
