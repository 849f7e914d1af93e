// Engine speed: a synthetic day card of 800 races × 12 runners × 17 bookmakers with place markets,
// an exchange and 50 promos. Full opportunity build on one core, and one race's rebuild (medians
// of repeated runs after a warm-up; builds run back to back, as the api's refreshes do, so each
// pays for the garbage of the one before).
import './fixtures/workspace-paths';
import {
  buildOpportunities,
  buildRaceOpportunities,
  createEngineContext,
} from '@overlay/ev-engine';
import { buildDayCard } from './fixtures/day-card';

type Report = (name: string, value: number, unit: string) => void;

function median(values: number[]): number {
  const s = values.slice().sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export default async function run(report: Report): Promise<void> {
  const { snapshot, promos } = buildDayCard({
    races: 800,
    runners: 12,
    promos: 50,
    seed: 20261121,
    startMs: Date.UTC(2026, 10, 21, 0, 0),
  });
  const context = createEngineContext({ promos, viewerId: 'bench' });
  const races = snapshot.races;

  let rows = 0;
  for (let i = 0; i < 5; i++)
    rows = buildOpportunities(races, context).rows.length;
  const full: number[] = [];
  for (let i = 0; i < 21; i++) {
    const t0 = performance.now();
    rows = buildOpportunities(races, context).rows.length;
    full.push(performance.now() - t0);
  }

  const one: number[] = [];
  for (let i = 0; i < 200; i++)
    buildRaceOpportunities(races[i % races.length], context);
  for (let i = 0; i < 2000; i++) {
    const race = races[(i * 37) % races.length];
    const t0 = performance.now();
    buildRaceOpportunities(race, context);
    one.push(performance.now() - t0);
  }

  const fullMs = median(full);
  report('engine.full_day_build', fullMs, 'ms');
  report('engine.one_race_rebuild', median(one), 'ms');
  report(
    'engine.rows_per_second',
    Math.round(rows / (fullMs / 1000)),
    'rows/s',
  );
  report('engine.rows', rows, 'rows');
  await Promise.resolve();
}
