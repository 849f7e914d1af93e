import type { NextFunction, Request, Response } from 'express';

/**
 * A path that reads as an API path once repeated slashes are collapsed and case ignored
 * (`//api/admin/users`, `/API/admin/users`, `/Api`) but is not spelled `/api/…`: answered here
 * with the API's JSON 404, never with the web app's index.html and never routed (Express matches
 * routes without case, so `/API/…` would otherwise reach a handler by another name).
 * docs/architecture.md §5.
 */
export function answerApiShapedPaths(request: Request, response: Response, next: NextFunction): void {
  const path = request.path;
  if (path === '/api' || path.startsWith('/api/') || !looksLikeApi(path)) {
    next();
    return;
  }
  response
    .status(404)
    .setHeader('Cache-Control', 'no-store')
    .json({ statusCode: 404, message: `Cannot ${request.method} ${path}`, error: 'Not Found' });
}

function looksLikeApi(path: string): boolean {
  const collapsed = path.replace(/\/{2,}/g, '/').toLowerCase();
  return collapsed === '/api' || collapsed === '/api/' || collapsed.startsWith('/api/');
}
