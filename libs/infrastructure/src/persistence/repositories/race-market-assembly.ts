import type { RaceMarket, StoredRunner } from '@overlay/domain';
import { toStoredRace, toStoredRunner } from '../mappers/market-data.mapper';
import type { ExchangeRow, PriceRow, RaceRow, RunnerRow } from '../mappers/market-data.mapper';

// Races put together from the set reads of their rows (typeorm-market-data.repository.ts), with
// the runners an earlier read vouches for kept as they were (docs/architecture.md §3,
// "Re-reading only the runners that changed").

/** The earlier runners (by runner id) whose revision, read now, is the one they were read with. */
export function keptRunners(runners: readonly RunnerRow[], known: ReadonlyMap<string, RaceMarket>): Map<string, StoredRunner> {
  const kept = new Map<string, StoredRunner>();
  const knownRunners = new Map<string, Map<string, StoredRunner>>();
  for (const row of runners) {
    if (row.revision === null) continue;
    let byExtId = knownRunners.get(row.race_ext_id);
    if (!byExtId) {
      byExtId = new Map((known.get(row.race_ext_id)?.runners ?? []).map((runner) => [runner.extId, runner]));
      knownRunners.set(row.race_ext_id, byExtId);
    }
    const earlier = byExtId.get(row.ext_id);
    if (earlier?.revision === row.revision) kept.set(row.id, earlier);
  }
  return kept;
}

export function assembleRaces(
  races: readonly RaceRow[],
  runners: readonly RunnerRow[],
  prices: readonly PriceRow[],
  exchange: readonly ExchangeRow[],
  kept: ReadonlyMap<string, StoredRunner>,
): RaceMarket[] {
  const pricesByRunner = groupBy(prices, (row) => row.runner_id);
  const exchangeByRunner = new Map(exchange.map((row) => [row.runner_id, row]));
  const runnersByRace = groupBy(runners, (row) => row.race_ext_id);
  return races.map((race) => ({
    ...toStoredRace(race),
    confirmedAt: race.confirmed_at ?? null,
    runners: (runnersByRace.get(race.ext_race_id) ?? []).map(
      (runner) =>
        kept.get(runner.id) ??
        toStoredRunner(runner, pricesByRunner.get(runner.id) ?? [], exchangeByRunner.get(runner.id)),
    ),
  }));
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
