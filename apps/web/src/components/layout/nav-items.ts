import { can } from '@overlay/domain';
import type { Permission, UserRole } from '@overlay/domain';

export interface NavLinkItem {
  to: string;
  label: string;
  /** Who sees the link; everyone when absent. */
  permission?: Permission;
}

/** Spec §2 Navigation bar, in order. */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Dashboard' },
  { to: '/promo-manager', label: 'Promo Manager', permission: 'manage_promos' },
  {
    to: '/admin/live-tracker',
    label: 'Live Tracker',
    permission: 'use_live_tracker',
  },
  { to: '/admin', label: 'Admin Panel', permission: 'manage_users' },
];

export function navLinksFor(role: UserRole): NavLinkItem[] {
  return NAV_LINKS.filter(
    (link) => link.permission === undefined || can(role, link.permission),
  );
}

/** The link a path belongs to: the longest matching prefix, '/' only for itself. */
export function activeNavKey(pathname: string): string | undefined {
  if (pathname.startsWith('/admin/live')) return '/admin/live-tracker';
  const matches = NAV_LINKS.map((link) => link.to).filter((to) =>
    to === '/'
      ? pathname === '/'
      : pathname === to || pathname.startsWith(`${to}/`),
  );
  return matches.sort((a, b) => b.length - a.length)[0];
}
