import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { DestinationStream, Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { AuthenticatedRequest } from '../auth/request-auth';

/** Where secrets may sit in a request's log line: every one is written as "[redacted]". */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'req.headers["x-api-key"]',
  'req.headers["x-auth-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.apiKey',
  '*.api_key',
  '*.secret',
  '*.sessionToken',
  '*.botToken',
  '*.smtpPassword',
  '*.webhookSecret',
];

/** Query parameters whose values never reach a log line. */
const SECRET_QUERY = /([?&](?:token|api_?key|key|secret|password|session|access_token|auth)=)[^&#]*/gi;
/** An X-Request-Id a client or proxy may pass on (else one is made). */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

export interface RequestLoggerOptions {
  /** pino level: trace … fatal, or 'silent' (LOG_LEVEL, default info). */
  level: string;
  /** Human-readable lines (pino-pretty) instead of JSON lines: development only. */
  pretty: boolean;
  /** A file to append to instead of stdout (LOG_DESTINATION). */
  destination: string | null;
}

/**
 * One JSON line per answered request (docs/operations.md): request id (X-Request-Id accepted or
 * made, and echoed), method, URL without secret query values, route pattern, user id, status,
 * duration; cookies, authorization headers, API keys, tokens and passwords are redacted.
 */
export function requestLogger(options: RequestLoggerOptions) {
  const logger = baseLogger(options);
  return pinoHttp({
    logger,
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const sent = request.headers['x-request-id'];
      const id = typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
      response.setHeader('X-Request-Id', id);
      return id;
    },
    customProps: (request: IncomingMessage) => {
      const auth = (request as AuthenticatedRequest).auth;
      const route = (request as AuthenticatedRequest).route as { path?: string } | undefined;
      return { userId: auth?.user.id ?? null, route: route?.path ?? null };
    },
    serializers: {
      req: (request: { id: unknown; method: string; url: string; headers: Record<string, unknown> }) => ({
        id: request.id,
        method: request.method,
        url: request.url.replace(SECRET_QUERY, '$1[redacted]'),
        headers: request.headers,
      }),
    },
    customSuccessMessage: (request, response, ms) => `${request.method} ${response.statusCode} ${Math.round(ms)} ms`,
    // Streams stay open for hours: their line is written when they end, like any other.
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info'),
  });
}

function baseLogger(options: RequestLoggerOptions): Logger {
  const base = { level: options.level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  if (options.pretty) return pino({ ...base, transport: { target: 'pino-pretty', options: { colorize: true } } });
  const destination: DestinationStream = options.destination
    ? pino.destination({ dest: options.destination, sync: true, mkdir: true })
    : pino.destination(1);
  return pino(base, destination);
}
