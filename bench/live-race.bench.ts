// The live race tracker under load: the built api with the file feed, 500 viewers over 20 races
// within 15 minutes of their jump, all at 1 s ticks, and every race's price moving every second.
// Prints the api's event-loop delay p99 (target < 50 ms), its CPU share of one core, and the
// median delay from a price change reaching the store (the data_refresh NOTIFY after the commit)
// to each viewer's tick carrying it (target < 1.5 s at 1 s ticks).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { MarketSnapshot } from '@overlay/domain';
import { handRace } from '../apps/api/test/support/hand-race';
import { startBuiltApi } from './fixtures/built-api';
import { median, percentile } from './fixtures/stats';

type Report = (name: string, value: number, unit: string) => void;

const RACES = 20;
const VIEWERS = 500;
const WARM_UP_MS = 6000;
const MEASURE_MS = 20_000;
/** Runner 1's Sportsbet price encodes the change number: 2.50, 2.52, … (50 steps, then again). */
const priceOf = (seq: number) => Math.round((2.5 + (seq % 50) * 0.02) * 100) / 100;
const seqResidue = (price: number) => Math.round((price - 2.5) / 0.02);

const cpuTicks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/** The api's event-loop delay over the next `ms`. */
async function loopOver(pid: number, file: string, ms: number): Promise<LoopDelay> {
  process.kill(pid, 'SIGUSR2');
  await new Promise((r) => setTimeout(r, ms));
  process.kill(pid, 'SIGUSR2');
  await new Promise((r) => setTimeout(r, 300));
  return JSON.parse(readFileSync(file, 'utf8')) as LoopDelay;
}

export default async function liveRace(report: Report): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'live-bench-'));
  const feedFile = join(dir, 'feed.json');
  const loopFile = join(dir, 'loop.json');
  const start = Date.now();
  const races = Array.from({ length: RACES }, (_, i) => handRace(`BENCH-${i + 1}`, 5 + (i % 9), start, (i % 10) + 1));
  let seq = 0;
  const write = () => {
    for (const race of races) race.runners[0].prices[0].win = priceOf(seq);
    const snapshot: MarketSnapshot = { generatedAt: new Date().toISOString(), races };
    writeFileSync(feedFile, JSON.stringify(snapshot));
  };
  write();
  const api = await startBuiltApi({
    ODDS_FEED: 'file',
    FEED_FILE: feedFile,
    REFRESH_SECONDS: '3600',
    FAST_REFRESH_SECONDS: '3600',
    NODE_OPTIONS: `--require ${join(__dirname, 'fixtures/loop-monitor.cjs')}`,
    LOOP_MONITOR_FILE: loopFile,
  });
  const listener = new Client({ connectionString: api.databaseUrl });
  const stored: number[] = [];
  const writtenAt = new Map<number, number>();
  const seen: { seq: number; at: number }[] = [];
  const requests: ReturnType<typeof get>[] = [];
  try {
    await listener.connect();
    listener.on('notification', (message) => {
      if (message.payload?.includes('"data_refresh"')) stored.push(Date.now());
    });
    await listener.query('LISTEN overlay_events');
    const cookie = await api.logIn();
    // Baseline: the same process with no viewer for as long as the window (the machine's own noise).
    const idle = await loopOver(api.pid, loopFile, MEASURE_MS / 2);
    for (let v = 0; v < VIEWERS; v += 1) {
      const race = races[v % RACES].extRaceId;
      const books = v % 2 === 0 ? '' : '&books=Sportsbet,TAB';
      let last = -1;
      let buffer = '';
      const req = get(`${api.baseUrl}/api/live/race/${race}?interval=1000${books}`, { headers: { cookie } }, (res) => {
        if (res.statusCode !== 200) throw new Error(`stream answered ${res.statusCode}`);
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!frame.startsWith('data: ')) continue;
            const tick = JSON.parse(frame.slice(6)) as { type: string; ev?: { runnerNo: number; book: string; winPrice: number }[] };
            const price = tick.ev?.find((row) => row.runnerNo === 1 && row.book === 'Sportsbet')?.winPrice;
            if (price === undefined || seqResidue(price) === last) continue;
            last = seqResidue(price);
            // The latest change with this residue (the window is shorter than 50 changes).
            const changed = seq - ((seq - last + 50) % 50);
            seen.push({ seq: changed, at: Date.now() });
          }
        });
      });
      req.on('error', () => undefined);
      requests.push(req);
    }
    const mover = setInterval(() => {
      seq += 1;
      writtenAt.set(seq, Date.now());
      write();
    }, 1000);
    await new Promise((r) => setTimeout(r, WARM_UP_MS));
    process.kill(api.pid, 'SIGUSR2'); // reset the loop histogram at the window's start
    const from = { wall: Date.now(), cpu: cpuTicks(api.pid), seq };
    seen.length = 0;
    await new Promise((r) => setTimeout(r, MEASURE_MS));
    const cpuShare = (cpuTicks(api.pid) - from.cpu) * 10 / (Date.now() - from.wall);
    process.kill(api.pid, 'SIGUSR2');
    clearInterval(mover);
    await new Promise((r) => setTimeout(r, 300));
    const loop = JSON.parse(readFileSync(loopFile, 'utf8')) as LoopDelay;
    // A change reaches the store with the first data_refresh after it was written to the feed.
    const storedAt = (s: number) => stored.find((t) => t >= (writtenAt.get(s) ?? Infinity));
    const delays = seen
      .filter((entry) => entry.seq > from.seq && entry.seq < seq - 1)
      .map((entry) => entry.at - (storedAt(entry.seq) ?? NaN))
      .filter((delay) => Number.isFinite(delay) && delay >= 0);
    report('live.viewers', VIEWERS, `streams over ${RACES} races at 1 s`);
    report('live.event_loop_delay_p99', loop.p99, 'ms (target < 50)');
    report('live.event_loop_delay_p50', loop.p50, 'ms');
    report('live.idle_baseline_event_loop_delay_p99', idle.p99, 'ms (same api, no viewers)');
    report('live.cpu_share', cpuShare * 100, '% of one core');
    report('live.change_to_viewer_median', median(delays), 'ms (target < 1500)');
    report('live.change_to_viewer_p90', percentile(delays, 0.9), 'ms');
    report('live.changes_seen', delays.length, `(viewer, change) pairs of ${seq - from.seq} changes`);
  } finally {
    for (const req of requests) req.destroy();
    await listener.end().catch(() => undefined);
    await api.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
