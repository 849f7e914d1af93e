import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import type { AppConfig } from './config/app-config';
import { createValidationPipe } from './common/pipes/validation.pipe';
import { refuseCrossSiteRequests } from './common/security/cross-site-request.middleware';
import { serveWebApp } from './web/serve-web-app';

/** Everything main.ts and the end-to-end tests share, so tests exercise the real stack. */
export function configureApp(app: INestApplication, config: AppConfig): void {
  const express = app as NestExpressApplication;
  express.disable('x-powered-by');
  // Replies carry their own ETags where they matter; Express's per-body hash is wasted work.
  express.set('etag', false);
  express.set('trust proxy', 'loopback');
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': null,
        },
      },
      // X-Frame-Options for browsers that predate CSP frame-ancestors; both say "never framed".
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
    }),
  );
  app.use(cookieParser());
  // CSRF: state-changing requests from another site are refused before any route runs.
  app.use(refuseCrossSiteRequests);
  app.setGlobalPrefix('api');
  // whitelist + forbidNonWhitelisted + transform, with readable messages for unknown fields.
  app.useGlobalPipes(createValidationPipe());
  if (config.webDistDir) serveWebApp(express, config.webDistDir);
}
