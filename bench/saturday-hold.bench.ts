// A Saturday held by one api (docs/operations.md, capacity): the built api with ODDS_FEED=betwatch
// against the fake Betwatch v1 server serving a whole Saturday (BENCH_DAY=standard: the ordinary
// day) in this process. Prints:
// - the bootstrap's time and the api's RSS holding the day, and its peak during the run
//   (target ≤ 600 MB), with the quotes held and the bytes of RSS per quote;
// - frame → live race stream at the peak rate (BENCH_SATURDAY_RATE, default 1,000 frames/s): a
//   probe change every 500 ms followed to a live race client (interval 5 s: only the push counts),
//   median and p95 (target ≤ 250 ms), the api's event-loop p99 (< 50 ms), where the probe waited
//   (`stage.*`, the api's STREAM_TRACE_FILE) and this process's own event-loop p99 (the fake
//   writes from here);
// - catch-up after a 5-minute outage at the same rate: time to current, and the stored quotes
//   that differ from the fake's (0: no frame lost). BENCH_SATURDAY_CATCH_UP=0 skips it.
import './fixtures/workspace-paths';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { ids } from '../libs/infrastructure/src/feeds/betwatch/__fixtures__/fake-betwatch.entities';
import { waitFor } from './fixtures/built-api';
import {
  benchDay,
  driveMarket,
  listen,
  probeRace,
  quotesAgainstFake,
  type Report,
  reportLoad,
  rssMb,
  sleep,
  startFakeDay,
  startSaturdayApi,
  storedCursor,
} from './fixtures/saturday-market';
import { percentile } from './fixtures/stats';
import { reportStreamStages } from './fixtures/stream-stages';

const RATE = Number(process.env.BENCH_SATURDAY_RATE ?? 1000);
const CATCH_UP = process.env.BENCH_SATURDAY_CATCH_UP !== '0';
const MEASURE_MS = 15_000;
const PROBE_EVERY_MS = 500;
const INTERVAL_MS = 5_000;
const OUTAGE_SECONDS = 300;

const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/** The runner runs the same bench in the previous main's tree and prints both (bench/run.ts). */
export const besidePreviousByRunner = true;

