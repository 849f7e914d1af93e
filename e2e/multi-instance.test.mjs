// Three instances on one PostgreSQL behind nginx with docker/nginx/nginx.conf (docs/operations.md
// §6): sessions work on each, a promo made on one reaches /api/events on all, a live race stream
// flows, a rolling restart under load loses nothing a client would not retry, and the leader
// hands over in under 1 s on a clean stop (within LEADER_RETRY_SECONDS after SIGKILL).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, leaderBackend, openClusterDatabase, signIn, sleep, startInstance, waitReady } from './support/cluster.mjs';
import { handSnapshot, RANDWICK } from './support/hand-snapshot.mjs';
import { readLoad, writeLoad } from './support/load.mjs';
import { startNginx } from './support/nginx.mjs';
import { SseClient } from './support/sse-client.mjs';

const ADMIN = { email: 'multi@overlay.local', password: 'multi-instance-pass' };
const LEADER_RETRY_SECONDS = 2;

test('three instances behind nginx', { timeout: 180_000 }, async (t) => {
  const database = await openClusterDatabase();
  // The hand-priced file feed: small, so the figures measure the proxy and the stops, not pricing.
  const feedDir = mkdtempSync(join(tmpdir(), 'overlay-multi-'));
  writeFileSync(join(feedDir, 'snapshot.json'), JSON.stringify(handSnapshot()));
  const env = {
    DATABASE_URL: database.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ODDS_FEED: 'file',
    FEED_FILE: join(feedDir, 'snapshot.json'),
    LEADER_RETRY_SECONDS: String(LEADER_RETRY_SECONDS),
    EVENT_STREAMS_PER_USER: '50',
  };
  const ports = [await freePort(), await freePort(), await freePort()];
  const instances = [startInstance(ports[0], env)];
  const clients = [];
  let nginx = null;
  const figures = {};
  try {
    await waitReady(instances[0]); // the first runs the migrations alone
    instances.push(startInstance(ports[1], env), startInstance(ports[2], env));
    await Promise.all(instances.map((instance) => waitReady(instance)));
    nginx = await startNginx(await freePort(), ports);
    const cookie = await signIn(nginx.url, ADMIN.email, ADMIN.password);
    const sse = (url) => {
      const client = new SseClient(url, { Cookie: cookie });
      clients.push(client);
      return client;
    };

    await t.test('a session made through nginx works on every instance', async () => {
      for (const port of ports) {
        const response = await fetch(`http://127.0.0.1:${port}/api/auth/me`, { headers: { Cookie: cookie } });
        assert.equal(response.status, 200, `instance ${port}`);
      }
    });

    await t.test('a promo created through one instance reaches /api/events on all three', async () => {
      const direct = ports.map((port) => sse(`http://127.0.0.1:${port}/api/events`));
      await Promise.all(direct.map((client) => client.start()));
      const response = await fetch(`http://127.0.0.1:${ports[1]}/api/promos/bulk`, {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ bookmaker: 'Sportsbet', promoType: 'BonusBack_2nd', scope: 'all', label: 'fan-out' }),
      });
      assert.equal(response.status, 201);
      const [{ id }] = (await response.json()).created;
      await Promise.all(direct.map((client) => client.waitFor((m) => m.type === 'promo_created' && m.data.id === id, 5000)));
      for (const client of direct) client.close();
    });

    const streams = Array.from({ length: 6 }, () => sse(`${nginx.url}/api/events`));
    let live = null;
    await t.test('a live race stream flows through nginx', async () => {
      live = sse(`${nginx.url}/api/live/race/${RANDWICK.extRaceId}?interval=1000`);
      await live.start();
      await live.waitFor((m) => m.type === 'tick', 10_000);
      await Promise.all(streams.map((client) => client.start()));
    });

    await t.test('a rolling restart under load loses nothing a client would not retry', async () => {
      const reads = readLoad(nginx.url, cookie);
      const writes = writeLoad(nginx.url, cookie);
      const started = Date.now();
      await sleep(1500);
      figures.stopMs = [];
      figures.startMs = [];
      for (let i = 0; i < instances.length; i += 1) {
        const stopAt = Date.now();
        instances[i].kill('SIGTERM');
        assert.deepEqual(await instances[i].exited, { code: 0, signal: null }, instances[i].output);
        const startAt = Date.now();
        figures.stopMs.push(startAt - stopAt);
        instances[i] = startInstance(ports[i], env);
        await waitReady(instances[i]);
        figures.startMs.push(Date.now() - startAt);
      }
      await sleep(1500);
      const [read, write] = [await reads.stop(), await writes.stop()];
      figures.loadWindowS = ((Date.now() - started) / 1000).toFixed(1);
      figures.reads = read;

      const ticksBefore = live.messages.filter((m) => m.type === 'tick').length;
      for (const deadline = Date.now() + 5000; Date.now() < deadline && !clients.every((c) => c.closed || c.open); ) await sleep(50);
      const promos = (await (await fetch(`${nginx.url}/api/promos`, { headers: { Cookie: cookie } })).json()).promos;
      const stored = new Set(promos.map((promo) => promo.id));
      const lost = write.accepted.filter((id) => !stored.has(id));
      figures.writes = { accepted: write.accepted.length, lost: lost.length, failed: write.failed.length, retried: write.retries };
      figures.sseReconnectMaxMs = Math.max(0, ...clients.flatMap((client) => client.gapsMs));
      figures.sseReconnects = clients.reduce((sum, client) => sum + client.gapsMs.length, 0);

      assert.equal(
        read.errors + read.timeouts + read.non2xx,
        0,
        `reads failed: ${JSON.stringify(read)}\n${nginxErrors(nginx.log())}`,
      );
      assert.deepEqual(write.failed, []);
      assert.deepEqual(lost, [], 'an accepted write is missing');
      for (const client of [...streams, live]) {
        assert.ok(client.open, 'an SSE client is not back');
        assert.ok(client.gapsMs.length >= 1, 'an SSE client was never moved');
        assert.ok(Math.max(...client.gapsMs) < 5000, `reconnections took ${client.gapsMs} ms`);
      }
      await live.waitFor(() => live.messages.filter((m) => m.type === 'tick').length > ticksBefore, 5000);
    });

    await t.test('the leader hands over in under 1 s on SIGTERM, within its retry after SIGKILL', async () => {
      for (const [signal, boundMs] of [['SIGTERM', 1000], ['SIGKILL', LEADER_RETRY_SECONDS * 1000 + 500]]) {
        const index = await leaderIndex(instances);
        const before = await leaderBackend(database.url);
        const sentAt = Date.now();
        instances[index].kill(signal);
        let after = before;
        while ((after === before || after === null) && Date.now() - sentAt < 10_000) {
          await sleep(10);
          after = await leaderBackend(database.url);
        }
        const handoverMs = Date.now() - sentAt;
        figures[`handover${signal}Ms`] = handoverMs;
        assert.ok(handoverMs < boundMs, `${signal}: handover took ${handoverMs} ms (bound ${boundMs})`);
        await instances[index].exited;
        instances[index] = startInstance(ports[index], env);
        await waitReady(instances[index]);
      }
    });
  } finally {
    process.stdout.write(report(figures));
    for (const client of clients) client.close();
    await nginx?.stop();
    for (const instance of instances) instance.kill('SIGKILL');
    await Promise.all(instances.map((instance) => instance.exited));
    await database.drop();
    rmSync(feedDir, { recursive: true, force: true });
  }
});

