import type { IncomingMessage, ServerResponse } from 'node:http';

/** A body serialised once with its ETag (quoted). */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

/** True when an If-None-Match header (`*`, or a list of strong or weak tags) names `etag` (RFC 9110 weak comparison). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined || ifNoneMatch === '') return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === opaque;
  });
}

/**
 * Sends pre-serialised JSON straight to the socket (no Nest or Express serialisation, no body
 * hashing): `ETag`, `Cache-Control: private, no-cache` (the browser revalidates every time and
 * gets a 304 while nothing changed), then the bytes.
 */
export function sendCachedJson(request: IncomingMessage, response: ServerResponse, reply: CachedBody): void {
  response.setHeader('ETag', reply.etag);
  response.setHeader('Cache-Control', 'private, no-cache');
  if (etagMatches(request.headers['if-none-match'], reply.etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.statusCode = 200;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', reply.body.length);
  response.end(reply.body);
}
