import { Injectable } from '@nestjs/common';
import { BoostRepository, isMultiLegBoostType } from '@overlay/domain';
import type { BoostLegView } from '@overlay/contracts';
import type { Boost, BoostView, RaceMarket, User } from '@overlay/domain';
import {
  enrichBoosts,
  LegRaces,
  multiLegRunnerName,
  valueMultiLegBoost,
} from '@overlay/ev-engine';
import { Clock } from '../../../common/time/clock';
import { ValuationService } from '../../valuation';

export type ActiveBoostView = Omit<BoostView, 'legs'> & {
  legs?: BoostLegView[];
};

/**
 * GET /api/boosts/active: each active boost whose races are still open, priced by the engine
 * (one code path with the opportunity rows): races and the viewer's context (their promos and
 * fair-price method) come from ValuationService, as for the dashboard's rows. A boost with a scratched leg is void, as the
 * bookmakers settle such specials, and is left out.
 */
@Injectable()
export class ListActiveBoostsUseCase {
  constructor(
    private readonly boosts: BoostRepository,
    private readonly valuation: ValuationService,
    private readonly clock: Clock,
  ) {}

  async execute(viewer: User): Promise<ActiveBoostView[]> {
    const boosts = await this.boosts.findActive();
    const raceIds = [
      ...new Set(
        boosts.flatMap((boost) => legsOf(boost).map((leg) => leg.raceExtId)),
      ),
    ];
    const method = await this.valuation.fairMethod(viewer.id);
    const { viewer: viewerContext } = await this.valuation.current(
      viewer.id,
      method,
    );
    const races = new Map<string, RaceMarket>();
    const now = this.clock.now().getTime();
    for (const valued of await Promise.all(
      raceIds.map((id) => this.valuation.race(id, viewer.id, method)),
    )) {
      const race = valued?.race;
      if (race && race.state === 'open' && Date.parse(race.startTime) > now)
        races.set(race.extRaceId, race);
    }
    const live = boosts.filter((boost) =>
      legsOf(boost).every((leg) =>
        runnerIn(races.get(leg.raceExtId), leg.runnerExtId),
      ),
    );
    const { context } = viewerContext;
    const single = enrichBoosts(
      live.filter((boost) => !isMultiLegBoostType(boost.boostType)),
      [...races.values()],
      context,
    );
    const byId = new Map<string, ActiveBoostView>(
      single.map(({ legs: _none, ...view }) => [view.id, view]),
    );
    const legRaces = new LegRaces(() => races.values(), context);
    for (const boost of live.filter((b) => isMultiLegBoostType(b.boostType))) {
      const view = multiLegView(boost, legRaces);
      if (view) byId.set(boost.id, view);
    }
    return live
      .map((boost) => byId.get(boost.id))
      .filter((view): view is ActiveBoostView => view !== undefined);
  }
}

function legsOf(boost: Boost) {
  return boost.legs && boost.legs.length > 0
    ? boost.legs
    : [{ raceExtId: boost.raceExtId, runnerExtId: boost.runnerExtId }];
}

function runnerIn(race: RaceMarket | undefined, runnerExtId: string): boolean {
  return (
    race?.runners.some(
      (runner) => runner.extId === runnerExtId && !runner.scratched,
    ) ?? false
  );
}

/**
 * Any-Of Win: the chosen runners' fair win chances summed; parlay: multiplied (docs/architecture.md §4.6), by
 * the engine's valueMultiLegBoost, as the opportunity rows. Shown under the race its row is
 * listed under (the leg race that starts first), with the legs' names joined.
 */
function multiLegView(boost: Boost, races: LegRaces): ActiveBoostView | null {
  const value = valueMultiLegBoost(boost, null, races);
  if (!value.ok) return null;
  const listing = value.legs.find(
    (leg) => leg.race.extRaceId === value.listingRaceId,
  );
  if (!listing) return null;
  const { race } = listing;
  return {
    ...boost,
    legs: value.legs.map((leg) => ({
      raceExtId: leg.race.extRaceId,
      track: leg.race.venue,
      raceNumber: leg.race.number,
      runnerNumber: leg.runner.number,
      runnerName: leg.runner.name,
      pWin: leg.pWin,
    })),
    raceId: race.extRaceId,
    raceCode: race.code,
    track: race.venue,
    raceNumber: race.number,
    runnerNumber: listing.runner.number,
    runnerName: multiLegRunnerName(value.legs, value.listingRaceId),
    startTime: race.startTime,
    baseEV: value.ev,
    promoEV: 0,
    totalEV: value.ev,
    fairPrice: value.fairPrice,
    fairMethod: listing.fairMethod,
    placeFairPrice: null,
    placeSource: null,
    placeDataWarning: null,
  };
}
