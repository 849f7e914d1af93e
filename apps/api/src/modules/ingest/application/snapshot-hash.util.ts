import { isFrozenRunner } from '@overlay/domain';
import type { HashedRace, SnapshotRace, SnapshotRunner } from '@overlay/domain';
import { createHash } from 'node:crypto';

// Content hashes of market data. They cover every stored field and nothing else (generatedAt is
// left out), in a canonical order (runners by id, quotes by bookmaker), so the same market hashes
// the same however a feed orders or times it. A race's hash is built from its runners' hashes:
// the store writes only the runners whose hash changed (docs/architecture.md §3, "Writing only
// the runners that changed").

/**
 * A race with the hash of its whole subtree (race fields, runners, bookmaker and exchange prices)
 * and its runners' hashes (in `race.runners` order), as the store takes it.
 */
export function hashRace(race: SnapshotRace): HashedRace {
  const runnerHashes = race.runners.map(runnerContentHash);
  const runners = race.runners
    .map((runner, index) => [runner.extId, runnerHashes[index]] as const)
    .sort((a, b) => compare(a[0], b[0]));
  const canonical = [
    race.extRaceId,
    race.venue,
    race.country,
    race.code,
    race.number,
    race.name,
    race.startTime,
    race.state,
    runners,
    // Only when given, so the hashes of races without results stay what they were.
    ...(race.results ? [race.results] : []),
  ];
  return { race, contentHash: digest(canonical), runnerHashes };
}

/** The hash of each runner frozen whole (it cannot change: @overlay/domain's frozen-runner). */
const frozenRunnerHashes = new WeakMap<SnapshotRunner, string>();

/** Hash of a runner's stored fields, its bookmaker quotes and its exchange prices. */
function runnerContentHash(runner: SnapshotRunner): string {
  // A runner held here was frozen whole when kept, and stays so: the whole check is for new ones.
  const held = frozenRunnerHashes.get(runner);
  if (held !== undefined) return held;
  const hash = hashRunner(runner);
  if (isFrozenRunner(runner)) frozenRunnerHashes.set(runner, hash);
  return hash;
}

function hashRunner(runner: SnapshotRunner): string {
  return digest([
    runner.extId,
    runner.number,
    runner.name,
    runner.scratched,
    [...runner.prices]
      .sort((a, b) => compare(a.bookmaker, b.bookmaker))
      .map((q) => [q.bookmaker, q.win, q.place ?? null, q.placeK ?? null, q.boostedFrom ?? null, q.lastUpdated ?? null]),
    runner.exchange
      ? [
          runner.exchange.winBack ?? null,
          runner.exchange.winLay ?? null,
          runner.exchange.placeBack ?? null,
          runner.exchange.placeLay ?? null,
          runner.exchange.placeK ?? null,
          runner.exchange.matchedVolume ?? null,
          // Only when given, so the hashes of exchanges without sizes stay what they were.
          ...(runner.exchange.winBackSize != null || runner.exchange.winLaySize != null
            ? [runner.exchange.winBackSize ?? null, runner.exchange.winLaySize ?? null]
            : []),
        ]
      : null,
  ]);
}

/** Hash of a set of races from their hashes, independent of the races' order. */
export function snapshotContentHash(races: readonly { race: SnapshotRace; contentHash: string }[]): string {
  const lines = races.map(({ race, contentHash }) => `${race.extRaceId}\t${contentHash}`).sort();
  return createHash('sha256').update(lines.join('\n')).digest('base64url');
}

function digest(canonical: unknown): string {
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
