import type { SnapshotRunner } from '@overlay/domain';
import type { EntrantEntry, RaceEntry } from './betwatch-market.entries';
import type { BetwatchMarket } from './betwatch-market';

/** One runner as built, with the state of what it was built from. */
interface BuiltRunner {
  entrant: EntrantEntry;
  quotesStamp: number;
  runner: SnapshotRunner;
}

/** A race's runners as built, valid while what every runner reads of the race is unchanged. */
export class RaceRunners {
  private readonly runners = new Map<string, BuiltRunner>();

  constructor(
    readonly race: RaceEntry,
    readonly coverageVersion: number,
    readonly sourcesVersion: number,
    readonly placeK: number | null,
  ) {}

  /** The runner built for this entrant while its entry and quotes are as they were. */
  kept(entrant: EntrantEntry): SnapshotRunner | undefined {
    const built = this.runners.get(entrant.id);
    return built && built.entrant === entrant && built.quotesStamp === this.race.quotes.changeStampOf(entrant.id)
      ? built.runner
      : undefined;
  }

  keep(entrant: EntrantEntry, runner: SnapshotRunner): void {
    this.runners.set(entrant.id, { entrant, quotesStamp: this.race.quotes.changeStampOf(entrant.id), runner });
  }
}

/**
 * The runners of every held race as last built, so a drain rebuilds only the runners whose quotes, entry or
 * race-wide inputs (the race's coverage, the sources' names and kinds, the place terms) changed:
 * a frame moves one runner's price, and the race's other runners are given as the same frozen
 * objects, which validation and hashing then skip (docs/feeds.md, "Runners built once").
 */
export class RunnerViews {
  // Every held race's: a Saturday's market moves a little everywhere, so fewer (128 races, the
  // most recently built) were rebuilt whole four times in five. Forgotten races go with their entry.
  private readonly races = new WeakMap<RaceEntry, RaceRunners>();

  /** The kept runners of the race, none when anything every runner reads has changed. */
  of(market: BetwatchMarket, race: RaceEntry, placeK: number | null): RaceRunners {
    const held = this.races.get(race);
    if (
      held &&
      held.coverageVersion === race.coverage.version &&
      held.sourcesVersion === market.sources.version &&
      held.placeK === placeK
    )
      return held;
    const fresh = new RaceRunners(race, race.coverage.version, market.sources.version, placeK);
    this.races.set(race, fresh);
    return fresh;
  }
}
