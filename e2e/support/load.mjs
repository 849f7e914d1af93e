// Steady load for the rolling-restart test: autocannon on the opportunities page's reads, and a
// writer that creates a promo every 200 ms and retries only what a client would (a refused or
// failed connection, 502/503/504) with the same Idempotency-Key, so no retry writes twice.
import autocannon from 'autocannon';
import { sleep } from './cluster.mjs';

const RETRYABLE = new Set([502, 503, 504]);

/** Starts autocannon; `stop()` resolves with its result. */
export function readLoad(url, cookie) {
  const instance = autocannon({
    url: `${url}/api/opportunities`,
    headers: { Cookie: cookie, 'Accept-Encoding': 'gzip' },
    connections: 6,
    duration: 120,
    // nginx closes a client's kept-alive connection after 1,000 requests (keepalive_requests) with
    // `Connection: close`, which browsers honour and autocannon does not: it writes its next request
    // on the closing socket and counts an ECONNRESET (measured against nginx alone: 12 in 65,000
    // reads). Reconnecting every 250 requests never reaches that limit. autocannon leaves the reply
    // it reconnects after out of `2xx` (not out of `sent`), so `sent - ok` grows by one per reconnect.
    reconnectRate: 250,
  });
  const done = new Promise((resolve) => instance.on('done', resolve));
  // What the errors were (the result only counts them), for a failure to say.
  const errorKinds = {};
  instance.on('reqError', (error) => {
    const kind = error?.code ?? error?.message ?? String(error);
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  });
  return {
    async stop() {
      instance.stop();
      const result = await done;
      return { sent: result.requests.sent, ok: result['2xx'], non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, errorKinds };
    },
  };
}

/** Creates promos until `stop()`; resolves with what was accepted (their ids) and what failed for good. */
export function writeLoad(url, cookie) {
  let running = true;
  const accepted = [];
  const failed = [];
  let retries = 0;
  const createOne = async (n) => {
    const key = `multi-${process.pid}-${n}`;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      try {
        const response = await fetch(`${url}/api/promos/bulk`, {
          method: 'POST',
          headers: { Cookie: cookie, 'Content-Type': 'application/json', 'Idempotency-Key': key },
          body: JSON.stringify({ bookmaker: 'Sportsbet', promoType: 'BonusBack_2nd', scope: 'all', label: `rolling ${n}` }),
        });
        const body = await response.json().catch(() => null);
        if (response.status === 201) return accepted.push(...body.created.map((promo) => promo.id));
        if (!RETRYABLE.has(response.status)) return failed.push(`${response.status} ${JSON.stringify(body)}`);
      } catch {
        // the connection failed: retried as a browser's fetch wrapper would
      }
      retries += 1;
      await sleep(250);
    }
    failed.push('gave up after 6 attempts');
  };
  const loop = (async () => {
    for (let n = 0; running; n += 1) {
      await createOne(n);
      await sleep(200);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { accepted, failed, retries };
    },
  };
}
