import type { NextFunction, Request, Response } from 'express';
import { COMPRESSION_THRESHOLD_BYTES, compress, preferredCoding } from './content-coding';

type End = Response['end'];
type Write = Response['write'];

/**
 * Compresses JSON replies of 1 KB and more with brotli or gzip, as the request's Accept-Encoding
 * allows, and marks them `Vary: Accept-Encoding`. Only a reply sent whole with one `end(body)`
 * (what `res.json` / `res.send` do) is touched: anything written in pieces — the server-sent event
 * stream of /api/events above all, whose frames must leave at once, and files streamed by
 * `sendFile` — passes as it is, and so does a reply that already has a Content-Encoding (the
 * opportunities reply and the precompressed web assets bring their own).
 */
export function compressJsonReplies(request: Request, response: Response, next: NextFunction): void {
  if (request.method === 'HEAD') {
    next();
    return;
  }
  const end = response.end.bind(response) as (...args: unknown[]) => Response;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  let streamed = false;
  response.write = ((...args: unknown[]) => {
    streamed = true;
    return write(...args);
  }) as Write;
  response.end = ((...args: unknown[]) => {
    const [chunk, encoding] = args;
    const body = bodyOf(chunk, encoding);
    if (streamed || body === null || !compressible(response, body)) return end(...args);
    response.vary('Accept-Encoding');
    const coding = preferredCoding(request.headers['accept-encoding']);
    if (coding === null) return end(...args);
    const callback = args.find((arg) => typeof arg === 'function');
    compress(body, coding).then(
      (compressed) => {
        if (response.headersSent) return end(...args);
        response.setHeader('Content-Encoding', coding);
        response.setHeader('Content-Length', compressed.length);
        weakenEtag(response);
        return callback ? end(compressed, callback) : end(compressed);
      },
      () => end(...args),
    );
    return response;
  }) as End;
  next();
}

function bodyOf(chunk: unknown, encoding: unknown): Buffer | null {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return null;
}

function compressible(response: Response, body: Buffer): boolean {
  if (response.headersSent || body.length < COMPRESSION_THRESHOLD_BYTES) return false;
  if (response.statusCode === 204 || response.statusCode === 304) return false;
  if (response.getHeader('Content-Encoding') !== undefined) return false;
  const type = String(response.getHeader('Content-Type') ?? '').toLowerCase();
  return /^application\/(.+\+)?json\b/.test(type);
}

/** A compressed body is another representation: a strong validator must not claim byte equality. */
function weakenEtag(response: Response): void {
  const etag = response.getHeader('ETag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) response.setHeader('ETag', `W/${etag}`);
}
