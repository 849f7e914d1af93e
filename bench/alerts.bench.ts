// Alert rules on a full race day (docs/product.md §10): 1,000 users with 3 rules each, on 800
// races × 12 runners × 17 bookmakers with 50 promos. Each "market change" is one race's prices
// moving (replaceRace), then one evaluation as the leader runs it (EvaluateAlertRulesUseCase):
// the rows of each distinct view (queryOpportunityTable once per query, not per user), those of
// the races that changed prepared once (prepareRows), and every rule walked over them
// (evaluateRule). A full pass (every rule over every row: the first change, changed rules, and
// once a minute) is timed too. Printed beside each, a bare loop over the same rows: each rule
// testing every row's total EV against its threshold, no more.
//   alerts.evaluation_per_change_ms    median per change (target < 50 ms on the leader)
//   alerts.bare_loop_per_change_ms     the bare loop over the same rows, per change
//   alerts.full_pass_ms                one full pass; alerts.bare_loop_full_pass_ms its bare loop
//   alerts.first_pass_ms               the day's first pass: nothing sent yet, every rule under its cap
//   alerts.change_to_delivery_p95_ms   change → signed webhook POST received by a local receiver,
//                                      for every alert of a change that alerts 300 users
import './fixtures/workspace-paths';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AlertKeyState, AlertRule, Opportunity, OpportunitiesQuery } from '@overlay/domain';
import { BOOKMAKERS, evaluateRule, parseOpportunitiesQuery, prepareRows } from '@overlay/domain';
import type { PreparedRow } from '@overlay/domain';
import { buildOpportunityTable, createEngineContext, queryOpportunityTable, replaceRace } from '@overlay/ev-engine';
import { postWebhook } from '../apps/api/src/modules/alerts/http/webhook-post';
import { buildDayCard } from './fixtures/day-card';

type Report = (name: string, value: number, unit: string) => void;

const START_MS = Date.UTC(2026, 10, 21, 0, 0);
const USERS = 1000;
const RULES_PER_USER = 3;
const CHANGES = 41;

