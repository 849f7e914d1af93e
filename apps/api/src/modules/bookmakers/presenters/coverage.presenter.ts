import type { BookmakerCoverage, CoverageResponse } from '@overlay/contracts';
import type { BookmakerCoverageCounts, MarketDataState } from '@overlay/domain';
import type { CoverageReading } from '../application/get-bookmaker-coverage.use-case';

/** `GET /api/bookmakers/coverage` (docs/product.md §3): one entry per bookmaker, and `_meta` on the data. */
export function toCoverageResponse(reading: CoverageReading): CoverageResponse {
  const { state } = reading;
  return {
    ...toCoverageEntries(reading.activeNames, reading.counts, state),
    _meta: {
      generatedAt: reading.generatedAt.toISOString(),
      dataVersion: state.dataVersion,
      lastUpdated: state.lastUpdated,
      totalRaces: reading.totalRaces,
      totalRunners: reading.totalRunners,
      stale: state.stale,
      source: state.source,
      lastError: state.lastError,
      lastErrorCode: state.lastErrorCode ?? null,
    },
  } as CoverageResponse;
}

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
