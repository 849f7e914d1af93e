import { paths } from '../config/paths';

const BASE = 'http://overlay.invalid';

/**
 * Where sign-in (or sign-up) returns to (docs/product.md §2): the address that asked for it,
 * carried as `?next=` on /login, when it is a path of this site; anything else (another
 * origin, `//host`, a scheme, the sign-in pages themselves) returns to the dashboard, so the
 * link cannot send a user off the site.
 */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return paths.dashboard.href();
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return paths.dashboard.href();
  }
  if (url.origin !== BASE || url.pathname === paths.login.path || url.pathname === paths.signup.path) return paths.dashboard.href();
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `?next=` to carry from one sign-in page to the other (empty when there is none). */
export function nextQuery(search: string): string {
  const next = returnPath(search);
  return next === paths.dashboard.href() ? '' : `?next=${encodeURIComponent(next)}`;
}
