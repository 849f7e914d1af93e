// Three instances behind nginx on one PostgreSQL on a Saturday (docs/operations.md §7 and the
// capacity model): the fake Betwatch's day (BENCH_DAY) in this process, the built api three times
// (ports 4631-4633, nginx on 4630, docker/nginx/nginx.conf as it is). Prints:
// - read throughput of the opportunities reply (default view, market quiet: the cached reply)
//   through nginx over three instances against one instance alone, both with 30 connections in
//   interleaved rounds (target ≥ 2.5×), and per core of the box;
// - the leader's ingest with the followers idle and with both followers read at full speed:
//   probe change → stored in PostgreSQL, median and p95 (unaffected: the same within noise);
// - PostgreSQL's load: connections by application, transactions and rows a second, WAL per hour
//   (pg_stat_database and pg_current_wal_lsn deltas) with the market at the peak rate
//   (1,000 frames/s) and during the reads;
// - a rolling restart at the peak rate (each instance in turn: SIGINT, started again, ready):
//   stored quotes against the fake's once the stream caught up (0 differing: no price change
//   lost), and the longest an events or live race stream through nginx was down beside the retry
//   it had been told (no longer than its reconnect).
// nginx is not part of CI: without it the bench says so and measures nothing.
import './fixtures/workspace-paths';
import { cpus } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from 'pg';
import { ids } from '../libs/infrastructure/src/feeds/betwatch/__fixtures__/fake-betwatch.entities';
import { openBenchDatabase } from './fixtures/bench-database';
import { waitFor } from './fixtures/built-api';
import { buildApi, type Instance, nginxBinary, startInstance, startNginx, stopInstance, waitReady } from './fixtures/cluster';
import { pgConnections, pgRates, pgSample } from './fixtures/pg-load';
import { ReconnectingStream } from './fixtures/reconnecting-stream';
import { interleaved, load } from './fixtures/reply-load';
import {
  benchDay,
  betwatchEnv,
  keepMarketMoving,
  openDb,
  probeRace,
  quotesAgainstFake,
  type Report,
  reportLoad,
  sleep,
  startFakeDay,
  storedCursor,
  waitForBootstrap,
} from './fixtures/saturday-market';
import { percentile } from './fixtures/stats';

const NGINX_PORT = 4630;
const PORTS = [4631, 4632, 4633];
const PEAK_RATE = 1000;
const READ_CONNECTIONS = 30;
const ADMIN = { email: 'bench-admin@overlay.local', password: 'bench-password-1' };

async function logIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('overlay_session='));
  if (!response.ok || !cookie) throw new Error(`Login failed: ${response.status}`);
  return cookie.split(';')[0];
}

/** The instance whose pid holds the leader's epoch (`host:pid`). */
async function leaderOf(db: Client, instances: Instance[]): Promise<Instance> {
  const holder = String((await db.query('SELECT holder FROM leader_epoch WHERE id = 1')).rows[0]?.holder ?? '');
  const leader = instances.find((instance) => holder.endsWith(`:${instance.child.pid}`));
  if (!leader) throw new Error(`no instance holds the lead (${holder})`);
  return leader;
}

/** Probe changes one a second: each one's time from the fake's frame to the stored quote. */
async function ingestTimes(db: Client, fake: Awaited<ReturnType<typeof startFakeDay>>, count: number, from: number): Promise<number[]> {
  const probe = probeRace(fake, 1);
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const price = 3 + ((from + i) % 300) / 100;
    const written = Date.now();
    fake.day.setWin(probe.extRaceId, probe.runners[0].number, 'Sportsbet', price);
    await waitFor(
      'the probe to be stored',
      async () =>
        Number(
          (
            await db.query(
              `SELECT p.win FROM bookmaker_prices p JOIN runners u ON u.id = p.runner_id
                WHERE u.race_ext_id = $1 AND u.number = $2 AND p.bookmaker = 'Sportsbet'`,
              [ids.event(probe), probe.runners[0].number],
            )
          ).rows[0]?.win,
        ) === price,
      30_000,
    ).catch(() => undefined);
    times.push(Date.now() - written);
    await sleep(Math.max(0, 1_000 - (Date.now() - written)));
  }
  return times;
}

/** The runner runs the same bench in the previous main's tree and prints both (bench/run.ts). */
export const besidePreviousByRunner = true;

