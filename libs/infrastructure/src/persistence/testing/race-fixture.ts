import type { SnapshotRace, SnapshotRunner } from '@overlay/domain';

/** An open Randwick race of the given runners, for the stores' specs. */
export function raceWith(extRaceId: string, runners: SnapshotRunner[]): SnapshotRace {
  return {
    extRaceId,
    venue: 'Randwick',
    country: 'AU',
    code: 'TB',
    number: 1,
    name: 'Maiden Plate',
    startTime: '2026-11-21T12:05:00.000Z',
    state: 'open',
    runners,
  };
}

/** Runner `extId` (its number too), not scratched, priced `win` by each of `books`. */
export function runnerWith(extId: string, win: number, books: readonly string[]): SnapshotRunner {
  return {
    extId,
    number: Number(extId),
    name: `Runner ${extId}`,
    scratched: false,
    prices: books.map((bookmaker) => ({ bookmaker, win })),
  };
}
