import type { BookmakerCoverage } from '@overlay/contracts';
import type { BookmakerCoverageCounts, MarketDataState } from '@overlay/domain';

/** Every active bookmaker (zeros when it prices nothing) plus any other the feed prices. */
export function toCoverageEntries(
  activeNames: readonly string[],
  counts: readonly BookmakerCoverageCounts[],
  state: MarketDataState,
): Record<string, BookmakerCoverage> {
  const byName = new Map(counts.map((row) => [row.bookmaker, row]));
  const names = [...activeNames, ...counts.map((row) => row.bookmaker).filter((name) => !activeNames.includes(name))];
  const entries: Record<string, BookmakerCoverage> = {};
  for (const name of names) {
    const row = byName.get(name);
    const runnersPriced = row?.runnersPriced ?? 0;
    entries[name] = {
      racesPriced: row?.racesPriced ?? 0,
      runnersPriced,
      placeCoverage: runnersPriced === 0 ? 0 : (row?.runnersWithPlace ?? 0) / runnersPriced,
      lastUpdate: runnersPriced === 0 ? null : state.lastUpdated,
      lastPriceChange: row?.lastPriceChange ?? null,
      stale: state.stale,
    };
  }
  return entries;
}
