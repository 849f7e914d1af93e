/**
 * The api's sign of a session cookie (docs/architecture.md §5: `overlay_signed_in=1`, readable by
 * scripts, set and cleared beside the httpOnly session cookie and on each page load). Without it
 * there is no session to check: the boot asks nothing and shows the sign-in screen, instead of a
 * session call and a data call that answer 401 (two errors in the console). With it,
 * the session call still decides (the session may have ended on the server).
 */
const SESSION_HINT_COOKIE = 'overlay_signed_in';

export function hasSessionHint(cookie: string): boolean {
  return cookie
    .split(';')
    .some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
}
