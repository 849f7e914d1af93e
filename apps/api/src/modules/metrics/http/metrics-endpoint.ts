import type { NextFunction, Request, Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import type { MetricsRegistry } from '../metrics.registry';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/**
 * Headers a reverse proxy or CDN adds when it relays a request: any one of them means the
 * loopback socket is the proxy's, not a scraper's on this machine.
 */
const RELAYED = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'x-cluster-client-ip',
  'fastly-client-ip',
  'via',
];

/**
 * `GET /metrics`, never public: with METRICS_TOKEN set, only `Authorization: Bearer <token>`;
 * without it, only a scraper on this machine (a loopback socket and none of the headers a proxy
 * adds, `RELAYED`, so a request relayed by a local reverse proxy does not count). Anything else is a plain 404, as if
 * the path did not exist.
 */
export function metricsEndpoint(metrics: MetricsRegistry, token: string | null) {
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if (request.path !== '/metrics') {
      next();
      return;
    }
    if (!allowed(request, token)) {
      response.status(404).type('text/plain').send('Not found');
      return;
    }
    response.setHeader('Content-Type', metrics.contentType);
    response.setHeader('Cache-Control', 'no-store');
    response.send(await metrics.text());
  };
}

function allowed(request: Request, token: string | null): boolean {
  if (token) {
    const sent = Buffer.from(request.get('authorization') ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  }
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && RELAYED.every((header) => request.headers[header] === undefined);
}

/** Times every request Express answers, labelled by its route pattern (`/api/promos/:id`), never the raw path. */
export function timeRequests(metrics: MetricsRegistry) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const end = metrics.requestDuration.startTimer();
    response.once('finish', () => {
      const route = (request.route as { path?: string } | undefined)?.path;
      end({
        method: request.method,
        route: route ? `${request.baseUrl}${route}` : 'unmatched',
        status: String(response.statusCode),
      });
    });
    next();
  };
}
