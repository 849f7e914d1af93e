import { Injectable } from '@nestjs/common';
import { SessionRepository, sessionExpiry, sessionNeedsTouch } from '@overlay/domain';
import { sessionIdFromToken } from '@overlay/infrastructure';
import type { RequestAuth } from '../../../common/auth/request-auth';
import { Clock } from '../../../common/time/clock';

/**
 * Who a cookie token signs in, read from the database on every request: the user's role and
 * active flag are never cached, so a demotion or deactivation counts from the next call.
 */
@Injectable()
export class AuthenticateSessionUseCase {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  async execute(token: string | undefined): Promise<RequestAuth | null> {
    const id = sessionIdFromToken(token);
    if (!id) return null;
    const found = await this.sessions.findWithUser(id);
    if (!found) return null;
    const now = this.clock.now();
    if (sessionExpiry(found.session, now) !== null) {
      await this.sessions.delete(id);
      return null;
    }
    if (!found.user.isActive) {
      // Deactivation deletes sessions already; this covers a flag flipped outside the api.
      await this.sessions.deleteAllForUser(found.user.id);
      return null;
    }
    if (sessionNeedsTouch(found.session, now)) await this.sessions.touch(id, now);
    return { user: found.user, sessionId: id };
  }
}
