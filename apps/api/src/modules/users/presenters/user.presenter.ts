import type { AdminUserRow, CurrentUser, User } from '@overlay/domain';

/** `{user}` of the auth calls: no hash, no flags (docs/product.md §3 Current user). */
export function toCurrentUser(user: User): CurrentUser {
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

/** A row of `GET /api/admin/users`. */
export function toAdminUserRow(user: User): AdminUserRow {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    is_active: user.isActive,
    created_at: user.createdAt.toISOString(),
  };
}
