import type { UserRole } from '@overlay/domain';

/** `PATCH /api/admin/users/:userId` takes {role} or {is_active} (docs/product.md §7). */
export type AdminUserChange = { role: UserRole } | { is_active: boolean };
