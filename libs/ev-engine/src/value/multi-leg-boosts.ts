import type {
  Boost,
  BoostLeg,
  FairPriceSource,
  FairPriceMethod,
  SnapshotRace,
  SnapshotRunner,
} from '@overlay/domain';
import type { EngineContext } from './engine-context';
import { createEngineContext } from './engine-context';
import { isValidOdds } from '../core/engine.errors';
import { anyOfWinBoostValue, parlayBoostValue } from './boost-value';
import type { RaceValuation } from './race-valuation';
import { valueRace } from './race-valuation';
import type { SkipCode } from '../core/skipped-item';

export { hasLegs, legRaceIds } from './boost-legs';

/** One leg as valued: its race, runner and fair win probability. */
export interface LegChance {
  race: SnapshotRace;
  runner: SnapshotRunner;
  pWin: number;
  fairMethod: FairPriceSource;
}

interface RaceChances {
  runners: readonly SnapshotRunner[];
  pWin: Float64Array;
  fairMethod: FairPriceSource;
}

/**
 * The races a build can read a multi-leg boost's other legs from, each valued at most once per
 * build (fair win probabilities only: promos and boosts do not move them). One per build: it
 * memoises, so a new build (new data) needs a new one.
 */
export class LegRaces {
  private byId: Map<string, SnapshotRace> | null = null;
  private readonly valued = new Map<string, RaceChances | null>();
  private readonly plain: EngineContext;

  constructor(
    private readonly races: () => Iterable<SnapshotRace>,
    context: EngineContext,
  ) {
    this.plain = createEngineContext({
      stalePriceSeconds: context.stalePriceSeconds,
      fairPriceMethod: context.fairPriceMethod,
    });
  }

  private readonly perMethod = new Map<FairPriceMethod, LegRaces>();

  /** The same races valued with another fair-price method (a worst-case build values each method's rows). */
  withMethod(method: FairPriceMethod): LegRaces {
    let legs = this.perMethod.get(method);
    if (legs === undefined) {
      legs = new LegRaces(this.races, {
        ...this.plain,
        fairPriceMethod: method,
      });
      this.perMethod.set(method, legs);
    }
    return legs;
  }

  race(extRaceId: string): SnapshotRace | undefined {
    if (this.byId === null) {
      this.byId = new Map();
      for (const race of this.races()) this.byId.set(race.extRaceId, race);
    }
    return this.byId.get(extRaceId);
  }

  /** Fair win probabilities of a race's active runners; null when it has no fair price. */
  chances(race: SnapshotRace): RaceChances | null {
    let hit = this.valued.get(race.extRaceId);
    if (hit === undefined) {
      const result = valueRace(race, this.plain);
      hit = result.ok
        ? {
            runners: result.valuation.runners,
            pWin: result.valuation.pWin,
            fairMethod: result.valuation.fairMethod,
          }
        : null;
      this.valued.set(race.extRaceId, hit);
    }
    return hit;
  }
}

/** A multi-leg boost valued (docs/architecture.md §4.6), or why it gives no row. */
export type MultiLegValue =
  | {
      ok: true;
      /** The race the row is listed under: the leg race that starts first (entry order on ties). */
      listingRaceId: string;
      legs: LegChance[];
      /** Any-Of: Σ p_win of the chosen runners; parlay: Π p_win of the legs. */
      probability: number;
      fairPrice: number;
      /** Boost EV % = (boosted × probability − 1) × 100. */
      ev: number;
    }
  | { ok: false; code: SkipCode; message: string };

const fail = (code: SkipCode, message: string): MultiLegValue => ({
  ok: false,
  code,
  message,
});

function legsAreValid(boost: Boost, legs: readonly BoostLeg[]): boolean {
  if (legs.length < 2 || legs.length > 4) return false;
  const anyOf = boost.boostType === 'ANY_OF_WIN';
  const keys = new Set(legs.map((l) => (anyOf ? l.runnerExtId : l.raceExtId)));
  if (keys.size !== legs.length) return false;
  return !anyOf || legs.every((l) => l.raceExtId === legs[0].raceExtId);
}

