// GET /api/opportunities, the default view (no query: FILTER_DEFAULTS, 1,000 rows), on a Saturday
// (the fake Betwatch's day, BENCH_DAY) WHILE the market changes at 200 frames/s, against a plain
// node:http server sending the same bytes and headers (one reply of the api, taken mid-run), both
// asked as a browser asks (Accept-Encoding: gzip, deflate, br, zstd). Targets: ≥ 0.8 of the plain
// server's throughput, p99 ≤ 1.5 times its; the reply on the wire ≤ 75 KB (its raw, gzip and
// brotli sizes beside). Interleaved rounds of 5 s (`opportunities` has 2 s); autocannon runs in this
// process, where the fake also writes its frames (the fake's own event-loop p99 is printed).
// BENCH_SATURDAY_MOVE_RATE changes the rate (default 200).
import './fixtures/workspace-paths';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { rawGet } from './fixtures/raw-get';
import { readHistogram, observedBetween } from './fixtures/prometheus-histogram';
import { interleaved, load, plainTwin, sequentialTimes } from './fixtures/reply-load';
import { benchDay, keepMarketMoving, type Report, reportLoad, startFakeDay, startSaturdayApi } from './fixtures/saturday-market';
import { percentile } from './fixtures/stats';

/** The runner runs the same bench in the previous main's tree and prints both (bench/run.ts). */
export const besidePreviousByRunner = true;

const RATE = Number(process.env.BENCH_SATURDAY_MOVE_RATE ?? 200);
const WIRE_TARGET = 75 * 1024;
/** The api's histogram of its data version reads (docs/operations.md §2). */
const VERSION_READ = 'overlay_data_version_read_seconds';
// Rounds of 5 s: a reply rebuilt after every market change can take seconds on a Saturday.
const ROUND_SECONDS = 5;

function reportSizes(report: Report, name: string, raw: Buffer, wire: Buffer, coding: string): void {
  const rows = (JSON.parse(raw.toString()) as { opportunities: unknown[] }).opportunities.length;
  report(`${name}.rows`, rows, 'rows in the default view');
  report(`${name}.raw_bytes`, raw.length, 'bytes (JSON)');
  report(`${name}.gzip6_bytes`, gzipSync(raw, { level: 6 }).length, 'bytes');
  for (const quality of [5, 11])
    report(
      `${name}.br${quality}_bytes`,
      brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }).length,
      'bytes',
    );
  report(`${name}.wire_bytes`, wire.length, `bytes (${coding}, as sent to a browser; target ≤ ${WIRE_TARGET})`);
}

/** The default view once the api serves the stored day (rows in it), within 30 s. */
async function servedDay(url: string, cookie: string): Promise<Awaited<ReturnType<typeof rawGet>>> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const raw = await rawGet(url, { cookie });
    const rows = (JSON.parse(raw.body.toString()) as { opportunities: unknown[] }).opportunities.length;
    if (rows > 0 || Date.now() > deadline) return raw;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export default async function saturdayOpportunities(report: Report): Promise<void> {
  const fake = await startFakeDay();
  const { api, db, bootstrapSeconds } = await startSaturdayApi(fake);
  const day = benchDay();
  const name = `saturday.${day}.opportunities`;
  const benchLoop = monitorEventLoopDelay({ resolution: 1 });
  const market = keepMarketMoving(fake, RATE);
  try {
    report(`${name}.bootstrap_seconds`, bootstrapSeconds, `s (${fake.day.races.size} races, ${fake.day.odds.size} quotes)`);
    const cookie = await api.logIn();
    const url = `${api.baseUrl}/api/opportunities`;
    // The api serves the newest version it has read (docs/architecture.md, "Serving prepared
    // versions"): the first read after the bootstrap may still get an earlier one.
    const raw = await servedDay(url, cookie);
    const { reply, plain } = await plainTwin(url, cookie);
    try {
      reportSizes(report, name, raw.body, reply.body, String(reply.headers['content-encoding'] ?? 'identity'));
      const alone = await sequentialTimes(url, cookie, 20);
      report(`${name}.one_request_median`, percentile(alone, 0.5), `ms, one request at a time (p95 ${Math.round(percentile(alone, 0.95))} ms of 20)`);
      await load(url, cookie, 2);
      await load(plain.url, cookie, 2);
      benchLoop.enable();
      const framesBefore = market.frames();
      const readsBefore = await readHistogram(api.baseUrl, VERSION_READ, { read: 'changes' });
      const started = Date.now();
      const [measured, base] = await interleaved([url, plain.url], cookie, undefined, ROUND_SECONDS);
      const reads = observedBetween(readsBefore, await readHistogram(api.baseUrl, VERSION_READ, { read: 'changes' }));
      report(`${name}.market_frames_per_second`, ((market.frames() - framesBefore) * 1000) / (Date.now() - started), `frames/s while measured (asked ${RATE})`);
      report(`${name}.api_rps`, measured.rps, 'req/s');
      report(`${name}.plain_rps`, base.rps, 'req/s');
      report(`${name}.throughput_ratio`, measured.rps / base.rps, '(target ≥ 0.8)');
      report(`${name}.api_p99_ms`, measured.p99, 'ms');
      report(`${name}.plain_p99_ms`, base.p99, 'ms');
      report(`${name}.p99_ratio`, measured.p99 / base.p99, '(target ≤ 1.5)');
      // Where the api's time goes besides the replies: each data version read for the table.
      report(`${name}.version_reads`, reads.count, `data versions read by their changes while measured (${VERSION_READ})`);
      report(`${name}.version_read_mean_ms`, reads.meanMs, `ms (median ≤ ${reads.atMostMs(0.5)} ms, p90 ≤ ${reads.atMostMs(0.9)} ms: the histogram's bounds)`);
      report(`${name}.bench_process_event_loop_p99`, benchLoop.percentile(99) / 1e6, 'ms (autocannon and the fake share it)');
      reportLoad(report);
    } finally {
      await plain.stop();
    }
  } finally {
    await market.stop();
    await db.end().catch(() => undefined);
    await api.stop();
    await fake.stop();
  }
}
