// Broadcast of one event to 2,000 and 10,000 open `/api/events` streams of the product (built
// api, real sessions, a promo created through the api), against a bare node:http server holding
// as many streams and writing the same kind of frame in a loop, run one after the other. Clients
// live in 4 processes of their own (20,000 open files per process). Targets: time until the last
// client has the frame at most 3 times the plain server's; memory at most 50 KB per connection.
import { fork } from 'node:child_process';
import { fromTs, next, now } from './fixtures/client-processes';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBuiltApi } from './fixtures/built-api';
import { median } from './fixtures/stats';

type Report = (name: string, value: number, unit: string) => void;

const CLIENT_PROCESSES = 4;
const ROUNDS = 5;

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

interface Target {
  url: string;
  cookie?: string;
  rss(): Promise<number>;
  publish(): Promise<void>;
}

async function broadcast(target: Target, streams: number): Promise<{ latency: number; perConnectionKb: number }> {
  const before = await target.rss();
  const clients = Array.from({ length: CLIENT_PROCESSES }, () =>
    fork(join(__dirname, 'fixtures/sse-clients.ts'), [target.url, String(streams / CLIENT_PROCESSES), target.cookie ?? ''], fromTs),
  );
  await Promise.all(clients.map((client) => next(client, 'open')));
  const perConnectionKb = ((await target.rss()) - before) / streams / 1024;
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const delivered = clients.map((client) => next<{ last: number }>(client, 'delivered'));
    const sentAt = now();
    await target.publish();
    const times = await Promise.all(delivered);
    latencies.push(Math.max(...times.map((t) => t.last)) - sentAt);
    await new Promise((r) => setTimeout(r, 200));
  }
  for (const client of clients) client.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  return { latency: median(latencies), perConnectionKb };
}

async function plainTarget(): Promise<Target & { stop(): void }> {
  const server = fork(join(__dirname, 'fixtures/sse-server.ts'), [], fromTs);
  const ready = await next<{ port: number }>(server, 'ready');
  return {
    url: `http://127.0.0.1:${ready.port}/`,
    rss: async () => {
      server.send({ kind: 'count' });
      return (await next<{ rss: number }>(server, 'count')).rss;
    },
    publish: async () => void server.send({ kind: 'publish' }),
    stop: () => server.kill('SIGTERM'),
  };
}

export default async function sseBroadcast(report: Report): Promise<void> {
  // The simulated feed, refreshed hourly: after the first load nothing but the promos under test moves.
  // One user holds every stream: its per-user cap (EVENT_STREAMS_PER_USER, docs/operations.md) is
  // raised above the largest count, or the streams past it are refused and the bench waits forever.
  const api = await startBuiltApi({
    ODDS_FEED: 'simulated',
    REFRESH_SECONDS: '3600',
    FAST_REFRESH_SECONDS: '3600',
    EVENT_STREAMS_PER_USER: '20000',
  });
  try {
    const cookie = await api.logIn();
    const product: Target = {
      url: `${api.baseUrl}/api/events`,
      cookie,
      rss: async () => rssOf(api.pid),
      publish: async () => {
        const response = await fetch(`${api.baseUrl}/api/promos/bulk`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ bookmaker: 'Sportsbet', promoType: 'BonusBack_2nd', scope: 'all' }),
        });
        if (response.status !== 201) throw new Error(`create promo: ${response.status} ${await response.text()}`);
      },
    };
    for (const streams of [2000, 10_000]) {
      const measured = await broadcast(product, streams);
      const plain = await plainTarget();
      const baseline = await broadcast(plain, streams);
      plain.stop();
      report(`sse.broadcast_${streams}.api_last_client`, measured.latency, 'ms');
      report(`sse.broadcast_${streams}.plain_last_client`, baseline.latency, 'ms');
      report(`sse.broadcast_${streams}.ratio`, measured.latency / baseline.latency, 'x (target <= 3)');
      report(`sse.broadcast_${streams}.api_memory_per_connection`, measured.perConnectionKb, 'KB (target <= 50)');
      report(`sse.broadcast_${streams}.plain_memory_per_connection`, baseline.perConnectionKb, 'KB');
    }
  } finally {
    await api.stop();
  }
}
