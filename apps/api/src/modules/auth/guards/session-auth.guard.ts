import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { USER_MESSAGES } from '@overlay/domain';
import type { Response } from 'express';
import { IS_PUBLIC } from '../../../common/auth/public.decorator';
import { SESSION_CHECK_REUSE_MS } from '../../../common/auth/reuse-session-check.decorator';
import type { AuthenticatedRequest } from '../../../common/auth/request-auth';
import { clearSessionCookie, sessionTokenOf } from '../../../common/auth/session-cookie';
import { AuthenticateSessionUseCase } from '../application/authenticate-session.use-case';

/**
 * Global guard (APP_GUARD): every route needs a signed-in user unless marked `@Public()`.
 * The session and the user are loaded from PostgreSQL on each request (a route marked
 * `@ReuseSessionCheck(ms)` may reuse a check that recent).
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticate: AuthenticateSessionUseCase,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = sessionTokenOf(request);
    const reuseMs = this.reflector.getAllAndOverride<number | undefined>(SESSION_CHECK_REUSE_MS, [
      context.getHandler(),
      context.getClass(),
    ]);
    const auth = reuseMs
      ? await this.authenticate.executeReusing(token, reuseMs)
      : await this.authenticate.execute(token);
    if (!auth) {
      // A dead cookie is dropped, so the browser stops sending it.
      if (token !== undefined) clearSessionCookie(context.switchToHttp().getResponse<Response>(), request);
      throw new UnauthorizedException(USER_MESSAGES.notSignedIn);
    }
    request.auth = auth;
    return true;
  }
}
