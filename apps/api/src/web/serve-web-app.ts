import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { static as serveStatic } from 'express';

/**
 * Serves the built web app on every non-API path; unknown paths get index.html so the web
 * router can show its 404 card. Hashed assets are cached for a year, index.html never.
 */
export function serveWebApp(app: NestExpressApplication, webDistDir: string): void {
  // sendFile needs an absolute path; WEB_DIST_DIR may be given relative to the working folder.
  const distDir = resolve(webDistDir);
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return;
  const assets = serveStatic(distDir, {
    index: false,
    setHeaders: (response, path) => {
      const hashed = path.includes(`${join(distDir, 'assets')}`);
      response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (isApiPath(request.path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      next();
      return;
    }
    assets(request, response, () => {
      response.setHeader('Cache-Control', 'no-cache');
      response.sendFile(indexHtml);
    });
  });
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
