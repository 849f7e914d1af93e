import { SESSION_POLICY } from '@overlay/domain';
import type { CookieOptions, Request, Response } from 'express';

export const SESSION_COOKIE = 'overlay_session';

/**
 * httpOnly (no script can read it), SameSite=Lax (not sent on cross-site POSTs), Path=/, and
 * Secure whenever the request arrived over TLS (directly, or X-Forwarded-Proto from a trusted
 * proxy), so a plain-http localhost still works.
 */
function cookieOptions(request: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: request.secure };
}

export function setSessionCookie(response: Response, request: Request, token: string): void {
  response.cookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: SESSION_POLICY.absoluteTtlMs });
}

export function clearSessionCookie(response: Response, request: Request): void {
  response.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

/**
 * The session token straight from a Cookie header, for code that runs before cookie-parser (the
 * opportunities fast path). Tokens are base64url, so there is nothing to decode; a value
 * cookie-parser would decode differently (quoted, %-encoded) is not a token we issued and reads
 * as undefined here, which sends the request the slow way (cookie-parser, guards). Proven
 * against cookie-parser in session-cookie.spec.ts.
 */
export function sessionTokenFromCookieHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const prefix = `${SESSION_COOKIE}=`;
  for (const part of header.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) {
      const value = trimmed.slice(prefix.length);
      return TOKEN_CHARS.test(value) ? value : undefined;
    }
  }
  return undefined;
}

const TOKEN_CHARS = /^[A-Za-z0-9_-]+$/;

export function sessionTokenOf(request: Request): string | undefined {
  const cookies = (request as Request & { cookies?: Record<string, unknown> }).cookies;
  const token = cookies?.[SESSION_COOKIE];
  return typeof token === 'string' ? token : undefined;
}
