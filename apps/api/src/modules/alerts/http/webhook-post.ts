import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { parseRetryAfter } from '@overlay/infrastructure';
import { RefusedAddressError, guardedLookup, refusedLiteralHost } from '../../../common/http/outbound/safe-address';

const WEBHOOK_TIMEOUT_MS = 5000;
const MAX_REDIRECTS = 3;

/** The signature a receiver recomputes: HMAC-SHA256 of `<timestamp>.<body>` with the shared secret, hex. */
function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type WebhookPostResult =
  | { ok: true; status: number }
  | { ok: false; reason: string; retryable: boolean; retryAfterMs?: number };

/**
 * POSTs a signed JSON body (docs/product.md "Alerts": `X-Overlay-Timestamp`, `X-Overlay-Signature`,
 * `X-Overlay-Delivery`: the same on every try of one delivery, for the receiver to deduplicate),
 * following up to 3 redirects by hand so each hop's address is checked again; the reply body is
 * never read beyond its status. A 2xx is delivered; 408, 429, 5xx, timeouts and network errors
 * may succeed later (retryable; a 429's or 503's `Retry-After` is handed back to be kept exactly);
 * other statuses and refused addresses will not.
 */
export async function postWebhook(
  url: string,
  body: string,
  secret: string,
  options: { allowPrivate: boolean; deliveryId: string; nowMs: number },
): Promise<WebhookPostResult> {
  const timestamp = String(Math.floor(options.nowMs / 1000));
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Overlay-Webhook/1',
    'x-overlay-delivery': options.deliveryId,
    'x-overlay-timestamp': timestamp,
    'x-overlay-signature': webhookSignature(secret, timestamp, body),
  };
  let target = new URL(url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const refused = options.allowPrivate ? null : refusedLiteralHost(target);
    if (refused !== null) return { ok: false, reason: new RefusedAddressError(refused).message, retryable: false };
    let answer: { status: number; location: string | undefined; retryAfter: string | undefined };
    try {
      answer = await postOnce(target, body, headers, options.allowPrivate);
    } catch (error) {
      if (error instanceof RefusedAddressError) return { ok: false, reason: error.message, retryable: false };
      return { ok: false, reason: `Could not reach the webhook (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`, retryable: true };
    }
    const { status, location } = answer;
    if (status >= 300 && status < 400 && location !== undefined) {
      const next = new URL(location, target);
      if (next.protocol !== 'http:' && next.protocol !== 'https:') return { ok: false, reason: 'The webhook redirected to a non-http address', retryable: false };
      target = next;
      continue;
    }
    if (status >= 200 && status < 300) return { ok: true, status };
    const retryable = status === 408 || status === 429 || status >= 500;
    const wait = status === 429 || status === 503 ? parseRetryAfter(answer.retryAfter, options.nowMs) : null;
    return { ok: false, reason: `The webhook answered HTTP ${status}`, retryable, ...(wait === null ? {} : { retryAfterMs: wait }) };
  }
  return { ok: false, reason: `The webhook redirected more than ${MAX_REDIRECTS} times`, retryable: false };
}

function postOnce(
  target: URL,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<{ status: number; location: string | undefined; retryAfter: string | undefined }> {
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup: guardedLookup(allowPrivate), timeout: WEBHOOK_TIMEOUT_MS },
      (res) => {
        // Drained, not read: a receiver's reply is not ours to keep.
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, retryAfter: res.headers['retry-after'] }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })));
    req.on('error', reject);
    req.end(body);
  });
}
