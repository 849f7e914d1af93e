import { can } from '@overlay/domain';
import type { Permission, UserRole } from '@overlay/domain';

/**
 * Every screen of docs/product.md §2 in one table: its route pattern, a typed href builder, who may open it,
 * and its navigation label. The router, the navigation bar and links all read this table, so a
 * new screen is one entry here plus one route component in `routes/`.
 */
interface ScreenDef<Params extends unknown[] = []> {
  /** React Router pattern. */
  path: string;
  /** Further patterns showing the same screen. */
  aliases?: readonly string[];
  href: (...params: Params) => string;
  access: 'public' | 'protected';
  /** Who may open it and sees its link; everyone signed in when absent. */
  permission?: Permission;
  /** Label in the navigation bar (docs/product.md §2 order = table order); absent = no link. */
  navLabel?: string;
  /** Screen whose navigation link is marked active while this one is shown. */
  navParent?: string;
}

const fixed = (path: string) => (): string => path;

export const paths = {
  login: {
    path: '/login',
    // `next`: the address to return to after sign-in (lib/return-path.ts).
    href: (next = '') => (next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login'),
    access: 'public',
  } as ScreenDef<[next?: string]>,
  signup: { path: '/signup', href: fixed('/signup'), access: 'public' },
  dashboard: {
    path: '/',
    aliases: ['/dashboard'],
    href: (search = '') => (search ? `/?${search}` : '/'),
    access: 'protected',
    navLabel: 'Dashboard',
  } as ScreenDef<[search?: string]>,
  bets: {
    path: '/bets',
    href: (search = '') => (search ? `/bets?${search}` : '/bets'),
    access: 'protected',
    navLabel: 'Bet Log',
  } as ScreenDef<[search?: string]>,
  alerts: {
    path: '/alerts',
    // `tab`: rules (the default), channels or history.
    href: (tab = '') => (tab ? `/alerts?tab=${tab}` : '/alerts'),
    access: 'protected',
    navLabel: 'Alerts',
  } as ScreenDef<[tab?: string]>,
  promoManager: {
    path: '/promo-manager',
    href: fixed('/promo-manager'),
    access: 'protected',
    permission: 'manage_promos',
    navLabel: 'Promo Manager',
  },
  liveTracker: {
    path: '/admin/live-tracker',
    href: fixed('/admin/live-tracker'),
    access: 'protected',
    permission: 'use_live_tracker',
    navLabel: 'Live Tracker',
  },
  adminUsers: {
    path: '/admin',
    href: fixed('/admin'),
    access: 'protected',
    permission: 'manage_users',
    navLabel: 'Admin Panel',
  },
  liveRace: {
    path: '/admin/live/:extRaceId',
    href: (extRaceId: string) => `/admin/live/${encodeURIComponent(extRaceId)}`,
    access: 'protected',
    permission: 'use_live_tracker',
    navParent: 'liveTracker',
  } as ScreenDef<[extRaceId: string]>,
  betBoosts: {
    path: '/bet-boosts',
    href: fixed('/bet-boosts'),
    access: 'protected',
    permission: 'manage_boosts',
    navParent: 'promoManager',
  },
  fixedBoosts: {
    path: '/fixed-boosts',
    href: fixed('/fixed-boosts'),
    access: 'protected',
    permission: 'manage_boosts',
    navParent: 'promoManager',
  },
  promos: {
    path: '/promos',
    href: fixed('/promos'),
    access: 'protected',
    permission: 'manage_promos',
    navParent: 'promoManager',
  },
  notificationSettings: {
    path: '/settings/notifications',
    href: fixed('/settings/notifications'),
    access: 'protected',
  },
} as const satisfies Record<string, ScreenDef<never[]>>;

export type ScreenId = keyof typeof paths;
export type Screen = (typeof paths)[ScreenId] & ScreenDef<never[]>;

export const SCREEN_IDS = Object.keys(paths) as ScreenId[];

export function screen(id: ScreenId): Screen {
  return paths[id] as Screen;
}

export interface NavLinkItem {
  id: ScreenId;
  to: string;
  label: string;
  permission?: Permission;
}

/** docs/product.md §2 Navigation bar: the screens with a label, in table order. */
const NAV_LINKS: readonly NavLinkItem[] = SCREEN_IDS.flatMap((id) => {
  const s = screen(id);
  return s.navLabel === undefined
    ? []
    : [{ id, to: s.path, label: s.navLabel, permission: s.permission }];
});

export function navLinksFor(role: UserRole): NavLinkItem[] {
  return NAV_LINKS.filter(
    (link) => link.permission === undefined || can(role, link.permission),
  );
}

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return pathname === '/';
  return (
    want.length === got.length &&
    want.every((part, i) => part.startsWith(':') || part === got[i])
  );
}

/** The screen shown at a path, or undefined (404). */
function screenAt(pathname: string): ScreenId | undefined {
  return SCREEN_IDS.find((id) => {
    const s = screen(id);
    return [s.path, ...(s.aliases ?? [])].some((p) => matches(p, pathname));
  });
}

/** The navigation link to mark for a path: the screen's own link, else its navParent's. */
export function activeNavKey(pathname: string): string | undefined {
  const id = screenAt(pathname);
  if (id === undefined) return undefined;
  const s = screen(id);
  if (s.navLabel !== undefined) return s.path;
  return s.navParent === undefined
    ? undefined
    : screen(s.navParent as ScreenId).path;
}
