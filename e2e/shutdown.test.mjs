// SIGTERM on one instance (docs/operations.md §7): the port refuses new connections at once,
// every event stream gets a `retry:` hint of 0.5–1.5 s and ends, a request in flight is answered
// (with `Connection: close`), one that never finishes is cut after SHUTDOWN_GRACE_MS, and the
// process exits 0 soon after.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { freePort, openClusterDatabase, signIn, sleep, startInstance, waitReady } from './support/cluster.mjs';
import { SseClient } from './support/sse-client.mjs';

const ADMIN = { email: 'shutdown@overlay.local', password: 'shutdown-test-pass' };
const GRACE_MS = 2000;

/** A login POST whose body is sent in two halves; `finish()` sends the rest, `reply` is its answer. */
function halfSentLogin(port) {
  const body = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });
  const request = http.request({
    port,
    host: '127.0.0.1',
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
  });
  const reply = new Promise((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, connection: response.headers.connection }));
    });
    request.on('error', reject);
  });
  reply.catch(() => undefined);
  request.write(body.slice(0, 10));
  request.flushHeaders();
  return { reply, finish: () => request.end(body.slice(10)) };
}

test('SIGTERM drains one instance', { timeout: 120_000 }, async () => {
  const database = await openClusterDatabase(`overlay_shutdown_${process.pid}`);
  const port = await freePort();
  const instance = startInstance(port, {
    DATABASE_URL: database.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ODDS_FEED: 'file',
    FEED_FILE: '/nonexistent/overlay-shutdown-feed.json',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
  });
  const stream = new SseClient(`http://127.0.0.1:${port}/api/events`);
  try {
    await waitReady(instance);
    stream.headers.Cookie = await signIn(`http://127.0.0.1:${port}`, ADMIN.email, ADMIN.password);
    await stream.start();
    const inFlight = halfSentLogin(port);
    const stuck = halfSentLogin(port);
    await sleep(200);

    const sentAt = Date.now();
    instance.kill('SIGTERM');
    let refusedMs = -1;
    while (refusedMs < 0 && Date.now() - sentAt < 2000) {
      await fetch(`http://127.0.0.1:${port}/api/health/live`).then(() => sleep(10), () => (refusedMs = Date.now() - sentAt));
    }
    assert.ok(refusedMs >= 0, 'the port still takes connections 2 s after SIGTERM');
    while (stream.open && Date.now() - sentAt < 2000) await sleep(10);
    assert.equal(stream.open, false, 'the event stream is still open');
    assert.ok(stream.retryMs >= 500 && stream.retryMs <= 1500, `retry hint ${stream.retryMs} ms`);
    stream.close();

    inFlight.finish();
    assert.deepEqual(await inFlight.reply, { status: 200, connection: 'close' });
    await assert.rejects(stuck.reply, 'the unfinished request was not cut');
    const exit = await instance.exited;
    const stoppedMs = Date.now() - sentAt;
    process.stdout.write(`shutdown: port refused ${refusedMs} ms after SIGTERM; exited after ${stoppedMs} ms (grace ${GRACE_MS} ms)\n`);
    assert.deepEqual(exit, { code: 0, signal: null }, instance.output);
    assert.ok(stoppedMs >= GRACE_MS && stoppedMs < GRACE_MS + 3000, `stopped after ${stoppedMs} ms`);
  } finally {
    stream.close();
    instance.kill('SIGKILL');
    await instance.exited;
    await database.drop();
  }
});
