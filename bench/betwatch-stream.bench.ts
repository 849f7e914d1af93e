// ODDS_FEED=betwatch under load: the built api against the fake Betwatch v1 server (a whole
// AU/NZ day, 24 h of races) in this process. Prints:
// - memory: the api's RSS holding the whole day (target < 300 MB; ≤ 600 MB on a Saturday);
// - frame → client latency at 50, 200 and 1,000 frames/s: from the fake writing a probe odds
//   frame to a live race stream client (interval 5 s, so only the push counts) having the row
//   (target p95 ≤ 250 ms at 1,000/s with a Saturday held), and to a dashboard client of
//   /api/events reading as the web does (races_changed → a `races=` read merged into its rows;
//   target p95 ≤ 1.5 s, every probe price seen), for the watched race, for a second probe in
//   the soonest race no live page watches (the front of the card, written with every part), and
//   for a third at the back of the card, 3 h+ from its jump (its changes wait for the writer's
//   cycle), followed through its own view; the api's event-loop delay p99 (< 50 ms);
// - the 60 s polling path for the same change (computed: it waits for the next full refresh);
// - catch-up after a 5-minute outage at 200 frames/s (60,000 frames): time to current, and
//   whether the stored market then equals the fake's (no frame lost);
// - where a probe change waits: the api traces the probe race (STREAM_TRACE_FILE) per stage
//   (frame read, drained into a batch, stored, announced, heard by the live hub, pushed), so each
//   rate prints the median and p95 of every step, beside this process's own event-loop delay (the
//   fake writes from here) and the machine's load average.
// BENCH_BETWATCH_RATES=200 runs some rates only; BENCH_BETWATCH_CATCH_UP=0 skips the catch-up;
// BENCH_DAY=saturday holds the Saturday (641 races, 110 sources) instead of a standard day.
import './fixtures/workspace-paths';
import { existsSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { ClientRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { Client } from 'pg';
import { mergeRaceRows } from '@overlay/domain';
import type { Opportunity, SnapshotRace } from '@overlay/domain';
import type { OpportunitiesResponse } from '@overlay/contracts';
import {
  FAKE_BETWATCH_KEY,
  FakeBetwatchServer,
} from '../libs/infrastructure/src/feeds/betwatch/__fixtures__/fake-betwatch.server';
import { ids } from '../libs/infrastructure/src/feeds/betwatch/__fixtures__/fake-betwatch.entities';
import { startBuiltApi, waitFor } from './fixtures/built-api';
import { listen } from './fixtures/saturday-market';
import { percentile } from './fixtures/stats';

type Report = (name: string, value: number, unit: string) => void;

const RATES = (process.env.BENCH_BETWATCH_RATES ?? '50,200,1000')
  .split(',')
  .map(Number)
  .filter((rate) => rate > 0);
const CATCH_UP = process.env.BENCH_BETWATCH_CATCH_UP !== '0';
const MEASURE_MS = 10_000;
const PROBE_EVERY_MS = 500;
const BEAT_MS = 100;
const OUTAGE_FRAMES_PER_SECOND = 200;
const OUTAGE_SECONDS = 300;

const rssMb = (pid: number) =>
  Number(
    /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ??
      NaN,
  ) / 1024;

/** The dashboard's view in the bench: default filters, every EV, soonest race first. */
const DASHBOARD_VIEW = 'min_total_ev=-100&sort_by=startTime&sort_dir=asc';
const WHOLE_READ_EVERY_MS = 60_000;

/**
 * A dashboard as apps/web/src/features/dashboard/api/follow-races.ts keeps its rows: one part
 * read at a time (names heard meanwhile wait for the next), whole reads when it cannot merge.
 */
function dashboardClient(
  baseUrl: string,
  cookie: string,
  onRows: (rows: readonly Opportunity[]) => void,
  view = DASHBOARD_VIEW,
) {
  let held: Opportunity[] = [];
  let wholeAt = 0;
  let reading = false;
  const waiting = new Set<string>();
  let counts = { part: 0, whole: 0 };
  let partMs: number[] = [];
  const get = async (query: string) =>
    (await (
      await fetch(`${baseUrl}/api/opportunities?${query}`, {
        headers: { cookie },
      })
    ).json()) as OpportunitiesResponse;
  const wholeRead = async () => {
    counts.whole += 1;
    wholeAt = Date.now();
    held = (await get(view)).opportunities;
    onRows(held);
  };
  const pump = async (): Promise<void> => {
    if (reading || waiting.size === 0) return;
    const races = [...waiting].sort();
    waiting.clear();
    reading = true;
    try {
      counts.part += 1;
      const started = Date.now();
      const reply = await get(`${view}&races=${races.join(',')}`);
      partMs.push(Date.now() - started);
      const merged =
        reply.part === undefined
          ? null
          : mergeRaceRows(held, { ...reply.part, rows: reply.opportunities });
      if (merged === null) await wholeRead();
      else {
        held = merged;
        onRows(held);
      }
    } catch {
      // The api stopped (the bench's end) or failed: the web reads the whole reply then.
      return;
    } finally {
      reading = false;
    }
    return pump();
  };
  return {
    wholeRead,
    heard(message: { type: string; data: unknown }) {
      if (message.type === 'races_changed') {
        const raceIds = (message.data as { raceIds: string[] | null }).raceIds;
        if (raceIds === null) wholeRead().catch(() => undefined);
        else {
          for (const id of raceIds) waiting.add(id);
          void pump();
        }
      } else if (message.type === 'data_refresh') {
        const named = (message.data as { named?: boolean }).named === true;
        if (!named || Date.now() - wholeAt >= WHOLE_READ_EVERY_MS)
          wholeRead().catch(() => undefined);
      }
    },
    counts: () =>
      `${counts.part} part reads (median ${percentile(partMs, 0.5)} ms, p95 ${percentile(partMs, 0.95)}), ${counts.whole} whole reads`,
    resetCounts: () => {
      counts = { part: 0, whole: 0 };
      partMs = [];
    },
  };
}

/** The runner runs the same bench in the previous main's tree and prints both (bench/run.ts). */
export const besidePreviousByRunner = true;

export default async function betwatchStream(report: Report): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'betwatch-bench-'));
  const loopFile = join(dir, 'loop.json');
  const traceFile = join(dir, 'trace.jsonl');
  // BENCH_DAY=saturday: the Saturday of the saturday-* benches (docs/feeds.md, "A Saturday") instead of a standard day.
  const day = process.env.BENCH_DAY === 'saturday' ? 'saturday' : 'standard';
  const fake = new FakeBetwatchServer(Date.now(), { day, afterMs: 24 * 3_600_000 });
  await fake.start();
  // The probe: runner 1's Sportsbet win price of an open race, stepped 2.00, 2.01, …
  const probe = [...fake.day.races.values()].find(
    (race) =>
      race.state === 'open' &&
      race.runners[0]?.prices.some((q) => q.bookmaker === 'Sportsbet'),
  ) as SnapshotRace;
  const probeId = ids.event(probe);
  // The soonest open race Sportsbet prices starting more than `aheadMs` from now, but `except`.
  const soonestSportsbetRace = (aheadMs: number, except?: SnapshotRace) =>
    [...fake.day.races.values()]
      .filter(
        (race) =>
          race !== except &&
          race.state === 'open' &&
          Date.parse(race.startTime) > Date.now() + aheadMs &&
          race.runners[0]?.prices.some((q) => q.bookmaker === 'Sportsbet'),
      )
      .sort((a, b) => a.startTime.localeCompare(b.startTime))[0] as SnapshotRace;
  // A second probe in a race no live page watches (the soonest other open race Sportsbet prices
  // that has not started): its changes take the ordinary batches, not the watched lane.
  const quiet = soonestSportsbetRace(10 * 60_000, probe);
  const quietId = ids.event(quiet);
  // A third at the back of the card (the soonest such race 3 hours or more from its jump): outside
  // the front that rides with every write (docs/feeds.md, latency), its changes wait for the cycle.
  const far = soonestSportsbetRace(3 * 3_600_000);
  const farId = ids.event(far);
  const api = await startBuiltApi({
    ODDS_FEED: 'betwatch',
    FEED_URL: fake.url,
    FEED_API_KEY: FAKE_BETWATCH_KEY,
    NODE_OPTIONS: `--require ${join(__dirname, 'fixtures/loop-monitor.cjs')}`,
    LOOP_MONITOR_FILE: loopFile,
    STREAM_TRACE_FILE: traceFile,
    STREAM_TRACE_RACE: `${probeId},${quietId},${farId}`,
  });
  const benchLoop = monitorEventLoopDelay({ resolution: 1 });
  benchLoop.enable();
  const db = new Client({ connectionString: api.databaseUrl });
  const requests: ClientRequest[] = [];
  try {
    // The api's database ends with it: say so rather than die on an unhandled 'error'.
    db.on('error', (error) =>
      console.error(
        `bench: the api's database connection ended: ${error.message}`,
      ),
    );
    await db.connect();
    const cookie = await api.logIn();
    const storedRaces = async () =>
      Number((await db.query('SELECT count(*) AS n FROM races')).rows[0].n);
    const started = Date.now();
    await waitFor(
      'the bootstrap to be stored',
      async () => (await storedRaces()) >= fake.day.races.size * 0.9,
      180_000,
    );
    report(
      'betwatch.bootstrap_seconds',
      (Date.now() - started) / 1000,
      `s for ${await storedRaces()} races (from api start)`,
    );
    report(
      'betwatch.day_odds_rows',
      fake.day.odds.size,
      `odds rows held (a whole ${day} day)`,
    );
    report('betwatch.api_rss_full_day', rssMb(api.pid), `MB (target ${day === 'saturday' ? '≤ 600, a Saturday' : '< 300, a standard day'})`);

    const writtenAt = new Map<string, number>();
    const liveSeen = new Map<string, number>();
    const eventsSeen = new Map<string, number>();
    const unwatchedSeen = new Map<string, number>();
    const farSeen = new Map<string, number>();
    requests.push(
      listen(
        `${api.baseUrl}/api/live/race/${probeId}?interval=5000`,
        cookie,
        (data) => {
          const tick = JSON.parse(data) as {
            ev?: { runnerNo: number; book: string; winPrice: number }[];
          };
          const price = tick.ev?.find(
            (row) => row.runnerNo === 1 && row.book === 'Sportsbet',
          )?.winPrice;
          if (price !== undefined && !liveSeen.has(price.toFixed(2)))
            liveSeen.set(price.toFixed(2), Date.now());
        },
      ),
    );
    // The dashboard client reads as apps/web does (docs/architecture.md, "The dashboard follows
    // the market"): its view's whole reply once, then each races_changed's races by `races=`,
    // merged into the held rows (mergeRaceRows); the whole reply again when the merge cannot be
    // sure, an event names no race, or a data_refresh carries changes no races_changed named (or
    // a minute passed). Its view: the default filters with every EV and the soonest race first,
    // so the probe's row is in the view whatever its EV.
    const seeing =
      (raceId: string, seen: Map<string, number>) =>
      (rows: readonly Opportunity[]) => {
        const price = rows.find(
          (row) =>
            row.extRaceId === raceId &&
            row.runnerNumber === 1 &&
            row.bookmaker === 'Sportsbet',
        )?.price;
        if (price !== undefined && !seen.has(price.toFixed(2)))
          seen.set(price.toFixed(2), Date.now());
      };
    const dashboard = dashboardClient(api.baseUrl, cookie, seeing(probeId, eventsSeen));
    // A Saturday race has ~1,300 rows, so the soonest-first view of 1,000 holds one race: the
    // second punter follows Sportsbet alone (~12 rows a race), which holds the unwatched probe's.
    const sportsbetDashboard = dashboardClient(
      api.baseUrl,
      cookie,
      seeing(quietId, unwatchedSeen),
      `${DASHBOARD_VIEW}&bookmakers=Sportsbet`,
    );
    // The back-of-card race followed as an alert's link opens it: that race, Sportsbet alone.
    const farDashboard = dashboardClient(
      api.baseUrl,
      cookie,
      seeing(farId, farSeen),
      `${DASHBOARD_VIEW}&bookmakers=Sportsbet&race_id=${farId}`,
    );
    const dashboards = [dashboard, sportsbetDashboard, farDashboard];
    for (const client of dashboards) {
      await client.wholeRead();
      requests.push(
        listen(`${api.baseUrl}/api/events`, cookie, (data) =>
          client.heard(JSON.parse(data) as { type: string; data: unknown }),
        ),
      );
    }
    let step = 0;
    for (const rate of RATES) {
      writtenAt.clear();
      liveSeen.clear();
      eventsSeen.clear();
      unwatchedSeen.clear();
      farSeen.clear();
      for (const client of dashboards) client.resetCounts();
      process.kill(api.pid, 'SIGUSR2');
      benchLoop.reset();
      const traceFrom = existsSync(traceFile)
        ? readFileSync(traceFile, 'utf8').length
        : 0;
      const until = Date.now() + MEASURE_MS;
      let nextProbe = Date.now();
      while (Date.now() < until) {
        fake.day.pulse(Math.round((rate * BEAT_MS) / 1000));
        if (Date.now() >= nextProbe) {
          step += 1;
          const price = (2 + (step % 400) / 100).toFixed(2);
          for (const race of [probe, quiet, far])
            fake.day.setWin(
              race.extRaceId,
              race.runners[0].number,
              'Sportsbet',
              Number(price),
            );
          writtenAt.set(price, Date.now());
          nextProbe += PROBE_EVERY_MS;
        }
        await new Promise((r) => setTimeout(r, BEAT_MS));
      }
      await new Promise((r) => setTimeout(r, 6_000));
      process.kill(api.pid, 'SIGUSR2');
      await new Promise((r) => setTimeout(r, 300));
      const loop = JSON.parse(readFileSync(loopFile, 'utf8')) as {
        p99: number;
      };
      const delays = (seen: Map<string, number>) =>
        [...writtenAt]
          .map(([price, at]) => (seen.get(price) ?? NaN) - at)
          .filter((d) => Number.isFinite(d) && d >= 0);
      const live = delays(liveSeen);
      const events = delays(eventsSeen);
      report(
        `betwatch.${rate}fps.live_stream_median`,
        percentile(live, 0.5),
        'ms',
      );
      report(
        `betwatch.${rate}fps.live_stream_p95`,
        percentile(live, 0.95),
        `ms (target ≤ 250 at 1,000/s with a Saturday held, every probe seen; ${live.length}/${writtenAt.size} probes seen)`,
      );
      report(
        `betwatch.${rate}fps.events_client_median`,
        percentile(events, 0.5),
        `ms (races_changed batches, EVENTS_RACES_BATCH_MS; ${dashboard.counts()})`,
      );
      report(
        `betwatch.${rate}fps.events_client_p95`,
        percentile(events, 0.95),
        `ms (target ≤ 1500, every probe seen; ${events.length}/${writtenAt.size} probes seen)`,
      );
      const unwatched = delays(unwatchedSeen);
      report(
        `betwatch.${rate}fps.events_client_unwatched_p95`,
        percentile(unwatched, 0.95),
        `ms (a race no live page watches, a Sportsbet-only view: median ${percentile(unwatched, 0.5)} ms, ${sportsbetDashboard.counts()}; target ≤ 1500, every probe seen; ${unwatched.length}/${writtenAt.size} probes seen)`,
      );
      const back = delays(farSeen);
      report(
        `betwatch.${rate}fps.events_client_back_of_card_p95`,
        percentile(back, 0.95),
        `ms (a race ${Math.round((Date.parse(far.startTime) - Date.now()) / 60_000)} min from its jump, outside the front of the card, its own view: median ${percentile(back, 0.5)} ms; ${back.length}/${writtenAt.size} probes seen; it waits for the writer's cycle)`,
      );
      report(
        `betwatch.${rate}fps.event_loop_p99`,
        loop.p99,
        'ms (target < 50)',
      );
      report(
        `betwatch.${rate}fps.bench_process_event_loop_p99`,
        benchLoop.percentile(99) / 1e6,
        'ms (the fake writes frames from this process)',
      );
      report(
        'system.load_average',
        loadavg()[0],
        `(1 min, ${cpus().length} cores)`,
      );
      // An api without the trace (an older build) writes no file: no stage lines then.
      const trace = existsSync(traceFile) ? readFileSync(traceFile, 'utf8').slice(traceFrom) : '';
      reportStages(report, `betwatch.${rate}fps.stage`, linesOf(trace, probeId), writtenAt, liveSeen, WATCHED_STEPS);
      reportStages(report, `betwatch.${rate}fps.unwatched_stage`, linesOf(trace, quietId), writtenAt, unwatchedSeen, UNWATCHED_STEPS);
      reportStages(report, `betwatch.${rate}fps.back_of_card_stage`, linesOf(trace, farId), writtenAt, farSeen, UNWATCHED_STEPS);
    }
    // A change on a 60 s polling feed waits for the next full refresh: uniform over the interval.
    report(
      'polling.60s.change_to_store_median',
      30_000,
      'ms (computed: half the interval, plus the fetch)',
    );
    report(
      'polling.60s.change_to_store_p95',
      57_000,
      'ms (computed: 95 % of the interval, plus the fetch)',
    );

    if (!CATCH_UP) return;
    // Catch-up: the stream refused for a 5-minute outage while 60,000 frames happen.
    fake.faults.streamUnavailable = true;
    fake.drop();
    await new Promise((r) => setTimeout(r, 1_000));
    for (let s = 0; s < OUTAGE_SECONDS; s += 1)
      fake.day.pulse(OUTAGE_FRAMES_PER_SECOND);
    const head = fake.day.head();
    const back = Date.now();
    fake.faults.streamUnavailable = false;
    const cursor = async () =>
      (await db.query('SELECT cursor FROM feed_stream_state')).rows[0]
        ?.cursor as string | undefined;
    await waitFor(
      'the stream to catch up',
      async () => (await cursor()) === head,
      180_000,
    );
    report(
      'betwatch.catch_up_seconds',
      (Date.now() - back) / 1000,
      `s for ${OUTAGE_SECONDS * OUTAGE_FRAMES_PER_SECOND} frames (5 min at ${OUTAGE_FRAMES_PER_SECOND}/s)`,
    );
    const stored = await db.query(
      `SELECT r.ext_race_id AS race, u.number, p.bookmaker, p.win FROM bookmaker_prices p
       JOIN runners u ON u.id = p.runner_id JOIN races r ON r.ext_race_id = u.race_ext_id WHERE NOT u.scratched`,
    );
    const storedPrices = new Map(
      stored.rows.map(
        (row: {
          race: string;
          number: number;
          bookmaker: string;
          win: number;
        }) => [`${row.race}#${row.number}#${row.bookmaker}`, Number(row.win)],
      ),
    );
    let compared = 0;
    let different = 0;
    for (const race of fake.day.races.values()) {
      for (const runner of race.runners) {
        if (runner.scratched) continue;
        for (const quote of runner.prices) {
          const key = `${ids.event(race)}#${runner.number}#${quote.bookmaker}`;
          if (!storedPrices.has(key)) continue;
          compared += 1;
          if (storedPrices.get(key) !== quote.win) different += 1;
        }
      }
    }
    report(
      'betwatch.catch_up_prices_compared',
      compared,
      'stored quotes compared with the fake',
    );
    report(
      'betwatch.catch_up_prices_different',
      different,
      '(0: no frame lost)',
    );
  } finally {
    for (const req of requests) req.destroy();
    await db.end().catch(() => undefined);
    await api.stop();
    await fake.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

interface TraceLine {
  stage: string;
  at: number;
  /** The traced races the stage handled (absent: it names none). */
  traced?: string[];
  price?: number;
  named?: boolean;
  intervalMs?: number;
}

/** The trace's lines of one probe race (and those naming no race). */
function linesOf(text: string, raceId: string): TraceLine[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TraceLine)
    .filter((line) => !line.traced || line.traced.includes(raceId));
}

