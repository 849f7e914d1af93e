import type { AdminUserRow, UserRole } from '@overlay/domain';

/** `PATCH /api/admin/users/:userId` takes {role} or {is_active} (docs/product.md §7). */
export type AdminUserChange = { role: UserRole } | { is_active: boolean };

/** `GET /api/admin/users` (docs/product.md §7). */
export interface AdminUsersResponse {
  users: AdminUserRow[];
}

/** `PATCH /api/admin/users/:userId`: the user after the change. */
export interface AdminUserResponse {
  user: AdminUserRow;
}
