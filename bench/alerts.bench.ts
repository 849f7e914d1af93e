// What a user feels of an alert (docs/product.md §10): the built api in a child process, as
// production runs it, leading, on its own PostgreSQL, the file feed; 1,000 users with 3,000
// rules (one view each, 24 distinct view queries, three rules a view) and one channel each at
// a local counterpart: the fake Telegram Bot API, a real SMTP server, a push service that
// decrypts each push, a webhook receiver. A price change (the feed file, then a forced
// refresh: the leader stores it, evaluates every rule, stores the alerts with their deliveries
// and sends them) makes 1,000 alerts, one a user; each is timed from the change to the moment
// its counterpart holds it. Three changes, 7 s apart (an email address's pace is 5 s).
//   alerts.change_to_delivery_p95_ms / _p50_ms / _max_ms   every delivery of the three changes (target p95 ≤ 2 s)
//   alerts.change_to_delivery.<channel>_p95_ms              the same per channel
//   alerts.change_to_stored_ms                               change → the 1,000 alerts stored (median)
//   alerts.api_cpu_per_change_ms                             the api's CPU for one change (median; load-independent)
//   alerts.stage.*                                           where the time goes (ALERT_TRACE_FILE, docs/operations.md §9)
// Printed beside the previous main's (bench/run.ts): its alerts bench timed one process valuing
// in memory and 300 webhook POSTs, no database, dispatcher or other channel.
import './fixtures/workspace-paths';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { FakePushService } from '../apps/api/test/support/fake-push-service';
import { FakeTelegramBotApi } from '../apps/api/test/support/fake-telegram-bot-api';
import { LocalSmtpServer } from '../apps/api/test/support/local-smtp-server';
import { startWebhookReceiver } from '../apps/api/test/support/webhook-receiver';
import { alertBenchDay, CHANGES, moveRunner } from './fixtures/alert-bench-day';
import { reportStages } from './fixtures/alert-trace-stages';
import { seedAlertUsers } from './fixtures/alert-bench-users';
import type { Channel } from './fixtures/alert-bench-users';
import { startBuiltApi, waitFor } from './fixtures/built-api';
import { percentile } from './fixtures/stats';

type Report = (name: string, value: number, unit: string) => void;

/** Printed beside the previous main's figures: bench/run.ts runs it in that tree too. */
export const besidePreviousByRunner = true;

const USERS = 1000;