// `stored` is traced after the write's data_refresh (`announced`): reported on its own.
/** A watched race's stages: fake wrote → api read it → drained → announced → live hub → pushed. */
const WATCHED_STEPS = ['read', 'drained', 'announced', 'hub', 'pushed'];
/** An unwatched race's: its client hears of it through /api/events after `announced`. */
const UNWATCHED_STEPS = ['read', 'drained', 'announced'];

/**
 * Each probe's way through the api's stages (the first line of each stage after the previous
 * one's), as median and p95 per step, then from the last stage to the client having it.
 */
function reportStages(
  report: Report,
  prefix: string,
  lines: readonly TraceLine[],
  writtenAt: Map<string, number>,
  seen: Map<string, number>,
  steps: readonly string[],
): void {
  const gaps = new Map<string, number[]>();
  const add = (step: string, ms: number) =>
    gaps.set(step, [...(gaps.get(step) ?? []), ms]);
  for (const [price, written] of writtenAt) {
    const read = lines.find(
      (line) =>
        line.stage === 'read' &&
        line.at >= written - 5 &&
        line.price !== undefined &&
        line.price.toFixed(2) === price,
    );
    if (!read) continue;
    add('written_to_read', read.at - written);
    let previous = read;
    for (const stage of steps.slice(1)) {
      const next = lines.find(
        (line) =>
          line.stage === stage &&
          line.at >= previous.at &&
          (stage !== 'pushed' || line.intervalMs === 5000),
      );
      if (!next) break;
      add(`${previous.stage}_to_${stage}`, next.at - previous.at);
      previous = next;
    }
    const client = seen.get(price);
    if (client !== undefined && previous.stage === steps[steps.length - 1])
      add(`${previous.stage}_to_client`, client - previous.at);
  }
  for (const [step, values] of gaps)
    report(
      `${prefix}.${step}`,
      percentile(values, 0.5),
      `ms median, p95 ${percentile(values, 0.95)} (${values.length} probes)`,
    );
  const writes = lines.filter(
    (line) => line.stage === 'stored',
  ) as (TraceLine & {
    ms: number;
    races: number;
  })[];
  report(
    `${prefix}.write_ms`,
    percentile(
      writes.map((line) => line.ms),
      0.5,
    ),
    `ms median, p95 ${percentile(
      writes.map((line) => line.ms),
      0.95,
    )}, of writes holding the probe race (median ${percentile(
      writes.map((line) => line.races),
      0.5,
    )} races each, ${writes.length} writes)`,
  );
  const count = (stage: string) =>
    lines.filter((line) => line.stage === stage).length;
  report(
    `${prefix}.batches_unnamed`,
    lines.filter((line) => line.stage === 'announced' && !line.named).length,
    `announcements without race ids (too many races to name), of ${count('announced')}`,
  );
  report(
    `${prefix}.ticks_skipped`,
    count('skipped'),
    `live ticks skipped (one already running), of ${count('pushed')} pushed`,
  );
}
