// Engine speed: a synthetic day card of 800 races × 12 runners × 17 bookmakers with place markets,
// an exchange and 50 promos, on one core. Medians of repeated runs after a warm-up; builds run back
// to back, as the api's refreshes do, so each pays for the garbage of the one before.
//   engine.full_day_build          buildOpportunityTable: every number of every row, no row objects
//   engine.one_race_rebuild        replaceRace of one race in the day's table
//   engine.query_default_ms        queryOpportunityTable with the dashboard's default query
//   engine.full_day_build_objects  buildOpportunities (testing-only object pipeline): one object per row,
//                                  kept as the comparison that shows what the table saves
import './fixtures/workspace-paths';
import type { OpportunitiesQuery } from '@overlay/domain';
import { BOOKMAKERS, defaultOpportunitiesQuery } from '@overlay/domain';
import {
  buildOpportunityTable,
  createEngineContext,
  queryOpportunityTable,
  replaceRace,
} from '@overlay/ev-engine';
import { buildOpportunities } from '../libs/ev-engine/src/testing/build-opportunities';
import { buildDayCard } from './fixtures/day-card';
import { median } from './fixtures/stats';

type Report = (name: string, value: number, unit: string) => void;

const START_MS = Date.UTC(2026, 10, 21, 0, 0);

/** Median ms of `runs` timed calls after `warmup` untimed ones. */
function time(warmup: number, runs: number, fn: (i: number) => void): number {
  for (let i = 0; i < warmup; i++) fn(i);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn(i);
    ms.push(performance.now() - t0);
  }
  return median(ms);
}

export default async function run(report: Report): Promise<void> {
  const { snapshot, promos } = buildDayCard({
    races: 800,
    runners: 12,
    promos: 50,
    seed: 20261121,
    startMs: START_MS,
  });
  const context = createEngineContext({ promos, viewerId: 'bench' });
  const races = snapshot.races;

  let table = buildOpportunityTable(races, context);
  const fullMs = time(5, 21, () => {
    table = buildOpportunityTable(races, context);
  });
  const oneMs = time(200, 2000, (i) => {
    table = replaceRace(table, races[(i * 37) % races.length]);
  });
  // The default dashboard query (min_total_ev −40, max_odds 51, 720 min, 1000 rows, totalEV desc)
  // at the card's first start: about half of the day is inside the window.
  const query: OpportunitiesQuery = defaultOpportunitiesQuery(BOOKMAKERS);
  let shown = 0;
  const queryMs = time(10, 51, () => {
    shown = queryOpportunityTable(table, query, START_MS).length;
  });
  let objects = 0;
  const objectsMs = time(3, 15, () => {
    objects = buildOpportunities(races, context).rows.length;
  });

  report('engine.full_day_build', fullMs, 'ms');
  report('engine.one_race_rebuild', oneMs, 'ms');
  report(
    'engine.rows_per_second',
    Math.round(table.rowCount / (fullMs / 1000)),
    'rows/s',
  );
  report('engine.rows', table.rowCount, 'rows');
  report('engine.query_default_ms', queryMs, 'ms');
  report('engine.query_default_rows', shown, 'rows');
  report('engine.full_day_build_objects', objectsMs, 'ms');
  if (objects !== table.rowCount)
    throw new Error(
      `object build gave ${objects} rows, table ${table.rowCount}`,
    );
  await Promise.resolve();
}
