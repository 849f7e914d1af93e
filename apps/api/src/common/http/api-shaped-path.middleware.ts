import type { NextFunction, Request, Response } from 'express';

/**
 * A path that reads as an API path once percent-decoded, repeated slashes collapsed and case
 * ignored (`//api/admin/users`, `/API/admin/users`, `/Api`, `/%61pi/races`, `/api%2fraces`) but
 * is not spelled `/api/…`: answered here
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
  const collapsed = decoded(path).replace(/\/{2,}/g, '/').toLowerCase();
  return collapsed === '/api' || collapsed === '/api/' || collapsed.startsWith('/api/');
}

/** `path` percent-decoded until it no longer changes (a few rounds: `%2561` is `%61` is `a`). */
function decoded(path: string): string {
  let current = path;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}
