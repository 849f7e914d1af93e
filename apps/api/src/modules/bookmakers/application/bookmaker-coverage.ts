import type { BookmakerCoverageCounts, MarketDataState } from '@overlay/domain';

/** One bookmaker's entry of `GET /api/bookmakers/coverage`. */
export interface BookmakerCoverage {
  racesPriced: number;
  runnersPriced: number;
  /** Share of its priced runners that also have a place price, 0..1 (0 when none priced). */
  placeCoverage: number;
  /** Last successful refresh that carried its prices (ISO-8601 UTC), null when it prices nothing. */
  lastUpdate: string | null;
  /** Last time one of its prices moved (ISO-8601 UTC). */
  lastPriceChange: string | null;
  stale: boolean;
}

export interface CoverageMeta {
  generatedAt: string;
  dataVersion: number;
  lastUpdated: string | null;
  totalRaces: number;
  totalRunners: number;
  stale: boolean;
  source: string;
  lastError: string | null;
  /** The provider's code of that error: `quota_exceeded` freezes the market (every book stale). */
  lastErrorCode: string | null;
}

/** Keyed by bookmaker name; keys starting with '_' are metadata (docs/product.md §3 Bookmaker coverage). */
export type CoverageResponse = Record<string, BookmakerCoverage> & { _meta: CoverageMeta };

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
