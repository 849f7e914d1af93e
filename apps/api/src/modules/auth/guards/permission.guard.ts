import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { USER_MESSAGES } from '@overlay/domain';
import type { AuthenticatedRequest } from '../../../common/auth/request-auth';
import { routeAccess } from '../../../common/auth/route-access';
import { accessVerdict } from '../application/access-verdict';

/**
 * Global guard (APP_GUARD, after SessionAuthGuard): a route with `@RequirePermission(p)` answers
 * 403 unless the signed-in user's role (read from the database this request, or a reused check
 * on a `@ReuseSessionCheck` route) may do `p`. The verdict is `accessVerdict`, the function the
 * opportunities fast path serves by.
 */
@Injectable()
export class PermissionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const rules = routeAccess(this.reflector, context.getHandler(), context.getClass());
    if (rules.permission === undefined) return true;
    const { auth } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const verdict = accessVerdict(auth ?? null, rules);
    if (verdict === 'signed_out') throw new UnauthorizedException(USER_MESSAGES.notSignedIn);
    if (verdict === 'forbidden') throw new ForbiddenException(USER_MESSAGES.forbidden);
    return true;
  }
}
