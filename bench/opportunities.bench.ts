// GET /api/opportunities against a plain node:http server sending the very same bytes and headers,
// in the same run, both asked as a browser asks (Accept-Encoding: gzip, deflate, br, zstd), so
// both send the same brotli-compressed bytes (the api compresses once per cached reply): the api (built, started as in production, simulated feed, one day loaded) must
// reach 0.8 of the plain server's throughput with a p99 latency at most 1.5 times the plain one's,
// at the default 1000 results and at 5000. Both servers run in their own processes; autocannon
// runs here with the same settings against both. BENCH_API_NODE_OPTIONS passes NODE_OPTIONS to the
// api process only (to try V8 flags; production sets none).
import './fixtures/autocannon-bodies';
import autocannon from 'autocannon';
import type { Result } from 'autocannon';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { startBuiltApi, waitFor } from './fixtures/built-api';
import { startPlainServer } from './fixtures/plain-server';
import { rawGet } from './fixtures/raw-get';
import { median } from './fixtures/stats';

type Report = (name: string, value: number, unit: string) => void;

/** Printed beside the previous main's figures: the runner runs this file in its tree too (bench/README.md). */
export const besidePreviousByRunner = true;

const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;
// 8 s against each server, as 4 interleaved rounds of 2 s: a slow spell of the (shared, 2-core)
// machine then weighs on both servers alike instead of on whichever ran during it.
const ROUNDS = 4;
const ROUND_SECONDS = 2;
// Response headers that belong to one connection or instant, not to the reply.
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
// The next 24 hours and every EV, so a simulated day has 5000 rows to cut from at any time of day.
const QUERY = 'within_minutes=1440&min_total_ev=-100';
// What Chromium sends (BENCH_ACCEPT_ENCODING=identity compares the uncompressed replies instead).
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const EXPECTED_CODING = ACCEPT_ENCODING === 'identity' ? undefined : 'br';
// BENCH_MAX_RESULTS=1000 measures one size only.
const SIZES = (process.env.BENCH_MAX_RESULTS ?? '1000,5000').split(',').map(Number);
// Every fair-price method (docs/ev-model.md §9) has its own cached table and reply; each must hold the
// target. BENCH_FAIR_METHODS=shin measures one method only ('default' asks without fair_method).
const METHODS = (process.env.BENCH_FAIR_METHODS ?? 'default,multiplicative,power,shin,worst_case').split(',');

interface Measured {
  rps: number;
  p99: number;
}

