/** Roles of docs/product.md §1/§6, lowest first. */
export const USER_ROLES = ['member', 'promo_editor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

/** The user menu's role badge (docs/product.md §2 Navigation). */
export const ROLE_BADGE: Record<UserRole, string> = {
  admin: 'Admin',
  promo_editor: 'Editor',
  member: 'Member',
};

/** The signed-in user as the api returns it (`GET /api/auth/me`). */
export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
}

/** A row of the admin user list (docs/product.md §3 User). */
export interface AdminUserRow {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  is_active: boolean;
  created_at: string;
}
