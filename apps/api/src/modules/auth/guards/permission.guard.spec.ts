import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { PERMISSIONS, PERMISSION_TABLE, USER_ROLES } from '@overlay/domain';
import type { Permission, UserRole } from '@overlay/domain';
import { REQUIRED_PERMISSION } from '../../../common/auth/require-permission.decorator';
import { PermissionGuard } from './permission.guard';

function contextFor(role: UserRole | null, permission?: Permission) {
  const handler = () => undefined;
  if (permission) Reflect.defineMetadata(REQUIRED_PERMISSION, permission, handler);
  const request = role ? { auth: { user: { role }, sessionId: 's' } } : {};
  return {
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => class {},
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

describe('Unit', () => {
  describe('PermissionGuard', () => {
    const guard = new PermissionGuard(new Reflector());

    describe('canActivate', () => {
      it('should let a route without a permission through', () => {
        expect(guard.canActivate(contextFor('member'))).toBe(true);
      });

      it.each(USER_ROLES.flatMap((role) => PERMISSIONS.map((permission) => [role, permission] as const)))(
        'should follow the permission table for %s → %s',
        (role, permission) => {
          const allowed = PERMISSION_TABLE[role].includes(permission);
          const check = () => guard.canActivate(contextFor(role, permission));
          if (allowed) expect(check()).toBe(true);
          else expect(check).toThrow(ForbiddenException);
        },
      );

      it('should answer 401 when no user was attached', () => {
        expect(() => guard.canActivate(contextFor(null, 'manage_users'))).toThrow(UnauthorizedException);
      });
    });
  });
});
