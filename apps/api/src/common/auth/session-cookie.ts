import { SESSION_POLICY } from '@overlay/domain';
import type { CookieOptions, Request, Response } from 'express';

const SESSION_COOKIE = 'overlay_session';
/**
 * Readable by scripts, secret-free: only says a session cookie is held, so the web's boot asks
 * for nothing without one (docs/architecture.md §5). Never trusted by the server.
 */
const SESSION_HINT_COOKIE = 'overlay_signed_in';

/**
 * httpOnly (no script can read it), SameSite=Lax (not sent on cross-site POSTs), Path=/, and
 * Secure whenever the request arrived over TLS (directly, or X-Forwarded-Proto from a trusted
 * proxy), so a plain-http localhost still works.
 */
function cookieOptions(request: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: request.secure };
}

function hintOptions(request: Request): CookieOptions {
  return { ...cookieOptions(request), httpOnly: false };
}

export function setSessionCookie(response: Response, request: Request, token: string): void {
  response.cookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: SESSION_POLICY.absoluteTtlMs });
  setSessionHint(response, request);
}

export function clearSessionCookie(response: Response, request: Request): void {
  response.clearCookie(SESSION_COOKIE, cookieOptions(request));
  response.clearCookie(SESSION_HINT_COOKIE, hintOptions(request));
}

function setSessionHint(response: Response, request: Request): void {
  response.cookie(SESSION_HINT_COOKIE, '1', { ...hintOptions(request), maxAge: SESSION_POLICY.absoluteTtlMs });
}

/**
 * On a page load: the hint follows the session cookie the browser sent (set when one came, as for
 * a session started before the hint existed; cleared when none came).
 */
export function syncSessionHint(response: Response, request: Request): void {
  const header = request.headers.cookie;
  const hinted = cookieValueFromHeader(header, SESSION_HINT_COOKIE) === '1';
  const session = sessionTokenFromCookieHeader(header) !== undefined;
  if (session && !hinted) setSessionHint(response, request);
  else if (!session && hinted) response.clearCookie(SESSION_HINT_COOKIE, hintOptions(request));
}

function cookieValueFromHeader(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const prefix = `${name}=`;
  for (const part of header.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length);
  }
  return undefined;
}

/**
 * The session token straight from a Cookie header, for code that runs before cookie-parser (the
 * opportunities fast path). Tokens are base64url, so there is nothing to decode; a value
 * cookie-parser would decode differently (quoted, %-encoded) is not a token we issued and reads
 * as undefined here, which sends the request the slow way (cookie-parser, guards). Proven
 * against cookie-parser in session-cookie.spec.ts.
 */
export function sessionTokenFromCookieHeader(header: string | undefined): string | undefined {
  const value = cookieValueFromHeader(header, SESSION_COOKIE);
  return value !== undefined && TOKEN_CHARS.test(value) ? value : undefined;
}

const TOKEN_CHARS = /^[A-Za-z0-9_-]+$/;

export function sessionTokenOf(request: Request): string | undefined {
  const cookies = (request as Request & { cookies?: Record<string, unknown> }).cookies;
  const token = cookies?.[SESSION_COOKIE];
  return typeof token === 'string' ? token : undefined;
}
