import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { User } from '@overlay/domain';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { clientInfo } from '../../../common/auth/request-auth';
import { sessionTokenOf } from '../../../common/auth/session-cookie';
import { LogInUseCase } from '../application/log-in.use-case';

/** Who signed in, and the cookie token of their new session. */
export interface SignedIn {
  user: User;
  token: string;
}

let strategies = 0;

/** passport-local, named once per app instance (passport's registry is process-wide). */
type LocalOptions = { usernameField: string; passwordField: string; session: false; passReqToCallback: true };
type LocalVerify = (request: Request, email: string, password: string, done: (error: unknown, user?: Express.User | false) => void) => void;

class EmailPasswordStrategy extends Strategy {
  constructor(options: LocalOptions, verify: LocalVerify) {
    super(options, verify);
    strategies += 1;
    this.name = `local-${strategies}`;
  }
}

/**
 * Sign-in with email and password (`POST /api/auth/login`) through passport-local. It calls the
 * log-in use case, so the throttle (reserved before any password is verified), the same answer
 * for a wrong password and an unknown email, argon2id and the password-work gate stay as they are;
 * its errors (401, 403, 429, 503) go through the exception filter unchanged.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(EmailPasswordStrategy) {
  constructor(private readonly logIn: LogInUseCase) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false });
  }

  validate(request: Request, email: string, password: string): Promise<SignedIn> {
    return this.logIn.execute({ email, password, client: clientInfo(request), presentedToken: sessionTokenOf(request) });
  }
}
