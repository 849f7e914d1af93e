import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { can, USER_MESSAGES } from '@overlay/domain';
import type { Permission } from '@overlay/domain';
import { REQUIRED_PERMISSION } from '../../../common/auth/require-permission.decorator';
import type { AuthenticatedRequest } from '../../../common/auth/request-auth';

/**
 * Global guard (APP_GUARD, after SessionAuthGuard): a route with `@RequirePermission(p)` answers
 * 403 unless the signed-in user's role (read from the database this request) may do `p`.
 */
@Injectable()
export class PermissionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const permission = this.reflector.getAllAndOverride<Permission | undefined>(REQUIRED_PERMISSION, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!permission) return true;
    const { auth } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!auth) throw new UnauthorizedException(USER_MESSAGES.notSignedIn);
    if (!can(auth.user.role, permission)) throw new ForbiddenException(USER_MESSAGES.forbidden);
    return true;
  }
}
