// The bet log against a real PostgreSQL: the compiled api in this process (built first,
// like the other api benchmarks), a file feed of 250 final races with results, and one user.
// - with 10,000 and 100,000 bets over HTTP, brotli as browsers ask: the first page of
//   GET /api/bets and GET /api/bets/summary (each target < 100 ms median), beside the previous
//   main's (bench/run.ts) and the figures before paging; the CSV export of the whole log, once;
// - a settlement pass over a day's 2,000 pending bets whose closing prices are recorded (the
//   usual case: closing at the jump, results later) (target < 1 s), and one that also records
//   every closing price (price history and valuation per race) for comparison.
import './fixtures/workspace-paths';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { openBenchDatabase } from './fixtures/bench-database';
import { percentile } from './fixtures/stats';

type Report = (name: string, value: number, unit: string) => void;

const root = join(__dirname, '..');
const dist = join(root, 'dist/api/apps/api/src');
const RACES = 250;
const RUNNERS = 8;
const BOOKS = ['TAB', 'Sportsbet', 'Neds'];
const SIZES = [10_000, 100_000] as const;
/**
 * Before the keyset paging, measured on this machine with the same seeding (26 Nov 2026, load
 * average 10): GET /api/bets sent the whole log, the summary ran the same SQL. For scale beside
 * the previous main's figures, which bench/run.ts prints beside these.
 */
const BEFORE_PAGING: Record<(typeof SIZES)[number], { list: string; summary: string }> = {
  10_000: { list: '1655 ms', summary: '127 ms' },
  100_000: { list: 'connection reset before the reply ended', summary: '615 ms' },
};

/** A day of final races: runner i priced around 2 + 1.5 i, results in number order with a dead heat for 3rd every 5th race. */
function finalDay(now: number): object {
  const races = Array.from({ length: RACES }, (_, r) => ({
    extRaceId: `bench-bet-r${r}`,
    venue: `Venue ${r % 25}`,
    country: 'AU',
    code: (['TB', 'HR', 'GR'] as const)[r % 3],
    number: (r % 10) + 1,
    name: 'Bench Plate',
    startTime: new Date(Math.floor(now / 60_000) * 60_000 - (RACES - r) * 60_000).toISOString(),
    state: 'final',
    results: r % 5 === 0 ? [[1], [2], [3, 4], [5]] : [[1], [2], [3], [4]],
    runners: Array.from({ length: RUNNERS }, (_, i) => {
      const base = 2 + i * 1.5;
      return {
        extId: `bench-bet-r${r}-${i + 1}`,
        number: i + 1,
        name: `Runner ${i + 1}`,
        scratched: false,
        prices: BOOKS.map((bookmaker, b) => ({ bookmaker, win: Math.round((base + b * 0.1) * 100) / 100, place: null, placeK: null, boostedFrom: null })),
        exchange: { winBack: base - 0.05, winLay: base + 0.05, placeBack: null, placeLay: null, placeK: null, matchedVolume: 1000 },
      };
    }),
  }));
  return { generatedAt: new Date(now).toISOString(), races };
}

/** `count` bets of the user spread over the races, pending (closing recorded or not) or settled. */
async function insertBets(db: Client, userId: string, count: number, kind: 'settled' | 'pending_closed' | 'pending'): Promise<void> {
  await db.query(
    `INSERT INTO bets (user_id, placed_at, ext_race_id, venue, race_number, race_code, start_time, runner_number, runner_name,
       bookmaker, price, stake, promo_id, promo_type, promo_label, promo_value_multiplier, retention, ev_at_placement,
       fair_price_at_placement, closing_price, closing_fair_price, clv, closed_at, result, payout, profit, settled_at)
     SELECT $1, now() - (g || ' seconds')::interval, 'bench-bet-r' || (g % ${RACES}), 'Venue', 1, 'TB', now(), 1 + g % ${RUNNERS},
       'Runner', 'Sportsbet', 2 + (g % 7), 10 + g % 40,
       CASE WHEN g % 3 = 0 THEN gen_random_uuid() END, CASE WHEN g % 3 = 0 THEN 'BonusBack_2nd3rd' END,
       CASE WHEN g % 3 = 0 THEN 'All races' END, CASE WHEN g % 3 = 0 THEN 0.75 END, CASE WHEN g % 3 = 0 THEN 0.75 END,
       (g % 21) - 5, 2 + (g % 7), CASE WHEN $2 = 'pending' THEN NULL ELSE 2 + (g % 7) END,
       CASE WHEN $2 = 'pending' THEN NULL ELSE 1.9 + (g % 7) END, CASE WHEN $2 = 'pending' THEN NULL ELSE (g % 11 - 5) / 100.0 END,
       CASE WHEN $2 = 'pending' THEN NULL ELSE now() END,
       CASE WHEN $2 <> 'settled' THEN 'pending' WHEN g % 4 = 0 THEN 'won' ELSE 'lost' END,
       CASE WHEN $2 <> 'settled' THEN NULL WHEN g % 4 = 0 THEN (10 + g % 40) * (2 + g % 7) ELSE 0 END,
       CASE WHEN $2 <> 'settled' THEN NULL WHEN g % 4 = 0 THEN (10 + g % 40) * (1 + g % 7) ELSE -(10 + g % 40) END,
       CASE WHEN $2 <> 'settled' THEN NULL ELSE now() - (g || ' seconds')::interval + interval '10 minutes' END
     FROM generate_series(1, $3) AS g`,
    [userId, kind === 'pending_closed' ? 'closed' : kind, count],
  );
}

