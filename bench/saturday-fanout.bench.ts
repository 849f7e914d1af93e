// A Saturday's audience on one api: 5,000 open /api/events streams and 500 live race viewers
// (`/api/live/race/{id}?interval=1000` over the 50 open races nearest their jump) held at once,
// the fake Betwatch's day (BENCH_DAY) moving at 200 frames/s all along. Prints the api's memory
// per events stream and per live viewer (RSS deltas), the live ticks the viewers had, and the
// broadcast of one event (a promo created through the api) until the last of the 5,000 has it,
// against a bare node:http server holding 5,000 streams and writing the same kind of frame
// (bench/fixtures/sse-server.ts; target ≤ 3 times its time). Clients live in processes of their
// own (sse-broadcast's pattern). One user holds every stream (EVENT_STREAMS_PER_USER raised): the
// sessions are not what is measured.
import './fixtures/workspace-paths';
import { type ChildProcess, fork } from 'node:child_process';
import { fromTs, next, now } from './fixtures/client-processes';
import { join } from 'node:path';
import { ids } from '../libs/infrastructure/src/feeds/betwatch/__fixtures__/fake-betwatch.entities';
import {
  benchDay,
  keepMarketMoving,
  type Report,
  reportLoad,
  rssMb,
  sleep,
  startFakeDay,
  startSaturdayApi,
} from './fixtures/saturday-market';
import { median } from './fixtures/stats';

const EVENT_STREAMS = Number(process.env.BENCH_FANOUT_STREAMS ?? 5000);
const VIEWERS = Number(process.env.BENCH_FANOUT_VIEWERS ?? 500);
const RATE = 200;
const CLIENT_PROCESSES = 4;
const ROUNDS = 5;

async function openEventStreams(url: string, cookie: string): Promise<ChildProcess[]> {
  const clients = Array.from({ length: CLIENT_PROCESSES }, () =>
    fork(join(__dirname, 'fixtures/sse-clients.ts'), [url, String(EVENT_STREAMS / CLIENT_PROCESSES), cookie], fromTs),
  );
  await Promise.all(clients.map((client) => next(client, 'open')));
  return clients;
}

/** The median over ROUNDS of the time from `publish` until the last stream had the event. */
async function broadcastTime(clients: ChildProcess[], publish: () => Promise<void>): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const delivered = clients.map((client) => next<{ last: number }>(client, 'delivered'));
    const sentAt = now();
    await publish();
    times.push(Math.max(...(await Promise.all(delivered)).map((t) => t.last)) - sentAt);
    await sleep(300);
  }
  return median(times);
}

async function plainBroadcast(): Promise<number> {
  const server = fork(join(__dirname, 'fixtures/sse-server.ts'), [], fromTs);
  const ready = await next<{ port: number }>(server, 'ready');
  const clients = await openEventStreams(`http://127.0.0.1:${ready.port}/`, '');
  try {
    return await broadcastTime(clients, async () => void server.send({ kind: 'publish' }));
  } finally {
    for (const client of clients) client.kill('SIGTERM');
    server.kill('SIGTERM');
  }
}

/** The runner runs the same bench in the previous main's tree and prints both (bench/run.ts). */
export const besidePreviousByRunner = true;

export default async function saturdayFanout(report: Report): Promise<void> {
  const fake = await startFakeDay();
  const { api, db } = await startSaturdayApi(fake, { EVENT_STREAMS_PER_USER: String(EVENT_STREAMS + VIEWERS) });
  const market = keepMarketMoving(fake, RATE);
  const children: ChildProcess[] = [];
  const name = `saturday.${benchDay()}.fanout`;
  try {
    const cookie = await api.logIn();
    await sleep(5_000);
    const before = rssMb(api.pid);
    report(`${name}.api_rss_before`, before, 'MB, the day held and the market moving, no stream open');
    children.push(...(await openEventStreams(`${api.baseUrl}/api/events`, cookie)));
    await sleep(3_000);
    const withEvents = rssMb(api.pid);
    report(`${name}.memory_per_events_stream`, ((withEvents - before) * 1024) / EVENT_STREAMS, `KB (RSS delta over ${EVENT_STREAMS} streams)`);
    const races = [...fake.day.races.values()]
      .filter((race) => race.state === 'open')
      .sort((a, b) => a.startTime.localeCompare(b.startTime))
      .slice(0, 50)
      .map((race) => `${api.baseUrl}/api/live/race/${ids.event(race)}?interval=1000`);
    const viewers = fork(join(__dirname, 'fixtures/live-viewers.ts'), [races.join(','), String(VIEWERS), cookie], fromTs);
    children.push(viewers);
    const { refused } = await next<{ refused: number }>(viewers, 'open');
    report(`${name}.live_opens_refused`, refused, `opens of a live race stream answered other than 200 and asked again (of ${VIEWERS})`);
    await sleep(3_000);
    const withViewers = rssMb(api.pid);
    report(`${name}.memory_per_live_viewer`, ((withViewers - withEvents) * 1024) / VIEWERS, `KB (RSS delta over ${VIEWERS} viewers of ${races.length} races)`);
    report(`${name}.api_rss_all_open`, withViewers, `MB with ${EVENT_STREAMS} events streams and ${VIEWERS} viewers`);
    viewers.send({ kind: 'ticks' });
    const ticksBefore = (await next<{ ticks: number }>(viewers, 'ticks')).ticks;
    const started = Date.now();
    const api5000 = await broadcastTime(children.slice(0, CLIENT_PROCESSES), async () => {
      const response = await fetch(`${api.baseUrl}/api/promos/bulk`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ bookmaker: 'Sportsbet', promoType: 'BonusBack_2nd', scope: 'all' }),
      });
      if (response.status !== 201) throw new Error(`create promo: ${response.status} ${await response.text()}`);
    });
    viewers.send({ kind: 'ticks' });
    const ticks = (await next<{ ticks: number }>(viewers, 'ticks')).ticks - ticksBefore;
    report(
      `${name}.live_ticks_per_viewer_second`,
      ticks / VIEWERS / ((Date.now() - started) / 1000),
      'ticks (frames with data) a viewer had a second while the broadcasts ran (interval 1 s)',
    );
    report(`${name}.api_rss_max`, rssMb(api.pid), 'MB after the broadcasts');
    reportLoad(report);
    for (const child of children) child.kill('SIGTERM');
    children.length = 0;
    await sleep(1_000);
    const plain = await plainBroadcast();
    report(`${name}.broadcast_${EVENT_STREAMS}.api_last_client`, api5000, `ms (median of ${ROUNDS}, ${VIEWERS} viewers and ${RATE} frames/s beside)`);
    report(`${name}.broadcast_${EVENT_STREAMS}.plain_last_client`, plain, 'ms');
    report(`${name}.broadcast_${EVENT_STREAMS}.ratio`, api5000 / plain, 'x (target ≤ 3)');
    reportLoad(report);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await market.stop();
    await db.end().catch(() => undefined);
    await api.stop();
    await fake.stop();
  }
}
