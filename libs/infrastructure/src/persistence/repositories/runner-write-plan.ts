import type { HashedRace, SnapshotRace, SnapshotRunner } from '@overlay/domain';
import type { KnownQuotes } from './written-quotes.memo';

/** A runner as stored, with the content hash its last write left (null: unknown). */
export interface StoredRunner {
  id: string;
  raceExtId: string;
  extId: string;
  contentHash: string | null;
}

/**
 * A runner to write, with its content hash (null when the caller gave none), and, when the quotes
 * stored for it are known (`WrittenQuotes`), those and the stored runner's id: then only the
 * difference is written, and the quotes it drops are deleted by that id.
 */
interface RunnerWrite {
  runner: SnapshotRunner;
  contentHash: string | null;
  stored?: { runnerId: string; quotes: KnownQuotes };
}

/** The quotes stored for a runner whose stored hash is `storedHash`, when known. */
export type StoredQuotesOf = (
  raceExtId: string,
  runnerExtId: string,
  storedHash: string | null,
) => KnownQuotes | null;

/** A changed race and the runners of it to write. */
export interface RaceWrite {
  race: SnapshotRace;
  contentHash: string;
  runners: readonly RunnerWrite[];
}

export interface RunnerWritePlan {
  races: RaceWrite[];
  /**
   * Stored runners whose quotes the write replaces: the runners written without known stored
   * quotes and those no longer listed.
   */
  replacedRunnerIds: string[];
  /** Stored runners whose exchange prices the write replaces (sent whole): the above and those written by difference. */
  exchangeReplacedRunnerIds: string[];
  /** The races listed with runners (one listed without is a feed gap: its runners stay as they are). */
  fielded: string[];
}

/**
 * Which runners of the changed races to write (docs/architecture.md §3, "Writing only the runners
 * that changed"): those whose content hash differs from the stored one, or that come without one.
 * A runner whose hash is the stored one has the stored fields and quotes, because every write of a
 * runner's quotes stores its hash (or null) in the same transaction.
 */
export function planRunnerWrites(
  changed: readonly HashedRace[],
  stored: readonly StoredRunner[],
  storedQuotesOf: StoredQuotesOf = () => null,
): RunnerWritePlan {
  const storedByRace = new Map<string, Map<string, StoredRunner>>();
  for (const runner of stored) {
    const ofRace = storedByRace.get(runner.raceExtId) ?? new Map<string, StoredRunner>();
    ofRace.set(runner.extId, runner);
    storedByRace.set(runner.raceExtId, ofRace);
  }
  const replacedRunnerIds: string[] = [];
  const byDifference: string[] = [];
  const fielded: string[] = [];
  const races = changed.map(({ race, contentHash, runnerHashes }): RaceWrite => {
    if (race.runners.length === 0) return { race, contentHash, runners: [] };
    fielded.push(race.extRaceId);
    const storedRunners = storedByRace.get(race.extRaceId) ?? new Map<string, StoredRunner>();
    const listed = new Set<string>();
    const runners: RunnerWrite[] = [];
    race.runners.forEach((runner, index) => {
      listed.add(runner.extId);
      const hash = runnerHashes?.[index] ?? null;
      const before = storedRunners.get(runner.extId);
      if (hash !== null && before?.contentHash === hash) return;
      const quotes = before ? storedQuotesOf(race.extRaceId, runner.extId, before.contentHash) : null;
      if (before && quotes) {
        runners.push({ runner, contentHash: hash, stored: { runnerId: before.id, quotes } });
        byDifference.push(before.id);
        return;
      }
      runners.push({ runner, contentHash: hash });
      if (before) replacedRunnerIds.push(before.id);
    });
    for (const [extId, before] of storedRunners) if (!listed.has(extId)) replacedRunnerIds.push(before.id);
    return { race, contentHash, runners };
  });
  return { races, replacedRunnerIds, exchangeReplacedRunnerIds: [...replacedRunnerIds, ...byDifference], fielded };
}
