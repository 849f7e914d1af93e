import { Inject, Injectable } from '@nestjs/common';
import {
  BoostRepository,
  isMultiLegBoostType,
  MarketDataRepository,
  PromoRepository,
} from '@overlay/domain';
import type { Boost, BoostView, RaceMarket, User } from '@overlay/domain';
import {
  anyOfWinBoostValue,
  createEngineContext,
  enrichBoosts,
  parlayBoostValue,
  valueRace,
} from '@overlay/ev-engine';
import type { EngineContext } from '@overlay/ev-engine';
import { Clock } from '../../../common/time/clock';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';

/** A multi-runner boost's leg as shown: its race and runner, and its fair win chance. */
export interface BoostLegView {
  raceExtId: string;
  track: string;
  raceNumber: number;
  runnerNumber: number;
  runnerName: string;
  pWin: number;
}

export type ActiveBoostView = Omit<BoostView, 'legs'> & {
  legs?: BoostLegView[];
};

/**
 * GET /api/boosts/active: each active boost whose races are still open, priced by the engine
 * (one code path with the opportunity rows). A boost with a scratched leg is void, as the
 * bookmakers settle such specials, and is left out.
 */
@Injectable()
export class ListActiveBoostsUseCase {
  constructor(
    private readonly boosts: BoostRepository,
    private readonly promos: PromoRepository,
    private readonly markets: MarketDataRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(viewer: User): Promise<ActiveBoostView[]> {
    const boosts = await this.boosts.findActive();
    const raceIds = [
      ...new Set(
        boosts.flatMap((boost) => legsOf(boost).map((leg) => leg.raceExtId)),
      ),
    ];
    const races = new Map<string, RaceMarket>();
    const now = this.clock.now().getTime();
    for (const race of await Promise.all(
      raceIds.map((id) => this.markets.findRaceMarket(id)),
    )) {
      if (race && race.state === 'open' && Date.parse(race.startTime) > now)
        races.set(race.extRaceId, race);
    }
    const live = boosts.filter((boost) =>
      legsOf(boost).every((leg) =>
        runnerIn(races.get(leg.raceExtId), leg.runnerExtId),
      ),
    );
    const context = createEngineContext({
      promos: await this.promos.findVisibleTo(viewer.id),
      viewerId: viewer.id,
      referenceStake: this.config.referenceStake,
      stalePriceSeconds: this.config.stalePriceSeconds,
    });
    const single = enrichBoosts(
      live.filter((boost) => !isMultiLegBoostType(boost.boostType)),
      [...races.values()],
      context,
    );
    const byId = new Map<string, ActiveBoostView>(
      single.map(({ legs: _none, ...view }) => [view.id, view]),
    );
    for (const boost of live.filter((b) => isMultiLegBoostType(b.boostType))) {
      const view = multiLegView(boost, races, context);
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

/** Any-Of Win: the chosen runners' fair win chances summed; parlay: multiplied (DESIGN §4.6). */
function multiLegView(
  boost: Boost,
  races: Map<string, RaceMarket>,
  context: EngineContext,
): ActiveBoostView | null {
  const legs: BoostLegView[] = [];
  let fairMethod: BoostView['fairMethod'] | null = null;
  for (const leg of legsOf(boost)) {
    const race = races.get(leg.raceExtId);
    const valued = race ? valueRace(race, { ...context, boosts: [] }) : null;
    if (!race || !valued?.ok) return null;
    const at = valued.valuation.runners.findIndex(
      (runner) => runner.extId === leg.runnerExtId,
    );
    if (at < 0) return null;
    fairMethod ??= valued.valuation.fairMethod;
    const runner = valued.valuation.runners[at];
    legs.push({
      raceExtId: race.extRaceId,
      track: race.venue,
      raceNumber: race.number,
      runnerNumber: runner.number,
      runnerName: runner.name,
      pWin: valued.valuation.pWin[at],
    });
  }
  const pWins = legs.map((leg) => leg.pWin);
  const value =
    boost.boostType === 'ANY_OF_WIN'
      ? anyOfWinBoostValue(boost.boostedOdds, pWins)
      : parlayBoostValue(boost.boostedOdds, pWins);
  const first = races.get(legs[0].raceExtId);
  if (!first || fairMethod === null) return null;
  return {
    ...boost,
    legs,
    raceId: first.extRaceId,
    raceCode: first.code,
    track: first.venue,
    raceNumber: first.number,
    runnerNumber: legs[0].runnerNumber,
    runnerName: legs
      .map((leg) => leg.runnerName)
      .join(boost.boostType === 'ANY_OF_WIN' ? ' or ' : ' + '),
    startTime: first.startTime,
    baseEV: value.ev,
    promoEV: 0,
    totalEV: value.ev,
    fairPrice: value.fairPrice,
    fairMethod,
    placeFairPrice: null,
    placeSource: null,
    placeDataWarning: null,
  };
}
