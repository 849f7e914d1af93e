import type { UserRole } from './user-role';

/** What a role may do (docs/product.md §6, docs/architecture.md §5). The server enforces it; the web only hides links. */
export const PERMISSIONS = [
  'view_opportunities',
  'manage_own_notifications',
  'refresh_data',
  'manage_promos',
  'manage_boosts',
  'use_live_tracker',
  'manage_users',
  'force_refresh',
  'manage_sources',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MEMBER: readonly Permission[] = [
  'view_opportunities',
  'manage_own_notifications',
  'refresh_data',
];
const PROMO_EDITOR: readonly Permission[] = [
  ...MEMBER,
  'manage_promos',
  'manage_boosts',
  'use_live_tracker',
];
const ADMIN: readonly Permission[] = PERMISSIONS;

export const PERMISSION_TABLE: Readonly<Record<UserRole, readonly Permission[]>> = {
  member: MEMBER,
  promo_editor: PROMO_EDITOR,
  admin: ADMIN,
};

export function can(role: UserRole, permission: Permission): boolean {
  return PERMISSION_TABLE[role].includes(permission);
}
