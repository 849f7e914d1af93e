import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { USER_MESSAGES } from '@overlay/domain';
import type { Response } from 'express';
import type { AuthenticatedRequest, RequestAuth } from '../../../common/auth/request-auth';
import { routeAccess } from '../../../common/auth/route-access';
import { clearSessionCookie, sessionTokenOf } from '../../../common/auth/session-cookie';
import { SessionCookieStrategy } from '../strategies/session-cookie.strategy';
import type { SessionCheckOptions } from '../strategies/session-cookie.strategy';

/**
 * Global guard (APP_GUARD): every route needs a signed-in user unless marked `@Public()`. Passport's
 * `AuthGuard` over the session-cookie strategy (this app's own, by name) puts the check on
 * `request.auth`; a missing or dead session answers 401 and drops the cookie.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  private readonly passport: CanActivate;

  constructor(
    private readonly reflector: Reflector,
    strategy: SessionCookieStrategy,
  ) {
    class ViaPassport extends AuthGuard(strategy.name) {
      override getAuthenticateOptions(context: ExecutionContext): SessionCheckOptions & { property: string } {
        const { reuseMs } = routeAccess(reflector, context.getHandler(), context.getClass());
        return { property: 'auth', reuseMs };
      }

      override handleRequest<T = RequestAuth>(error: unknown, auth: T | false | null, _info: unknown, context: ExecutionContext): T {
        if (error) throw error;
        if (auth) return auth;
        const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
        // A dead cookie is dropped, so the browser stops sending it.
        if (sessionTokenOf(request) !== undefined) clearSessionCookie(context.switchToHttp().getResponse<Response>(), request);
        throw new UnauthorizedException(USER_MESSAGES.notSignedIn);
      }
    }
    this.passport = new ViaPassport();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    if (routeAccess(this.reflector, context.getHandler(), context.getClass()).isPublic) return true;
    return (await this.passport.canActivate(context)) as boolean;
  }
}
