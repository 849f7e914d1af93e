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

export function sessionTokenOf(request: Request): string | undefined {
  const cookies = (request as Request & { cookies?: Record<string, unknown> }).cookies;
  const token = cookies?.[SESSION_COOKIE];
  return typeof token === 'string' ? token : undefined;
}
