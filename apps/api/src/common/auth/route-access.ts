import type { Reflector } from '@nestjs/core';
import type { Permission } from '@overlay/domain';
import { IS_PUBLIC } from './public.decorator';
import { REQUIRED_PERMISSION } from './require-permission.decorator';
import { SESSION_CHECK_REUSE_MS } from './reuse-session-check.decorator';

/** A route's access rules: `@Public()`, `@RequirePermission(p)`, `@ReuseSessionCheck(ms)`. */
export interface RouteAccess {
  isPublic: boolean;
  permission: Permission | undefined;
  /** How old a session check this route may reuse (ms); undefined: checked in the database each call. */
  reuseMs: number | undefined;
}

/**
 * A route's rules read from its handler, then its controller: the one way the session guard, the
 * permission guard and the opportunities fast path read them, so a rule added to a route holds
 * on every path that answers it.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Nest's Reflector reads metadata off handlers and classes as Function.
export function routeAccess(reflector: Reflector, handler: Function, controller: Function): RouteAccess {
  const targets = [handler, controller];
  return {
    isPublic: reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets) === true,
    permission: reflector.getAllAndOverride<Permission | undefined>(REQUIRED_PERMISSION, targets),
    reuseMs: reflector.getAllAndOverride<number | undefined>(SESSION_CHECK_REUSE_MS, targets),
  };
}