/** The api process's CPU time so far (user + system, ms; clock ticks are 10 ms on Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export default async function run(report: Report): Promise<void> {
  const bot = await new FakeTelegramBotApi('42:alert-bench-token').start();
  const smtp = await new LocalSmtpServer().start();
  const push = await new FakePushService().start();
  const hooks = await startWebhookReceiver();
  const folder = mkdtempSync(join(tmpdir(), 'overlay-alert-bench-'));
  const feedFile = join(folder, 'snapshot.json');
  const traceFile = join(folder, 'alert-trace.jsonl');
  const startMs = Date.now();
  writeFileSync(feedFile, JSON.stringify(alertBenchDay(startMs, 0)));
  // BENCH_ALERTS_API_TREE=<folder>: another tree's built api under this bench (its CPU per change
  // beside this tree's, e.g. tmp/bench-previous/<sha>, which the runner exports and builds).
  const api = await startBuiltApi({
    ODDS_FEED: 'file',
    FEED_FILE: feedFile,
    REFRESH_SECONDS: '3600',
    FAST_REFRESH_SECONDS: '3600',
    TELEGRAM_BOT_TOKEN: bot.token,
    TELEGRAM_API_URL: bot.url,
    SMTP_URL: smtp.url,
    PUSH_ALLOW_HTTP_ENDPOINTS: 'true',
    WEBHOOK_ALLOW_PRIVATE: '1',
    LOG_LEVEL: 'silent',
    ALERT_TRACE_FILE: traceFile,
  }, process.env.BENCH_ALERTS_API_TREE);
  const db = new Client({ connectionString: api.databaseUrl });
  await db.connect();
  try {
    const cookie = await api.logIn();
    const refresh = async () => {
      const response = await fetch(`${api.baseUrl}/api/admin/refresh`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
      if (!response.ok) throw new Error(`refresh answered ${response.status}`);
    };
    const channelOf = await seedAlertUsers(db, USERS, { push, webhookUrl: hooks.url });
    // The rule book is read again within 5 s; the first evaluation alerts nothing (no row is near).
    await new Promise((resolve) => setTimeout(resolve, 6000));
    await refresh();
    const arrivals = (): { channel: Channel; at: number }[] => [
      ...bot.calls.filter((c) => c.method === 'sendMessage').map((c) => ({ channel: 'telegram' as const, at: c.at })),
      ...smtp.mails.map((m) => ({ channel: 'email' as const, at: m.at })),
      ...push.received.map((p) => ({ channel: 'push' as const, at: p.at })),
      ...hooks.received.map((h) => ({ channel: 'webhook' as const, at: h.at })),
    ];
    if (arrivals().length > 0) throw new Error(`${arrivals().length} alerts before the change`);
    const latencies: { channel: Channel; ms: number }[] = [];
    const stored: number[] = [];
    const changeStarts: number[] = [];
    const cpu: number[] = [];
    for (let change = 1; change <= CHANGES; change += 1) {
      const before = arrivals().length;
      writeFileSync(feedFile, JSON.stringify(moveRunner(alertBenchDay(startMs, change), change)));
      const t0 = Date.now();
      const cpuBefore = cpuMs(api.pid);
      changeStarts.push(t0);
      await refresh();
      await waitFor('the 1,000 alerts stored', async () => (await db.query('SELECT count(*)::int AS n FROM alerts')).rows[0].n >= change * USERS, 60_000);
      stored.push(Date.now() - t0);
      await waitFor(`the 1,000 deliveries of change ${change}`, async () => arrivals().length >= before + USERS, 120_000);
      for (const a of arrivals().slice(before)) latencies.push({ channel: a.channel, ms: a.at - t0 });
      // The api's own work for the change, whatever the box's load: what a quiet box would wait.
      cpu.push(cpuMs(api.pid) - cpuBefore);
      await new Promise((resolve) => setTimeout(resolve, 7000));
    }
    const all = latencies.map((l) => l.ms);
    report('alerts.users', USERS, 'users');
    report('alerts.rules', USERS * 3, 'rules');
    report('alerts.deliveries', all.length, `(${CHANGES} changes of ${USERS} alerts, one per user)`);
    report('alerts.change_to_delivery_p50_ms', percentile(all, 0.5), 'ms');
    report('alerts.change_to_delivery_p95_ms', percentile(all, 0.95), 'ms (target ≤ 2000)');
    report('alerts.change_to_delivery_max_ms', Math.max(...all), 'ms');
    for (const channel of ['telegram', 'email', 'push', 'webhook'] as const) {
      const of = latencies.filter((l) => l.channel === channel).map((l) => l.ms);
      const users = [...channelOf.values()].filter((c) => c === channel).length;
      report(`alerts.change_to_delivery.${channel}_p95_ms`, percentile(of, 0.95), `ms (${users} users)`);
    }
    report('alerts.change_to_stored_ms', percentile(stored, 0.5), 'ms (median: the change stored, every rule evaluated, the alerts and deliveries stored)');
    report('alerts.api_cpu_per_change_ms', percentile(cpu, 0.5), 'ms (median: the api\'s CPU from the change to its 1,000th delivery)');
    reportStages(report, traceFile, changeStarts);
    report('system.load_average', Math.round(loadavg()[0] * 100) / 100, '(1 min)');
  } finally {
    await db.end();
    await api.stop();
    await Promise.all([bot.stop(), smtp.stop(), push.stop(), hooks.close()]);
    rmSync(folder, { recursive: true, force: true });
  }
}
