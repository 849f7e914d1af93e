import { request as httpRequest } from 'node:http';
import type { OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, RefusedAddressError, refusedLiteralHost } from '../../../common/http/outbound/safe-address';

/** A push service's answer: its status and any Retry-After. */
export interface PushAnswer {
  status: number;
  retryAfter: string | null;
}

/**
 * POSTs one encrypted push over node:http(s) and its kept-alive connections: a fraction of
 * fetch's CPU per request, which a change alerting hundreds of browsers feels (bench/alerts).
 * Rejects when the service is unreachable, answers a redirect (never followed) or takes longer
 * than `timeoutMs`.
 */
export function postPush(
  endpoint: string,
  headers: OutgoingHttpHeaders,
  body: Buffer | null,
  timeoutMs: number,
  allowPrivate = false,
): Promise<PushAnswer> {
  const url = new URL(endpoint);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  // The endpoint is a user's word: never the server's own network (checked at connect time, so a
  // name that resolved to a public address when saved cannot be pointed inside later).
  const refused = allowPrivate ? null : refusedLiteralHost(url);
  if (refused !== null) return Promise.reject(new RefusedAddressError(refused));
  return new Promise((resolve, reject) => {
    const options = { method: 'POST', headers, timeout: timeoutMs, ...(allowPrivate ? {} : { lookup: guardedLookup(false) }) };
    const req = send(url, options, (res) => {
      // Drained, not read: a push service's reply body says nothing the status does not.
      res.resume();
      res.on('error', reject);
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) return reject(new Error(`redirected (${status})`));
        const retryAfter = res.headers['retry-after'];
        resolve({ status, retryAfter: typeof retryAfter === 'string' ? retryAfter : null });
      });
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}
