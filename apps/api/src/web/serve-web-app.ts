import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { static as serveStatic } from 'express';
import { syncSessionHint } from '../common/auth/session-cookie';
import { allowingScripts, inlineScriptHashes } from './inline-script-hashes';
import { PrecompressedFiles } from './precompressed-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app on every non-API path. Only a navigation to an unknown page (a path
 * whose last segment has no file extension) gets index.html, so the web router can show its 404
 * card; a missing file (`/assets/*`, `*.js`, a source map) and any dotfile (`/.env`, `/.git/…`)
 * answer a plain 404, and source maps are never served. Hashed assets are cached for a year,
 * index.html never. A file the build precompressed (`.br` / `.gz` beside it) is sent in the
 * coding the request accepts, with `Vary: Accept-Encoding`; nothing is compressed per request.
 */
export function serveWebApp(app: NestExpressApplication, webDistDir: string): void {
  // sendFile needs an absolute path; WEB_DIST_DIR may be given relative to the working folder.
  const distDir = resolve(webDistDir);
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return;
  const precompressed = new PrecompressedFiles(distDir);
  // The build's inline script (the early first screen), allowed by its hash on index.html's reply only.
  const scriptHashes = inlineScriptHashes(readFileSync(indexHtml, 'utf8'));
  const allowInlineScripts = (response: Response) => {
    const policy = response.getHeader('Content-Security-Policy');
    if (typeof policy === 'string') response.setHeader('Content-Security-Policy', allowingScripts(policy, scriptHashes));
  };
  const cacheControl = (urlPath: string) => (urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
  const assets = serveStatic(distDir, {
    index: false,
    setHeaders: (response, path) => {
      const hashed = path.includes(`${join(distDir, 'assets')}`);
      response.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
  /** Sends the precompressed sibling of `urlPath` when there is one the request accepts; false when not. */
  const sendPrecompressed = (request: Request, response: Response, urlPath: string): boolean => {
    if (!precompressed.has(urlPath)) return false;
    response.vary('Accept-Encoding');
    const chosen = precompressed.choose(urlPath, request.headers['accept-encoding']);
    if (chosen === null) return false;
    // The type of the file it stands for, not of `.br`/`.gz` (send keeps a type already set).
    response.type(extname(urlPath));
    response.setHeader('Content-Encoding', chosen.coding);
    response.setHeader('Cache-Control', cacheControl(urlPath));
    response.sendFile(chosen.file, { root: distDir, cacheControl: false });
    return true;
  };
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (isApiPath(request.path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      next();
      return;
    }
    if (isHiddenFile(request.path)) {
      notFound(response);
      return;
    }
    // Every page of the web app (index.html under any name); on its files the policy changes nothing.
    allowInlineScripts(response);
    if (sendPrecompressed(request, response, request.path)) return;
    assets(request, response, () => {
      if (!isNavigation(request)) {
        notFound(response);
        return;
      }
      syncSessionHint(response, request);
      if (sendPrecompressed(request, response, '/index.html')) return;
      response.setHeader('Cache-Control', 'no-cache');
      response.sendFile(indexHtml);
    });
  });
}

/** A dotfile or dot-folder anywhere in the path, or a source map: never served. */
function isHiddenFile(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith('.')) || path.endsWith('.map');
}

/**
 * A page of the web app: not under /assets, and either the browser says it navigates
 * (`Sec-Fetch-Mode: navigate`, so a deep link whose id holds a dot still works) or the last
 * segment names no file (no extension).
 */
function isNavigation(request: Request): boolean {
  const path = request.path;
  if (path === '/assets' || path.startsWith('/assets/')) return false;
  if (request.get('sec-fetch-mode') === 'navigate') return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

function notFound(response: Response): void {
  response.status(404).type('text/plain').setHeader('Cache-Control', 'no-cache').send('Not found');
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
