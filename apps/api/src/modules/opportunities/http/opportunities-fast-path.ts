import type { INestApplication } from '@nestjs/common';
import { can } from '@overlay/domain';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { SESSION_COOKIE } from '../../../common/auth/session-cookie';
import { staticSecurityHeaders } from '../../../common/security/security-headers';
import { AuthenticateSessionUseCase } from '../../auth/application/authenticate-session.use-case';
import { ValuationService } from '../../valuation';
import { OPPORTUNITIES_SESSION_REUSE_MS } from '../opportunities.controller';
import { sendCachedJson } from './send-cached-reply';

const ROUTE = '/api/opportunities';

/**
 * Answers `GET /api/opportunities` before Express when everything it needs is already in memory:
 * the session check the route may reuse (same rules as the guard: only while the change feed
 * listens) and the serialised reply for this viewer and query. Anything else — no cookie, a
 * session to check in the database, a reply to build, another route — goes to Express and Nest
 * unchanged, which also fill those caches. Express's per-request cost alone was above the
 * reply's budget at 1000 results (bench/opportunities.bench.ts).
 */
export function installOpportunitiesFastPath(app: INestApplication): void {
  const server = app.getHttpServer() as Server;
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) return;
  const [express] = listeners;
  const sessions = app.get(AuthenticateSessionUseCase);
  const valuation = app.get(ValuationService);
  const securityHeaders = staticSecurityHeaders();

  const serveFromMemory = (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = request.url ?? '';
    if (request.method !== 'GET' || !url.startsWith(ROUTE)) return false;
    if (url.length > ROUTE.length && url[ROUTE.length] !== '?') return false;
    const auth = sessions.peekReused(sessionCookie(request.headers.cookie), OPPORTUNITIES_SESSION_REUSE_MS);
    if (auth === null || !can(auth.user.role, 'view_opportunities')) return false;
    const reply = valuation.cachedOpportunities(url.slice(ROUTE.length + 1), auth.user.id);
    if (reply === undefined) return false;
    for (const [name, value] of securityHeaders) response.setHeader(name, value);
    sendCachedJson(request, response, reply);
    return true;
  };

  server.removeListener('request', express);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!serveFromMemory(request, response)) express(request, response);
  });
}

/** The session token from a Cookie header (base64url: no decoding needed). */
export function sessionCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const prefix = `${SESSION_COOKIE}=`;
  for (const part of header.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length) || undefined;
  }
  return undefined;
}
