import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import type { AppConfig } from './config/app-config';
import { compressJsonReplies } from './common/http/compression/compress-json.middleware';
import { answerApiShapedPaths } from './common/http/api-shaped-path.middleware';
import { jsonBodyParsers } from './common/http/json-body';
import { requestLogger } from './common/logging/request-logger';
import { refuseNullInUrl } from './common/http/null-in-url.middleware';
import { createValidationPipe } from './common/pipes/validation.pipe';
import { refuseCrossSiteRequests } from './common/security/cross-site-request.middleware';
import { securityHeaders, strictTransportOverHttps } from './common/security/security-headers';
import { MetricsRegistry, metricsEndpoint, timeRequests } from './modules/metrics';
import { installOpportunitiesFastPath } from './modules/opportunities/http/opportunities-fast-path';
import { serveWebApp } from './web/serve-web-app';

/**
 * A middleware named for what it is, so the fast path's list of skipped middleware
 * (MIDDLEWARE_SKIPPED_BY_WARM_READS) can name it too.
 */
function named<T extends object>(name: string, middleware: T): T {
  return Object.defineProperty(middleware, 'name', { value: name });
}

/** Everything main.ts and the end-to-end tests share, so tests exercise the real stack. */
export function configureApp(app: INestApplication, config: AppConfig): void {
  const express = app as NestExpressApplication;
  express.disable('x-powered-by');
  // Replies carry their own ETags where they matter; Express's per-body hash is wasted work.
  express.set('etag', false);
  express.set('trust proxy', 'loopback');
  const metrics = app.get(MetricsRegistry);
  app.use(named('timeRequests', timeRequests(metrics)));
  // One JSON line per request, with its id, user, route, status and duration; secrets redacted.
  app.use(named('requestLogger', requestLogger(config.log)));
  app.use(securityHeaders());
  // Prometheus text; METRICS_TOKEN bearer, else loopback scrapers only (docs/operations.md).
  app.use(named('metricsEndpoint', metricsEndpoint(metrics, config.metricsToken)));
  app.use(strictTransportOverHttps);
  app.use(cookieParser());
  // CSRF: state-changing requests from another site are refused before any route runs.
  app.use(refuseCrossSiteRequests);
  app.use(refuseNullInUrl);
  // `//api/…`, `/API/…`: the API's 404, not index.html nor a route by another spelling.
  app.use(answerApiShapedPaths);
  // 413/415/400 for bodies that are too big, in another charset or encoding, too deep, or carry
  // null characters or prototype keys, before any pipe or handler sees them.
  app.use(...jsonBodyParsers());
  // JSON replies of 1 KB and more leave brotli- or gzip-compressed (never the event stream).
  app.use(compressJsonReplies);
  app.setGlobalPrefix('api');
  // whitelist + forbidNonWhitelisted + transform, with readable messages for unknown fields.
  app.useGlobalPipes(createValidationPipe());
  if (config.webDistDir) serveWebApp(express, config.webDistDir);
  installOpportunitiesFastPath(app);
}
