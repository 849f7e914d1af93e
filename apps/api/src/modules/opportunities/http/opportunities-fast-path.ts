import { Logger } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { routeAccess } from '../../../common/auth/route-access';
import type { RouteAccess } from '../../../common/auth/route-access';
import { sessionTokenFromCookieHeader } from '../../../common/auth/session-cookie';
import { staticSecurityHeaders } from '../../../common/security/security-headers';
import { accessVerdict, AuthenticateSessionUseCase } from '../../auth';
import { MetricsRegistry } from '../../metrics';
import { GetOpportunitiesUseCase } from '../application/get-opportunities.use-case';
import { OpportunitiesController } from '../opportunities.controller';
import { overrideParams } from './override-params';
import { OpportunitiesRequestReader } from './opportunities-request.reader';
import { readyRepresentation, sendCachedJson } from './send-cached-reply';

const ROUTE = '/api/opportunities';

/**
 * The Express middleware a warm read skips, by name, with what stands in for each. THE ONE PLACE
 * this is written down: opportunities-fast-path.api-spec.ts lists the middleware Express would
 * run for this route and fails when it is not exactly this list, so adding middleware to the
 * route means deciding here how warm reads honour it.
 */
export const MIDDLEWARE_SKIPPED_BY_WARM_READS: Readonly<Record<string, string>> = {
  'nest:request-hooks': "Nest's onRequest/onResponse hooks: none are registered",
  timeRequests:
    'timed in place: the same histogram and labels (GET, /api/opportunities, status), up to the bytes handed to the socket (timeWarmReads)',
  requestLogger:
    'not logged: a warm read changes nothing and a dashboard makes one per refresh; the first, cold read of each reply is logged',
  helmetMiddleware: 'staticSecurityHeaders(): the same headers, read once from the helmet configuration',
  metricsEndpoint: 'answers /metrics only, never this route',
  strictTransportOverHttps: 'a request over TLS or with X-Forwarded-Proto goes to Express, which sets HSTS',
  cookieParser: 'sessionTokenFromCookieHeader(), proven to read the token cookie-parser reads',
  refuseCrossSiteRequests: 'only a GET is served, which that middleware never refuses',
  refuseNullInUrl: 'an address with %00 goes to Express, which refuses it',
  answerApiShapedPaths: 'the fast path takes only the exact path /api/opportunities, which that middleware lets through',
  jsonParser: 'a GET carries no body to parse',
  urlencodedParser: 'a GET carries no body to parse',
  compressJsonReplies: "the reply's CompressedVariants: compressed once per cached reply and coding (a coding not made yet goes to Express)",
};

/** The route's own rules, read by `routeAccess` as both guards read them; a reason when it cannot serve. */
function routeRules(app: INestApplication): (RouteAccess & { reuseMs: number }) | string {
  const rules = routeAccess(app.get(Reflector), OpportunitiesController.prototype.list, OpportunitiesController);
  if (rules.isPublic) return 'the route is @Public()';
  if (!rules.reuseMs) return 'the route has no @ReuseSessionCheck(ms)';
  return { ...rules, reuseMs: rules.reuseMs };
}

/**
 * Answers `GET /api/opportunities` before Express when everything it needs is already in memory:
 * the guards' own verdict (the session guard's first step, `peekReused`, and the permission
 * guard's `accessVerdict`, over the route's rules read by the guards' `routeAccess`) and the serialised
 * reply for this viewer and query, in the coding the request accepts. Anything else — no cookie, a session to check in the database,
 * a reply to build, another route — goes to Express and Nest unchanged, which also fill those
 * caches. Express's per-request cost alone was above the reply's budget at 1000 results
 * (bench/opportunities.bench.ts). Warm reads skip Express middleware: see
 * MIDDLEWARE_SKIPPED_BY_WARM_READS above.
 */
export function installOpportunitiesFastPath(app: INestApplication): void {
  const logger = new Logger('OpportunitiesFastPath');
  const server = app.getHttpServer() as Server;
  const listeners = server.listeners('request') as RequestListener[];
  const rules = routeRules(app);
  if (listeners.length !== 1 || typeof rules === 'string') {
    const why = typeof rules === 'string' ? rules : `the server has ${listeners.length} request listeners, not 1`;
    logger.error(`NOT INSTALLED (${why}): every opportunities read goes through Express, far below the benchmark's targets`);
    return;
  }
  const [express] = listeners;
  const sessions = app.get(AuthenticateSessionUseCase);
  const requests = app.get(OpportunitiesRequestReader);
  const opportunities = app.get(GetOpportunitiesUseCase);
  const securityHeaders = staticSecurityHeaders();
  const timed = timeWarmReads(app);

  const serveFromMemory = (request: IncomingMessage, response: ServerResponse): boolean => {
    const started = performance.now();
    const url = request.url ?? '';
    if (request.method !== 'GET' || !url.startsWith(ROUTE)) return false;
    if (url.length > ROUTE.length && url[ROUTE.length] !== '?') return false;
    if (/%00/i.test(url) || overHttps(request)) return false;
    const token = sessionTokenFromCookieHeader(request.headers.cookie);
    // Null or refused: the guards answer (a database check, a 401 or a 403), never this path.
    const auth = sessions.peekReused(token, rules.reuseMs);
    if (auth === null || accessVerdict(auth, rules) !== 'allowed') return false;
    const queryString = url.slice(ROUTE.length + 1);
    // A bad fair_method or commission goes to Express for its 400; settings not in memory, to be loaded.
    const overrides = overrideParams(queryString);
    if (overrides === undefined) return false;
    const viewer = requests.peekViewer(auth.user.id, overrides);
    if (viewer === undefined) return false;
    const query = requests.peekQuery(queryString);
    if (query === undefined) return false;
    const reply = opportunities.cached(viewer, query);
    if (reply === undefined) return false;
    // The first request for a coding compresses it, off the event loop, through Express.
    const sent = readyRepresentation(request, reply);
    if (sent === undefined) return false;
    for (const [name, value] of securityHeaders) response.setHeader(name, value);
    sendCachedJson(request, response, sent);
    timed(response.statusCode, started);
    return true;
  };

  server.removeListener('request', express);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!serveFromMemory(request, response)) express(request, response);
  });
}

/** Whether HSTS may be due: TLS here, or a proxy saying how the request came (Express decides). */
function overHttps(request: IncomingMessage): boolean {
  return (request.socket as { encrypted?: boolean }).encrypted === true || request.headers['x-forwarded-proto'] !== undefined;
}

/**
 * Warm reads in the request-duration histogram Express's requests go to (docs/operations.md §2),
 * with the labels the route's Nest answer gets: a dashboard's most frequent request is counted
 * like any other. One bound child per status, so a read pays one observation.
 */
function timeWarmReads(app: INestApplication): (status: number, startedMs: number) => void {
  let metrics: MetricsRegistry;
  try {
    metrics = app.get(MetricsRegistry, { strict: false });
  } catch {
    return () => undefined;
  }
  const byStatus = new Map<number, { observe(seconds: number): void }>();
  return (status, startedMs) => {
    let child = byStatus.get(status);
    if (child === undefined) {
      child = metrics.requestDuration.labels({ method: 'GET', route: ROUTE, status: String(status) });
      byStatus.set(status, child);
    }
    child.observe((performance.now() - startedMs) / 1000);
  };
}