/** Printed beside the previous main's figures: bench/run.ts runs it in that tree too. */
export const besidePreviousByRunner = true;

export default async function run(report: Report): Promise<void> {
  execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', 'apps/api/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  // The compiled api maps @overlay/* to the compiled libs; nothing of the workspace's sources is loaded here.
  require(join(dist, 'bootstrap/path-aliases'));
  require('reflect-metadata');
  const { NestFactory } = require('@nestjs/core');
  const { AppModule } = require(join(dist, 'app.module'));
  const { loadAppConfig } = require(join(dist, 'config/app-config'));
  const { configureApp } = require(join(dist, 'configure-app'));
  const { RefreshMarketsUseCase } = require(join(dist, 'modules/refresh'));
  const { CloseAndSettleBetsUseCase } = require(join(dist, 'modules/bets'));

  const folder = mkdtempSync(join(tmpdir(), 'overlay-bets-bench-'));
  const feedFile = join(folder, 'snapshot.json');
  writeFileSync(feedFile, JSON.stringify(finalDay(Date.now())));
  const database = await openBenchDatabase();
  const config = loadAppConfig({ JOBS_ENABLED: 'false', LOG_LEVEL: 'silent', SESSION_SECRET: 'bench-secret', ODDS_FEED: 'file', FEED_FILE: feedFile });
  const app = await NestFactory.create(AppModule.forRoot(config, database.url), { logger: ['error'] });
  configureApp(app, config);
  await app.listen(0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const db = new Client({ connectionString: database.url });
  await db.connect();
  try {
    await app.get(RefreshMarketsUseCase).forceRefresh();
    const signup = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench Bettor', email: 'bench-bettor@example.com', password: 'bench-password-1' }),
    });
    const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0];
    const { user } = (await signup.json()) as { user: { id: string } };

    const { BetRepository } = require('@overlay/domain');
    const store = app.get(BetRepository);
    const timed = async (path: string, check: (status: number, body: string) => boolean) => {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`, { headers: { cookie, 'accept-encoding': 'br, gzip' } });
      const body = await response.text();
      const ms = performance.now() - started;
      if (!check(response.status, body)) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
      return { ms, bytes: body.length };
    };
    const medianOf = async (runs: number, measure: () => Promise<number>) => {
      for (let i = 0; i < 3; i++) await measure();
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push(await measure());
      return times;
    };
    for (const count of SIZES) {
      await db.query('DELETE FROM bets');
      await insertBets(db, user.id, count, 'settled');
      // A log this size grew over months: the table has been vacuumed and analysed by then.
      await db.query('VACUUM ANALYZE bets');
      const firstPage = await medianOf(30, async () =>
        (await timed('/api/bets', (status, body) => status === 200 && (JSON.parse(body) as { bets: unknown[] }).bets.length === 100)).ms,
      );
      report(`bets.first_page_${count}_median`, percentile(firstPage, 0.5), `ms (100 rows; target < 100; before paging, the whole log: ${BEFORE_PAGING[count].list})`);
      report(`bets.first_page_${count}_p95`, percentile(firstPage, 0.95), 'ms');
      const summary = await medianOf(30, async () =>
        (await timed('/api/bets/summary', (status, body) => status === 200 && (JSON.parse(body) as { bets: number }).bets === count)).ms,
      );
      report(`bets.summary_${count}_median`, percentile(summary, 0.5), `ms (target < 100; before paging: ${BEFORE_PAGING[count].summary})`);
      report(`bets.summary_${count}_p95`, percentile(summary, 0.95), 'ms');
      // The same summary straight from the store (SQL and mapping, no HTTP, session or JSON).
      const direct = await medianOf(30, async () => {
        const started = performance.now();
        await store.summary(user.id, {});
        return performance.now() - started;
      });
      report(`bets.summary_${count}_store_median`, percentile(direct, 0.5), 'ms (the repository call alone)');
      const csv = await timed('/api/bets/export.csv', (status, body) => status === 200 && body.split('\r\n').length === count + 2);
      report(`bets.export_csv_${count}`, csv.ms, `ms (the whole log streamed, ${(csv.bytes / 1e6).toFixed(1)} MB, once)`);
      report('system.load_average', (await import('node:os')).loadavg()[0], '(1 min)');
    }
    // The floor on this machine at this moment: the smallest signed-in call (session check + reply).
    const floor = await medianOf(30, async () => (await timed('/api/auth/me', (status) => status === 200)).ms);
    report('bets.auth_me_median', percentile(floor, 0.5), 'ms (GET /api/auth/me beside it, for scale)');

    const passes = app.get(CloseAndSettleBetsUseCase);
    for (const kind of ['pending_closed', 'pending'] as const) {
      await db.query('DELETE FROM bets');
      await insertBets(db, user.id, 2_000, kind);
      await db.query('ANALYZE bets');
      const started = performance.now();
      const result = (await passes.execute()) as { settled: number; closed: number };
      const ms = performance.now() - started;
      if (result.settled !== 2_000) throw new Error(`settled ${result.settled} of 2000`);
      if (kind === 'pending_closed') report('bets.settle_2000', ms, 'ms (closing prices recorded; target < 1000)');
      else report('bets.close_and_settle_2000', ms, `ms (${result.closed} closing prices recorded in the same pass)`);
    }
  } finally {
    await db.end();
    await app.close();
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