export default async function saturdayHold(report: Report): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'saturday-hold-'));
  const loopFile = join(dir, 'loop.json');
  const traceFile = join(dir, 'trace.jsonl');
  const memoryFile = join(dir, 'memory.json');
  const fake = await startFakeDay();
  const probe = probeRace(fake);
  const probeId = ids.event(probe);
  const { api, db, bootstrapSeconds } = await startSaturdayApi(fake, {
    NODE_OPTIONS: `--require ${join(__dirname, 'fixtures/loop-monitor.cjs')} --require ${join(__dirname, 'fixtures/memory-probe.cjs')}`,
    LOOP_MONITOR_FILE: loopFile,
    MEMORY_PROBE_FILE: memoryFile,
    STREAM_TRACE_FILE: traceFile,
    STREAM_TRACE_RACE: probeId,
  });
  const requests: ClientRequest[] = [];
  const day = benchDay();
  try {
    const sources = fake.day.sim.day.sources.length;
    report(`saturday.${day}.bootstrap_seconds`, bootstrapSeconds, `s from api start for ${fake.day.races.size} races`);
    report(`saturday.${day}.odds_rows`, fake.day.odds.size, `odds rows held (quotes: race × runner × source; ${sources} sources priced)`);
    await sleep(5_000);
    const rss = rssMb(api.pid);
    report(`saturday.${day}.api_rss_held`, rss, 'MB after the bootstrap (target ≤ 600)');
    report(`saturday.${day}.api_rss_per_quote`, (rss * 1024 * 1024) / fake.day.odds.size, 'bytes of RSS per odds row held');
    process.kill(api.pid, 'SIGUSR2');
    await sleep(300);
    const memory = JSON.parse(readFileSync(memoryFile, 'utf8')) as Record<string, number>;
    report(`saturday.${day}.api_heap_used`, memory.heapUsed, `MB of JavaScript heap in use (before a collection), of ${memory.heapTotal} MB the heap holds`);
    report(`saturday.${day}.api_external`, memory.external, `MB outside the heap (buffers: ${memory.arrayBuffers} MB)`);
    reportLoad(report);

    const cookie = await api.logIn();
    const writtenAt = new Map<string, number>();
    const seen = new Map<string, number>();
    requests.push(
      listen(`${api.baseUrl}/api/live/race/${probeId}?interval=${INTERVAL_MS}`, cookie, (data) => {
        const tick = JSON.parse(data) as { ev?: { runnerNo: number; book: string; winPrice: number }[] };
        const price = tick.ev?.find((row) => row.runnerNo === 1 && row.book === 'Sportsbet')?.winPrice;
        if (price !== undefined && !seen.has(price.toFixed(2))) seen.set(price.toFixed(2), Date.now());
      }),
    );
    await sleep(1_000);
    const benchLoop = monitorEventLoopDelay({ resolution: 1 });
    benchLoop.enable();
    process.kill(api.pid, 'SIGUSR2');
    const traceFrom = existsSync(traceFile) ? readFileSync(traceFile, 'utf8').length : 0;
    let step = 0;
    let nextProbe = Date.now();
    let rssMax = 0;
    await driveMarket(fake, RATE, MEASURE_MS, () => {
      rssMax = Math.max(rssMax, rssMb(api.pid));
      if (Date.now() < nextProbe) return;
      step += 1;
      const price = (2 + (step % 400) / 100).toFixed(2);
      fake.day.setWin(probe.extRaceId, probe.runners[0].number, 'Sportsbet', Number(price));
      writtenAt.set(price, Date.now());
      nextProbe += PROBE_EVERY_MS;
    });
    await sleep(INTERVAL_MS + 1_000);
    process.kill(api.pid, 'SIGUSR2');
    await sleep(300);
    const loop = JSON.parse(readFileSync(loopFile, 'utf8')) as { p99: number };
    const delays = [...writtenAt].map(([price, at]) => (seen.get(price) ?? NaN) - at).filter((d) => Number.isFinite(d) && d >= 0);
    const prefix = `saturday.${day}.${RATE}fps`;
    report(`${prefix}.live_stream_median`, percentile(delays, 0.5), 'ms');
    report(`${prefix}.live_stream_p95`, percentile(delays, 0.95), `ms (target ≤ 250; ${delays.length}/${writtenAt.size} probes seen)`);
    report(`${prefix}.event_loop_p99`, loop.p99, 'ms (target < 50)');
    report(`${prefix}.bench_process_event_loop_p99`, benchLoop.percentile(99) / 1e6, 'ms (the fake writes frames from this process)');
    report(`${prefix}.api_rss_max`, rssMax, 'MB sampled every 100 ms while the market moved (target ≤ 600)');
    reportLoad(report);
    reportStreamStages(
      report,
      `${prefix}.stage`,
      existsSync(traceFile) ? readFileSync(traceFile, 'utf8').slice(traceFrom) : '',
      writtenAt,
      seen,
      INTERVAL_MS,
    );
    if (CATCH_UP) {
      fake.faults.streamUnavailable = true;
      fake.drop();
      await sleep(1_000);
      const framesBefore = fake.day.head();
      for (let second = 0; second < OUTAGE_SECONDS; second += 1) fake.day.pulse(RATE, Math.random, { towardsJump: true });
      const head = fake.day.head();
      const back = Date.now();
      fake.faults.streamUnavailable = false;
      await waitFor('the stream to catch up', async () => (await storedCursor(db)) === head, 900_000);
      report(
        `saturday.${day}.catch_up_seconds`,
        (Date.now() - back) / 1000,
        `s for ${OUTAGE_SECONDS * RATE} price moves (5 min at ${RATE}/s; cursor ${framesBefore} → ${head})`,
      );
      const { compared, different } = await quotesAgainstFake(db, fake);
      report(`saturday.${day}.catch_up_prices_compared`, compared, 'stored quotes compared with the fake');
      report(`saturday.${day}.catch_up_prices_different`, different, '(0: no frame lost)');
      report(`saturday.${day}.api_rss_peak`, peakRssMb(api.pid), 'MB, the process high-water mark over the whole run (target ≤ 600)');
      reportLoad(report);
    }
  } finally {
    for (const req of requests) req.destroy();
    await db.end().catch(() => undefined);
    await api.stop();
    await fake.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
