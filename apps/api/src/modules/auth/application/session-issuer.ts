import { Injectable } from '@nestjs/common';
import { SESSION_POLICY, SessionRepository, SessionTokens } from '@overlay/domain';
import type { Transaction } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import type { ClientInfo } from '../../../common/auth/request-auth';

/**
 * Starts sessions. Every sign-in gets a fresh random token (session rotation): the session of
 * any cookie presented with the sign-in is deleted first, so a token planted before login
 * (session fixation) is worthless after it.
 */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
    private readonly tokens: SessionTokens,
  ) {}

  /** Returns the cookie token of the new session. */
  async start(userId: string, client: ClientInfo, presentedToken: string | undefined): Promise<string> {
    await this.end(presentedToken);
    const { token, id } = this.tokens.issue();
    const now = this.clock.now();
    await this.sessions.create({
      id,
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_POLICY.absoluteTtlMs),
      userAgent: client.userAgent,
      ip: client.ip,
    });
    return token;
  }

  /** Deletes the session of `token`, if any (within `tx` when given); returns what was deleted. */
  async end(token: string | undefined, tx?: Transaction) {
    const id = this.tokens.idOf(token);
    return id ? this.sessions.delete(id, tx) : null;
  }
}
