import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * HSTS only on replies to requests that came over HTTPS (`req.secure`: TLS here, or
 * X-Forwarded-Proto from a trusted proxy): browsers ignore it over plain HTTP, and sending it
 * for a local http://localhost run would be wrong. Helmet's own HSTS is off for that reason.
 */
export function strictTransportOverHttps(request: Request, response: Response, next: NextFunction): void {
  if (request.secure) response.setHeader('Strict-Transport-Security', HSTS_VALUE);
  next();
}

/** Helmet as the api configures it: CSP (frame-ancestors 'none'), nosniff, referrer policy, … */
export function securityHeaders() {
  return helmet({
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
  });
}

/**
 * The headers `securityHeaders()` sets, read once: they depend on nothing in the request (no
 * nonces), so a hot path can copy them instead of running the middleware per request.
 */
export function staticSecurityHeaders(): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name, String(value));
      return recorder;
    },
    removeHeader: (name: string) => {
      headers.delete(name);
    },
  };
  let done = false;
  securityHeaders()(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => {
      done = true;
    },
  );
  if (!done) throw new Error('The security-header middleware did not finish synchronously');
  return [...headers.entries()];
}