export default async function saturdayInstances(report: Report): Promise<void> {
  const binary = nginxBinary();
  if (binary === null) {
    console.log('# saturday-instances skipped: nginx is not installed (apt-get install -y nginx); it is not part of CI');
    return;
  }
  buildApi();
  const prefix = `saturday.${benchDay()}.instances`;
  const fake = await startFakeDay();
  const database = await openBenchDatabase();
  const dataDir = mkdtempSync(join(__dirname, '..', '.data', 'bench-instances-'));
  const env = {
    ...betwatchEnv(fake),
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LEADER_RETRY_SECONDS: '1',
    EVENT_STREAMS_PER_USER: '100',
  };
  const instances: Instance[] = [startInstance(PORTS[0], env)];
  const db = await openDb(database.url);
  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
  const streams: ReconnectingStream[] = [];
  try {
    await waitReady(instances[0]); // the first runs the migrations alone
    report(`${prefix}.bootstrap_seconds`, await waitForBootstrap(db, fake), `s (${fake.day.races.size} races)`);
    instances.push(startInstance(PORTS[1], env), startInstance(PORTS[2], env));
    await Promise.all(instances.map((instance) => waitReady(instance)));
    nginx = await startNginx(binary, NGINX_PORT, PORTS);
    const cookie = await logIn(nginx.url);
    const leader = await leaderOf(db, instances);
    const followers = instances.filter((instance) => instance !== leader);
    const connections = await pgConnections(db);
    report(
      `${prefix}.pg_connections`,
      [...connections.values()].reduce((sum, n) => sum + n, 0),
      `open to PostgreSQL by the 3 instances, idle market (${[...connections].map(([name, n]) => `${name || '(none)'} ${n}`).join(', ')})`,
    );

    // Reads, market quiet (no data version for 5 s: every instance's reply stays cached): one
    // follower alone against nginx over all three.
    const dataVersion = async () => Number((await db.query('SELECT coalesce(max(data_version), 0) AS v FROM feed_sources')).rows[0].v);
    let quiet = { version: await dataVersion(), since: Date.now() };
    await waitFor(
      'the data version to stay put for 5 s',
      async () => {
        const version = await dataVersion();
        if (version !== quiet.version) quiet = { version, since: Date.now() };
        return Date.now() - quiet.since >= 5_000;
      },
      120_000,
    ).catch(() => console.error('# saturday-instances: the data version kept moving; reads measured anyway'));
    const path = '/api/opportunities';
    await load(`${followers[0].url}${path}`, cookie, 2, READ_CONNECTIONS);
    await load(`${nginx.url}${path}`, cookie, 2, READ_CONNECTIONS);
    const readsFrom = await pgSample(db);
    const [one, three] = await interleaved([`${followers[0].url}${path}`, `${nginx.url}${path}`], cookie, READ_CONNECTIONS, 3);
    const readRates = pgRates(readsFrom, await pgSample(db));
    report(`${prefix}.reads_data_versions`, (await dataVersion()) - quiet.version, 'data versions stored while measured (0: the market was quiet)');
    report(`${prefix}.reads_one_instance_rps`, one.rps, `req/s (p99 ${one.p99} ms, ${READ_CONNECTIONS} connections)`);
    report(`${prefix}.reads_three_behind_nginx_rps`, three.rps, `req/s (p99 ${three.p99} ms)`);
    report(`${prefix}.reads_scaling`, three.rps / one.rps, `x (target ≥ 2.5; ${cpus().length} cores on this box for 3 instances, nginx and the load)`);
    report(`${prefix}.reads_per_core_rps`, three.rps / cpus().length, 'req/s per core, three behind nginx');
    report(`${prefix}.pg_during_reads_xacts_per_second`, readRates.xactsPerSecond, 'transactions/s (session checks and reads)');
    reportLoad(report);

    // The leader's ingest: followers idle, then both read at full speed.
    const market = keepMarketMoving(fake, 200);
    try {
      const idle = await ingestTimes(db, fake, 10, 0);
      const [busy, ...reads] = await Promise.all([
        ingestTimes(db, fake, 10, 10),
        ...followers.map((follower) => load(`${follower.url}${path}`, cookie, 12, READ_CONNECTIONS, false)),
      ]);
      report(`${prefix}.ingest_followers_idle_median`, percentile(idle, 0.5), `ms frame → stored (p95 ${percentile(idle, 0.95)}, 200 frames/s)`);
      report(`${prefix}.ingest_followers_reading_median`, percentile(busy, 0.5), `ms frame → stored (p95 ${percentile(busy, 0.95)}, both followers read at full speed)`);
      const answered = reads.reduce((sum, result) => sum + (result as Awaited<ReturnType<typeof load>>).requests.average, 0);
      const timeouts = reads.reduce((sum, result) => sum + (result as Awaited<ReturnType<typeof load>>).timeouts, 0);
      report(`${prefix}.followers_reads_while_moving_rps`, answered, `req/s the two followers answered meanwhile (${timeouts} waited past 10 s), the market at 200 frames/s`);
      reportLoad(report);
    } finally {
      await market.stop();
    }

    // PostgreSQL at the peak rate.
    const peak = keepMarketMoving(fake, PEAK_RATE);
    const peakFrom = await pgSample(db);
    await sleep(20_000);
    const peakRates = pgRates(peakFrom, await pgSample(db));
    const framesPerSecond = peak.frames() / 20;
    report(`${prefix}.peak_frames_per_second`, framesPerSecond, 'frames/s the fake sent (asked 1,000)');
    report(`${prefix}.pg_peak_xacts_per_second`, peakRates.xactsPerSecond, 'transactions/s, 3 instances, the leader ingesting');
    report(`${prefix}.pg_peak_rows_written_per_second`, peakRates.rowsWrittenPerSecond, 'rows inserted, updated or deleted a second');
    report(`${prefix}.pg_peak_wal_mb_per_hour`, peakRates.walMbPerHour, 'MB of WAL an hour at the peak rate');
    const peakConnections = await pgConnections(db);
    report(`${prefix}.pg_peak_connections`, [...peakConnections.values()].reduce((sum, n) => sum + n, 0), 'open at the peak');
    reportLoad(report);

    // Rolling restart at the peak rate, streams open through nginx.
    const live = `${nginx.url}/api/live/race/${ids.event(probeRace(fake, 2))}?interval=1000`;
    for (let i = 0; i < 3; i += 1) streams.push(new ReconnectingStream(`${nginx.url}/api/events`, cookie), new ReconnectingStream(live, cookie));
    await sleep(3_000);
    const restartStarted = Date.now();
    for (const [index, instance] of [...instances].entries()) {
      await stopInstance(instance);
      instances[index] = startInstance(PORTS[index], env);
      await waitReady(instances[index]);
    }
    report(`${prefix}.rolling_restart_seconds`, (Date.now() - restartStarted) / 1000, 's for the three, one at a time, at the peak rate');
    await sleep(5_000);
    await peak.stop();
    const head = fake.day.head();
    const caughtUp = Date.now();
    await waitFor('the new leader to catch up', async () => (await storedCursor(db)) === head, 600_000);
    report(`${prefix}.restart_catch_up_seconds`, (Date.now() - caughtUp) / 1000, 's from the market stopping to the stored cursor at the fake\'s head');
    const { compared, different } = await quotesAgainstFake(db, fake);
    report(`${prefix}.restart_quotes_compared`, compared, 'stored quotes compared with the fake');
    report(`${prefix}.restart_quotes_different`, different, '(0: no price change lost)');
    const outages = streams.flatMap((stream) => stream.outages);
    const worst = outages.reduce((max, outage) => (outage.downMs - outage.retryMs > max.downMs - max.retryMs ? outage : max), { downMs: 0, retryMs: 0 });
    report(`${prefix}.stream_outages`, outages.length, `stream ends met by ${streams.length} streams (3 events, 3 live race) through nginx`);
    report(`${prefix}.stream_longest_down`, worst.downMs, `ms down, told to retry after ${worst.retryMs} ms (no longer than its reconnect: down ≈ retry)`);
    report(`${prefix}.stream_messages`, streams.reduce((sum, stream) => sum + stream.messages, 0), 'messages the streams had');
    reportLoad(report);
  } finally {
    for (const stream of streams) stream.close();
    await nginx?.stop();
    for (const instance of instances) await stopInstance(instance);
    await db.end().catch(() => undefined);
    await database.close();
    await fake.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