/** Which instance leads, by its own `overlay_leader` gauge (scraped on loopback, so allowed). */
async function leaderIndex(instances) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    for (let i = 0; i < instances.length; i += 1) {
      const text = await (await fetch(`http://127.0.0.1:${instances[i].port}/metrics`)).text().catch(() => '');
      if (/^overlay_leader 1$/m.test(text)) return i;
    }
    await sleep(100);
  }
  throw new Error('no instance leads');
}

function report(f) {
  const reads = f.reads ?? {};
  const writes = f.writes ?? {};
  return [
    'multi-instance figures (3 instances behind nginx):',
    `  rolling restart: load window ${f.loadWindowS} s; SIGTERM to exit ${f.stopMs} ms; start to ready ${f.startMs} ms`,
    `  reads (autocannon GET /api/opportunities): ${reads.sent} sent, ${reads.ok} 2xx, ` +
      `non-retryable failures ${(reads.non2xx ?? 0) + (reads.errors ?? 0) + (reads.timeouts ?? 0)} (non-2xx ${reads.non2xx}, errors ${reads.errors}, timeouts ${reads.timeouts})`,
    `  writes (POST /api/promos/bulk, Idempotency-Key): ${writes.accepted} accepted, ${writes.lost} lost, ${writes.failed} failed, ${writes.retried} retried`,
    `  SSE clients: ${f.sseReconnects} reconnections, slowest ${f.sseReconnectMaxMs} ms`,
    `  leader handover: ${f.handoverSIGTERMMs} ms after SIGTERM, ${f.handoverSIGKILLMs} ms after SIGKILL (LEADER_RETRY_SECONDS=${LEADER_RETRY_SECONDS})`,
    '',
  ].join('\n');
}

/** nginx's error log without its refused connects (a stopped instance's port, retried on another). */
function nginxErrors(log) {
  const lines = log.split('\n').filter(Boolean);
  const isRefused = (line) => line.includes('(111: Connection refused) while connecting to upstream');
  const rest = lines.filter((line) => !isRefused(line));
  return `nginx's error log: ${lines.length - rest.length} refused connects (retried), and:\n${rest.slice(-15).join('\n') || '(nothing else)'}`;
}