function percentile(values: number[], p: number): number {
  const s = values.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

/** 24 distinct views: what 1,000 users' views come to when most keep near the defaults. */
function viewQueries(): OpportunitiesQuery[] {
  const out: OpportunitiesQuery[] = [];
  for (const codes of ['', 'codes=TB', 'codes=GR', 'codes=HR'])
    for (const window of ['', 'within_minutes=120', 'within_minutes=360'])
      for (const ev of ['', 'min_total_ev=0'])
        out.push(parseOpportunitiesQuery(Object.fromEntries(new URLSearchParams([codes, window, ev].filter(Boolean).join('&'))), BOOKMAKERS));
  return out;
}

function rules(views: number): AlertRule[][] {
  const byView: AlertRule[][] = Array.from({ length: views }, () => []);
  for (let u = 0; u < USERS; u++)
    for (let r = 0; r < RULES_PER_USER; r++) {
      const view = (u * 7 + r * 3) % views;
      byView[view].push({
        id: `rule-${u}-${r}`,
        userId: `user-${u}`,
        viewId: `view-${view}`,
        minTotalEv: 8 + ((u + r * 5) % 20),
        minStake: r === 2 ? 5 : null,
        bookmakers: r === 1 ? ['Sportsbet', 'TAB', 'Ladbrokes'] : [],
        codes: [],
        maxMinutesToJump: r === 0 ? null : 60 * (1 + (u % 6)),
        evStep: 2,
        quietStart: null,
        quietEnd: null,
        timeZone: 'Australia/Sydney',
        dailyCap: 50,
        enabled: true,
        createdAt: '2026-11-20T00:00:00.000Z',
      });
    }
  return byView;
}

export default async function run(report: Report): Promise<void> {
  const { snapshot, promos } = buildDayCard({ races: 800, runners: 12, promos: 50, seed: 20261121, startMs: START_MS });
  const context = createEngineContext({ promos, viewerId: 'bench' });
  let table = buildOpportunityTable(snapshot.races, context);
  const queries = viewQueries();
  const byView = rules(queries.length);
  const sent = new Map<string, Map<string, AlertKeyState>>();
  // Alerts of each rule today (the api reads them in one query per pass): a rule stops at its cap.
  const today = new Map<string, number>();
  const stakeOf = (_user: string, row: Opportunity) => (row.kelly > 0 ? Math.round(1000 * 0.25 * Math.min(row.kelly, 0.2)) : null);
  const nowMs = START_MS + 30 * 60_000;

  const evaluate = (changedRace: string | null): { ms: number; bareMs: number; alerts: number; rows: number } => {
    const t0 = performance.now();
    let alerts = 0;
    let rowCount = 0;
    const sortedByView: PreparedRow[][] = [];
    for (let v = 0; v < queries.length; v++) {
      const active = byView[v].filter((rule) => (today.get(rule.id) ?? 0) < rule.dailyCap);
      if (active.length === 0) {
        sortedByView.push([]);
        continue;
      }
      // As ValuationService.viewRows: every matching row at or above the lowest threshold (no
      // display cut), one race's segment when only it changed.
      const lowest = Math.min(...active.map((rule) => rule.minTotalEv));
      const query = { ...queries[v], minTotalEV: Math.max(queries[v].minTotalEV, lowest), maxResults: 5000, ...(changedRace === null ? {} : { raceId: changedRace }) };
      const sorted = prepareRows(queryOpportunityTable(table, query, nowMs));
      sortedByView.push(sorted);
      rowCount += sorted.length;
      for (const rule of active) {
        const left = rule.dailyCap - (today.get(rule.id) ?? 0);
        for (const c of evaluateRule(rule, sorted, { nowMs, sent, newlyScratched: new Set(), stakeOf }, left)) {
          today.set(rule.id, (today.get(rule.id) ?? 0) + 1);
          let keys = sent.get(rule.id);
          if (keys === undefined) sent.set(rule.id, (keys = new Map()));
          keys.set(c.key, { ev: c.row.totalEV, price: c.row.price });
          alerts += 1;
        }
      }
    }
    const ms = performance.now() - t0;
    // The bare loop: the same rows, each rule testing each row's total EV only.
    const b0 = performance.now();
    let hits = 0;
    for (let v = 0; v < queries.length; v++)
      for (const rule of byView[v]) for (const { row } of sortedByView[v]) if (row.totalEV >= rule.minTotalEv) hits += 1;
    const bareMs = performance.now() - b0;
    if (hits < 0) throw new Error('unreachable');
    return { ms, bareMs, alerts, rows: rowCount };
  };

  // The first evaluation alerts every qualifying row once (a leader's first pass on a fresh day).
  const first = evaluate(null);
  const fullPasses = [evaluate(null), evaluate(null), evaluate(null)];
  const timings: number[] = [];
  const bare: number[] = [];
  let steadyAlerts = 0;
  for (let i = 0; i < CHANGES; i++) {
    const race = snapshot.races[(i * 37) % snapshot.races.length];
    // A price move: every runner's first book shortens or drifts a little.
    const moved = { ...race, runners: race.runners.map((r) => ({ ...r, prices: r.prices.map((p, k) => (k === 0 && p.win !== null ? { ...p, win: Math.round(p.win * (i % 2 ? 1.04 : 0.97) * 100) / 100 } : p)) })) };
    table = replaceRace(table, moved);
    const result = evaluate(moved.extRaceId);
    timings.push(result.ms);
    bare.push(result.bareMs);
    steadyAlerts += result.alerts;
  }
  report('alerts.rules', USERS * RULES_PER_USER, 'rules');
  report('alerts.distinct_views', queries.length, 'views');
  report('alerts.rows_per_change', first.rows, 'rows');
  report('alerts.first_pass_alerts', first.alerts, 'alerts');
  report('alerts.first_pass_ms', first.ms, 'ms');
  report('alerts.bare_loop_first_pass_ms', first.bareMs, 'ms');
  report('alerts.evaluation_per_change_ms', percentile(timings, 50), 'ms');
  report('alerts.evaluation_per_change_p95_ms', percentile(timings, 95), 'ms');
  report('alerts.bare_loop_per_change_ms', percentile(bare, 50), 'ms');
  report('alerts.alerts_per_change', Math.round(steadyAlerts / CHANGES), 'alerts');
  report('alerts.full_pass_ms', percentile(fullPasses.map((r) => r.ms), 50), 'ms');
  report('alerts.bare_loop_full_pass_ms', percentile(fullPasses.map((r) => r.bareMs), 50), 'ms');

  // Change → delivery: a change that alerts 300 users, each alert a signed POST to a local receiver.
  const received: number[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(performance.now());
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  const latencies: number[] = [];
  for (let round = 0; round < 5; round++) {
    received.length = 0;
    const t0 = performance.now();
    table = replaceRace(table, snapshot.races[round]);
    const rows = prepareRows(queryOpportunityTable(table, queries[0], nowMs)).slice(0, 300);
    await Promise.all(
      rows.map(({ row }, i) =>
        postWebhook(url, JSON.stringify({ alertId: `a-${round}-${i}`, raceId: row.extRaceId, ev: row.totalEV / 100 }), 'bench-secret-0123456789', {
          allowPrivate: true,
          deliveryId: `a-${round}-${i}`,
          nowMs: Date.now(),
        }),
      ),
    );
    for (const at of received) latencies.push(at - t0);
  }
  server.close();
  report('alerts.change_to_delivery_p95_ms', percentile(latencies, 95), 'ms');
  report('alerts.change_to_delivery_p50_ms', percentile(latencies, 50), 'ms');
}
