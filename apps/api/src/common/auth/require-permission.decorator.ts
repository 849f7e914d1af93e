import { SetMetadata } from '@nestjs/common';
import type { Permission } from '@overlay/domain';

export const REQUIRED_PERMISSION = 'requiredPermission';

/**
 * The permission (docs/product.md §6 via `can()`) a route needs; on a controller it covers every route.
 * Routes without it need only a signed-in user (or none, with `@Public()`).
 */
export const RequirePermission = (permission: Permission) => SetMetadata(REQUIRED_PERMISSION, permission);