async function load(url: string, cookie: string, duration: number): Promise<Result> {
  const headers = { cookie, 'accept-encoding': ACCEPT_ENCODING };
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`);
  }
  return result;
}

/** Interleaved rounds against both urls: mean requests per second, median of the rounds' p99 latency. */
async function measure(urls: [string, string], cookie: string): Promise<[Measured, Measured]> {
  const rounds: [Result[], Result[]] = [[], []];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const side of [0, 1] as const) rounds[side].push(await load(urls[side], cookie, ROUND_SECONDS));
  }
  const summary = (results: Result[]): Measured => ({
    rps: results.reduce((sum, result) => sum + result.requests.average, 0) / results.length,
    p99: median(results.map((result) => result.latency.p99)),
  });
  return [summary(rounds[0]), summary(rounds[1])];
}

async function compare(report: Report, baseUrl: string, cookie: string, maxResults: number, method: string): Promise<void> {
  const methodParam = method === 'default' ? '' : `&fair_method=${method}`;
  const url = `${baseUrl}/api/opportunities?${QUERY}${maxResults === 1000 ? '' : `&max_results=${maxResults}`}${methodParam}`;
  const plainReply = await rawGet(url, { cookie });
  const rows = (JSON.parse(plainReply.body.toString()) as { opportunities: unknown[] }).opportunities.length;
  if (plainReply.status !== 200 || rows !== maxResults) throw new Error(`${url}: ${plainReply.status}, ${rows} rows`);
  const name = method === 'default' ? `opportunities.max${maxResults}` : `opportunities.${method}.max${maxResults}`;
  reportSizes(report, name, plainReply.body);
  // Twice: the first may compress (through Nest), the second is the warm read measured below.
  await rawGet(url, { cookie, 'accept-encoding': ACCEPT_ENCODING });
  const response = await rawGet(url, { cookie, 'accept-encoding': ACCEPT_ENCODING });
  if (response.headers['content-encoding'] !== EXPECTED_CODING) {
    throw new Error(`${url}: sent ${response.headers['content-encoding']}, not ${EXPECTED_CODING}`);
  }
  const headers: Record<string, string> = {};
  for (const [header, value] of Object.entries(response.headers)) {
    if (!HOP_HEADERS.has(header) && value !== undefined) headers[header] = String(value);
  }
  const body = response.body;
  const plain = await startPlainServer(body, headers);
  try {
    await load(url, cookie, WARM_UP_SECONDS);
    await load(plain.url, cookie, WARM_UP_SECONDS);
    const [api, base] = await measure([url, plain.url], cookie);
    report(`${name}.wire_bytes_sent`, body.length, `bytes (${EXPECTED_CODING ?? 'identity'}, what both servers send; target at 1000 rows < ${120 * 1024})`);
    report(`${name}.api_rps`, api.rps, 'req/s');
    report(`${name}.plain_rps`, base.rps, 'req/s');
    report(`${name}.throughput_ratio`, api.rps / base.rps, '(target ≥ 0.8)');
    report(`${name}.api_p99_ms`, api.p99, 'ms');
    report(`${name}.plain_p99_ms`, base.p99, 'ms');
    report(`${name}.p99_ratio`, api.p99 / base.p99, '(target ≤ 1.5)');
  } finally {
    await plain.stop();
  }
}

/** The reply's size raw and compressed, and what each setting costs in CPU (the api uses br 5, gzip 6). */
function reportSizes(report: Report, name: string, body: Buffer): void {
  report(`${name}.raw_bytes`, body.length, 'bytes');
  const settings: [string, (bytes: Buffer) => Buffer][] = [
    ['gzip6', (bytes) => gzipSync(bytes, { level: 6 })],
    // Quality 11 only on the smaller reply: it takes seconds (a build-time setting, not a reply-time one).
    ...(body.length < 2_000_000 ? [4, 5, 6, 11] : [4, 5, 6]).map((quality): [string, (bytes: Buffer) => Buffer] => [
      `br${quality}`,
      (bytes) =>
        brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
        }),
    ]),
  ];
  for (const [label, squeeze] of settings) {
    const started = performance.now();
    const runs = label === 'br11' ? 1 : 5;
    let out: Buffer = Buffer.alloc(0);
    for (let run = 0; run < runs; run += 1) out = squeeze(body);
    report(`${name}.${label}_bytes`, out.length, 'bytes');
    report(`${name}.${label}_ms`, (performance.now() - started) / runs, 'ms to compress (once per cached reply)');
  }
}

export default async function run(report: Report): Promise<void> {
  // Refreshes far apart: the day is loaded once at start and the data version stays put.
  const api = await startBuiltApi({
    ODDS_FEED: 'simulated',
    FEED_SEED: '42',
    JOBS_ENABLED: 'true',
    REFRESH_SECONDS: '3600',
    FAST_REFRESH_SECONDS: '3600',
    LEADER_RETRY_SECONDS: '1',
    ...(process.env.BENCH_API_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_API_NODE_OPTIONS } : {}),
  });
  try {
    const cookie = await api.logIn();
    await waitFor(
      'the simulated day to load',
      async () => {
        const response = await fetch(`${api.baseUrl}/api/opportunities?${QUERY}&max_results=5000`, { headers: { cookie } });
        return ((await response.json()) as { opportunities: unknown[] }).opportunities.length === 5000;
      },
      120_000,
    );
    for (const method of METHODS) for (const maxResults of SIZES) await compare(report, api.baseUrl, cookie, maxResults, method);
  } finally {
    await api.stop();
  }
}
