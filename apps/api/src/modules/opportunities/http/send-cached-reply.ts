import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CompressedVariants } from '../../../common/http/compression/compressed-variants';
import { COMPRESSION_THRESHOLD_BYTES, preferredCoding } from '../../../common/http/compression/content-coding';
import type { ContentCoding } from '../../../common/http/compression/content-coding';

/** A body serialised once with its ETag (quoted) and its compressed forms, made once each. */
export interface CachedBody {
  body: Buffer;
  etag: string;
  variants: CompressedVariants;
}

/** What one request gets: the bytes in the coding it accepts, with that representation's ETag. */
export interface Representation {
  body: Buffer;
  etag: string;
  coding: ContentCoding | null;
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
 * A compressed body is the same JSON in other bytes: its ETag is the weak form of the body's
 * (RFC 9110: a strong tag promises byte equality), so a revalidation still matches by weak
 * comparison whichever coding the browser holds.
 */
function representationOf(reply: CachedBody, coding: ContentCoding | null, body: Buffer | undefined): Representation | undefined {
  if (coding === null) return { body: reply.body, etag: reply.etag, coding };
  return body === undefined ? undefined : { body, etag: `W/${reply.etag}`, coding };
}

/** The coding this request gets: none for a small body (say, no rows), whose framing would eat the gain. */
function codingFor(request: IncomingMessage, reply: CachedBody): ContentCoding | null {
  return reply.body.length < COMPRESSION_THRESHOLD_BYTES ? null : preferredCoding(request.headers['accept-encoding']);
}

/** The representation for this request when its bytes exist already, else undefined (then `representationFor`). */
export function readyRepresentation(request: IncomingMessage, reply: CachedBody): Representation | undefined {
  const coding = codingFor(request, reply);
  return representationOf(reply, coding, coding === null ? undefined : reply.variants.peek(coding));
}

/** The representation for this request, compressing the body (once per reply and coding) when needed. */
export async function representationFor(request: IncomingMessage, reply: CachedBody): Promise<Representation> {
  const coding = codingFor(request, reply);
  const body = coding === null ? undefined : await reply.variants.get(coding);
  return representationOf(reply, coding, body) as Representation;
}

/**
 * Sends pre-serialised (and pre-compressed) JSON straight to the socket (no Nest or Express
 * serialisation, no body hashing, no compression per request): `ETag`, `Cache-Control: private,
 * no-cache` (the browser revalidates every time and gets a 304 while nothing changed),
 * `Vary: Accept-Encoding`, then the bytes.
 */
export function sendCachedJson(request: IncomingMessage, response: ServerResponse, sent: Representation): void {
  response.setHeader('ETag', sent.etag);
  response.setHeader('Cache-Control', 'private, no-cache');
  response.setHeader('Vary', 'Accept-Encoding');
  if (etagMatches(request.headers['if-none-match'], sent.etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.statusCode = 200;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (sent.coding !== null) response.setHeader('Content-Encoding', sent.coding);
  response.setHeader('Content-Length', sent.body.length);
  response.end(sent.body);
}