/**
 * Values an ANY_OF_WIN or PARLAY_ALL_WIN boost from its legs (docs/architecture.md §4.6). `own` is the valuation
 * of the race being built (its legs are read from it); other legs come from `races`. Void rule:
 * a scratched leg voids the boost (stake back, as bookmakers settle boosted specials), so it has
 * no row; so does a leg whose race is not open (closed, final, abandoned) or not loaded.
 */
export function valueMultiLegBoost(
  boost: Boost,
  own: RaceValuation | null,
  races: LegRaces | null,
): MultiLegValue {
  const legs = boost.legs ?? [];
  if (!legsAreValid(boost, legs))
    return fail(
      'BOOST_INVALID_LEGS',
      `${boost.boostType} needs 2 to 4 distinct legs (${boost.boostType === 'ANY_OF_WIN' ? 'runners of one race' : 'each in its own race'})`,
    );
  if (!isValidOdds(boost.boostedOdds))
    return fail(
      'BOOST_INVALID_ODDS',
      `boosted odds ${String(boost.boostedOdds)} must be above 1`,
    );
  const chances: LegChance[] = [];
  let listing = -1;
  let listingMs = Infinity;
  for (const leg of legs) {
    const mine = own !== null && own.race.extRaceId === leg.raceExtId;
    const race = mine ? own.race : races?.race(leg.raceExtId);
    if (race === undefined || race.state !== 'open')
      return fail(
        'BOOST_LEG_UNAVAILABLE',
        `leg race ${leg.raceExtId} is ${race === undefined ? 'not loaded' : race.state}`,
      );
    const runner = race.runners.find((x) => x.extId === leg.runnerExtId);
    if (runner === undefined)
      return fail(
        'BOOST_LEG_UNAVAILABLE',
        `leg runner ${leg.runnerExtId} is not in race ${race.extRaceId}`,
      );
    if (runner.scratched)
      return fail(
        'BOOST_LEG_SCRATCHED',
        `leg runner ${runner.number} of race ${race.extRaceId} is scratched: the boost is void`,
      );
    const valued = mine ? own : races === null ? null : races.chances(race);
    const at = valued === null ? -1 : valued.runners.indexOf(runner);
    if (valued === null || at < 0)
      return fail(
        'BOOST_LEG_UNAVAILABLE',
        `leg race ${race.extRaceId} has no fair price`,
      );
    chances.push({
      race,
      runner,
      pWin: valued.pWin[at],
      fairMethod: valued.fairMethod,
    });
    const startMs = Date.parse(race.startTime);
    if (listing < 0 || startMs < listingMs) {
      listing = chances.length - 1;
      listingMs = startMs === startMs ? startMs : Infinity;
    }
  }
  const pWins = chances.map((c) => c.pWin);
  const v =
    boost.boostType === 'ANY_OF_WIN'
      ? anyOfWinBoostValue(boost.boostedOdds, pWins)
      : parlayBoostValue(boost.boostedOdds, pWins);
  return {
    ok: true,
    listingRaceId: chances[listing].race.extRaceId,
    legs: chances,
    probability: v.probability,
    fairPrice: v.fairPrice,
    ev: v.ev,
  };
}

/** Runner cell of a multi-leg boost row: the legs' names joined ('A / B'); a parlay's legs in other races carry their venue and race. */
export function multiLegRunnerName(
  legs: readonly LegChance[],
  listingRaceId: string,
): string {
  return legs
    .map((leg) =>
      leg.race.extRaceId === listingRaceId
        ? leg.runner.name
        : `${leg.runner.name} (${leg.race.venue} R${leg.race.number})`,
    )
    .join(' / ');
}
