import { request as httpRequest } from 'node:http';
import type { OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

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
export function postPush(endpoint: string, headers: OutgoingHttpHeaders, body: Buffer | null, timeoutMs: number): Promise<PushAnswer> {
  const url = new URL(endpoint);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method: 'POST', headers, timeout: timeoutMs }, (res) => {
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
