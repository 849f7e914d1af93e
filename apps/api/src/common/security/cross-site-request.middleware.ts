import type { NextFunction, Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const CROSS_SITE_REFUSED = 'Cross-site request refused';
const JSON_BODY_REQUIRED = 'Send the request body as JSON (Content-Type: application/json)';

/**
 * CSRF protection for every state-changing request (docs/architecture.md §5), without tokens:
 * - a browser names the page that sent a request in `Origin` (always on cross-origin POST, PUT,
 *   PATCH, DELETE) and in `Sec-Fetch-Site`; a request from another origin (scheme, host or
 *   port) is refused (403);
 * - a request without those headers (curl, server to server) carries no browser cookie by
 *   accident: the session cookie is SameSite=Lax, so browsers leave it off cross-site POSTs;
 * - a body must be JSON: a cross-origin page can only send `application/json` after a CORS
 *   preflight, and the api approves none (no CORS headers), so a forged form or `fetch` with a
 *   "simple" content type is refused (415) even by a browser too old to send `Origin`.
 * GET and HEAD never change state, so they pass.
 */
export function refuseCrossSiteRequests(request: Request, response: Response, next: NextFunction): void {
  if (!STATE_CHANGING.has(request.method)) {
    next();
    return;
  }
  if (isCrossSite(request)) {
    refuse(response, 403, CROSS_SITE_REFUSED);
    return;
  }
  if (carriesBody(request) && !request.is('application/json')) {
    refuse(response, 415, JSON_BODY_REQUIRED);
    return;
  }
  next();
}

function isCrossSite(request: Request): boolean {
  if (request.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.get('origin');
  if (origin === undefined) return false;
  // Scheme, host and port all count: https://host is another origin than http://host.
  return originOf(origin) !== ownOrigin(request);
}

/** `scheme://host[:port]` as browsers serialise it (default ports dropped); null when unusable. */
function originOf(text: string): string | null {
  try {
    const { origin } = new URL(text);
    // `Origin: null` (sandboxed frames, some redirects) cannot be ours.
    return origin === 'null' ? null : origin.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Express 5 `req.protocol` and `req.host` (with its port) honour X-Forwarded-Proto and
 * X-Forwarded-Host from a trusted proxy only.
 */
function ownOrigin(request: Request): string | null {
  if (!request.host) return null;
  return originOf(`${request.protocol}://${request.host}`) ?? 'unusable';
}

function carriesBody(request: Request): boolean {
  if (request.get('transfer-encoding') !== undefined) return true;
  const length = Number(request.get('content-length') ?? 0);
  return Number.isFinite(length) && length > 0;
}

function refuse(response: Response, status: number, message: string): void {
  response.status(status).json({ statusCode: status, message, error: STATUS_CODES[status] ?? 'Error' });
}
