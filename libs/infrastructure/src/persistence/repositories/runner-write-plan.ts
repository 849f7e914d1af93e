import type { HashedRace, SnapshotRace, SnapshotRunner } from '@overlay/domain';

/** A runner as stored, with the content hash its last write left (null: unknown). */
export interface StoredRunner {
  id: string;
  raceExtId: string;
  extId: string;
  contentHash: string | null;
}

/** A runner to write, with its content hash (null when the caller gave none). */
interface RunnerWrite {
  runner: SnapshotRunner;
  contentHash: string | null;
}

/** A changed race and the runners of it to write. */
export interface RaceWrite {
  race: SnapshotRace;
  contentHash: string;
  runners: readonly RunnerWrite[];
}

export interface RunnerWritePlan {
  races: RaceWrite[];
  /** Stored runners whose quotes the write replaces: the runners written and those no longer listed. */
  replacedRunnerIds: string[];
  /** The races listed with runners (one listed without is a feed gap: its runners stay as they are). */
  fielded: string[];
}

/**
 * Which runners of the changed races to write (docs/architecture.md §3, "Writing only the runners
 * that changed"): those whose content hash differs from the stored one, or that come without one.
 * A runner whose hash is the stored one has the stored fields and quotes, because every write of a
 * runner's quotes stores its hash (or null) in the same transaction.
 */
export function planRunnerWrites(changed: readonly HashedRace[], stored: readonly StoredRunner[]): RunnerWritePlan {
  const storedByRace = new Map<string, Map<string, StoredRunner>>();
  for (const runner of stored) {
    const ofRace = storedByRace.get(runner.raceExtId) ?? new Map<string, StoredRunner>();
    ofRace.set(runner.extId, runner);
    storedByRace.set(runner.raceExtId, ofRace);
  }
  const replacedRunnerIds: string[] = [];
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
      runners.push({ runner, contentHash: hash });
      if (before) replacedRunnerIds.push(before.id);
    });
    for (const [extId, before] of storedRunners) if (!listed.has(extId)) replacedRunnerIds.push(before.id);
    return { race, contentHash, runners };
  });
  return { races, replacedRunnerIds, fielded };
}
