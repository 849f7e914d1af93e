import type { RaceMarket } from '@overlay/domain';

/** What a race's rows rest on: its stored content (the ingest moves updatedAt on any change). */
function versionOf(race: RaceMarket): string {
  return `${race.updatedAt}|${scratchedCount(race)}`;
}

function scratchedCount(race: RaceMarket): number {
  let count = 0;
  for (const runner of race.runners) if (runner.scratched) count += 1;
  return count;
}

/**
 * The races of the stored market as the evaluator last saw them: which changed since (between
 * full passes only their rows are walked) and in which a runner was scratched since (a row new
 * there alerts with reason 'scratching').
 */
export class RaceChanges {
  private versions = new Map<string, string>();
  private scratched = new Map<string, number>();

  reset(): void {
    this.versions = new Map();
    this.scratched = new Map();
  }

  changed(races: readonly RaceMarket[]): Set<string> {
    return new Set(races.filter((race) => this.versions.get(race.extRaceId) !== versionOf(race)).map((race) => race.extRaceId));
  }

  newlyScratched(races: readonly RaceMarket[]): Set<string> {
    const out = new Set<string>();
    for (const race of races) {
      const before = this.scratched.get(race.extRaceId);
      if (before !== undefined && scratchedCount(race) > before) out.add(race.extRaceId);
    }
    return out;
  }

  remember(races: readonly RaceMarket[]): void {
    for (const race of races) {
      this.versions.set(race.extRaceId, versionOf(race));
      this.scratched.set(race.extRaceId, scratchedCount(race));
    }
  }
}
