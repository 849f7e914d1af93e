/** User roles (spec §1, §6). */
export const ROLES = ['member', 'promo_editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** What a role may do; enforced by the api on every call and used by the web to show links (DESIGN §5). */
export const PERMISSIONS = [
  'view_opportunities',
  'manage_own_notifications',
  'manage_promos',
  'manage_boosts',
  'use_live_tracker',
  'manage_users',
  'force_refresh',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MEMBER: readonly Permission[] = ['view_opportunities', 'manage_own_notifications'];
const EDITOR: readonly Permission[] = [...MEMBER, 'manage_promos', 'manage_boosts', 'use_live_tracker'];
const ADMIN: readonly Permission[] = [...EDITOR, 'manage_users', 'force_refresh'];

/** The permission table of spec §6: each role has the rights of the one before it plus its own. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  member: MEMBER,
  promo_editor: EDITOR,
  admin: ADMIN,
};

export function hasPermission(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && ROLE_PERMISSIONS[role].includes(permission);
}

/** Role badge of the user menu: Admin, Editor or Member. */
export function roleBadgeLabel(role: Role): 'Admin' | 'Editor' | 'Member' {
  if (role === 'admin') return 'Admin';
  if (role === 'promo_editor') return 'Editor';
  return 'Member';
}

/** The signed-in user as the web sees it (spec §3 "Current user"). */
export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/** A user as the admin list shows it (camelCase; is_active / created_at on the wire). */
export interface User {
  id: string;
  email: string;
  name: string;
  role: Role;
  isActive: boolean;
  /** ISO-8601 UTC. */
  createdAt: string;
}

/** Navigation links and who sees them (spec §2 "Navigation bar"). */
export const NAV_LINKS: readonly { path: string; label: string; permission: Permission }[] = [
  { path: '/', label: 'Dashboard', permission: 'view_opportunities' },
  { path: '/promo-manager', label: 'Promo Manager', permission: 'manage_promos' },
  { path: '/admin/live-tracker', label: 'Live Tracker', permission: 'use_live_tracker' },
  { path: '/admin', label: 'Admin Panel', permission: 'manage_users' },
];
