import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-strategy';
import type { RequestAuth } from '../../../common/auth/request-auth';
import { sessionTokenOf } from '../../../common/auth/session-cookie';
import { AuthenticateSessionUseCase } from '../application/authenticate-session.use-case';

/** What the guard passes for a route: reuse a session check this recent (`@ReuseSessionCheck`). */
export interface SessionCheckOptions {
  reuseMs?: number;
}

type Verify = (request: Request, options: SessionCheckOptions, done: (error: Error | null, auth?: RequestAuth | null) => void) => void;

let strategies = 0;

/**
 * A passport strategy over the whole request: `validate(request, options)` decides. Passport keeps
 * strategies by name in one process-wide registry, so each instance gets its own name (tests boot
 * several apps in one process; each must check sessions with its own use case).
 */
class CookieSessionStrategy extends Strategy {
  name: string;

  constructor(private readonly verify: Verify) {
    super();
    strategies += 1;
    this.name = `session-cookie-${strategies}`;
  }

  override authenticate(request: Request, options?: SessionCheckOptions): void {
    this.verify(request, options ?? {}, (error, auth) => {
      if (error) this.error(error);
      else if (auth) this.success(auth);
      else this.fail(401);
    });
  }
}

/**
 * Who the `overlay_session` cookie signs in (`AuthenticateSessionUseCase`: the session row and the
 * user's role and active flag, read from PostgreSQL; a route marked `@ReuseSessionCheck(ms)` may
 * reuse a check that recent, the same memory the opportunities fast path authorises from).
 */
@Injectable()
export class SessionCookieStrategy extends PassportStrategy(CookieSessionStrategy) {
  constructor(private readonly sessions: AuthenticateSessionUseCase) {
    super();
  }

  validate(request: Request, { reuseMs }: SessionCheckOptions): Promise<RequestAuth | null> {
    const token = sessionTokenOf(request);
    return reuseMs ? this.sessions.executeReusing(token, reuseMs) : this.sessions.execute(token);
  }
}
