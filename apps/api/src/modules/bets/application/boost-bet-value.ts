import { BetError } from '@overlay/domain';
import type { BetLeg, Boost, BoostType, SnapshotRace, SnapshotRunner } from '@overlay/domain';
import { EngineError, enrichBoost, LegRaces, valueMultiLegBoost } from '@overlay/ev-engine';
import type { EngineContext } from '@overlay/ev-engine';

/** The leg a punter logs a boost bet from: the row's race and runner, the book and the price taken. */
export interface BoostBetChoice {
  extRaceId: string;
  runnerNumber: number;
  bookmaker: string;
  price: number;
  promoId: string | null;
}

/** What placement fixes on a Top-2 or multi-leg boost bet. */
export interface BoostBetValue {
  runnerName: string;
  /** 1 / the chance of the boosted event (top 2; any of the runners wins; every leg wins). */
  fairPriceAtPlacement: number;
  /** (price taken × chance − 1) × 100. */
  evAtPlacement: number;
  boost: { id: string; type: BoostType };
  legs: BetLeg[];
}

const legOf = (race: SnapshotRace, runner: SnapshotRunner): BetLeg => ({
  extRaceId: race.extRaceId,
  venue: race.venue,
  raceNumber: race.number,
  startTime: race.startTime,
  runnerNumber: runner.number,
  runnerName: runner.name,
});

/**
 * Values a bet on a Top-2 (FIXED_PLACE_K2), Any-Of Win or parlay boost as its boost row is valued
 * (docs/architecture.md §4 rule 6): the chance of the boosted event is the runner's top-2 chance,
 * the sum of the chosen runners' win chances, or the product over the legs (the engine's
 * enrichBoost and valueMultiLegBoost, under the viewer's context), and the EV is that of the price
 * taken. `races` holds every leg's race. A promo never applies to a boosted price; the boost must
 * be the book's and the logged runner one of its legs.
 */
export function valueBoostBet(boost: Boost, races: readonly SnapshotRace[], context: EngineContext, choice: BoostBetChoice): BoostBetValue {
  const refuse = (why: string) =>
    new BetError('BET_BOOST_NOT_APPLICABLE', `Boost ${boost.id} does not apply to ${choice.bookmaker} runner ${choice.runnerNumber} in race "${choice.extRaceId}": ${why}`);
  if (choice.promoId !== null)
    throw new BetError('BET_PROMO_NOT_APPLICABLE', `Promo ${choice.promoId} does not apply to a boosted price (bookmakers' terms exclude boosted bets)`);
  if (boost.bookmaker.trim().toLowerCase() !== choice.bookmaker.trim().toLowerCase()) throw refuse(`it is a boost of ${boost.bookmaker}`);
  let chance: number;
  let legs: BetLeg[];
  if (boost.boostType === 'FIXED_PLACE_K2') {
    const race = races.find((r) => r.extRaceId === boost.raceExtId);
    const runner = race?.runners.find((r) => r.extId === boost.runnerExtId);
    if (race === undefined || runner === undefined || race.extRaceId !== choice.extRaceId || runner.number !== choice.runnerNumber)
      throw refuse('it is a Top-2 boost of another runner');
    try {
      chance = 1 / (enrichBoost(boost, race, context).placeFairPrice ?? NaN);
    } catch (error) {
      if (error instanceof EngineError) throw new BetError('BET_RACE_NOT_VALUED', `Race "${race.extRaceId}" cannot be valued: ${error.message}`);
      throw error;
    }
    legs = [legOf(race, runner)];
  } else {
    const value = valueMultiLegBoost(boost, null, new LegRaces(() => races, context));
    if (!value.ok) throw refuse(value.message);
    chance = value.probability;
    legs = value.legs.map((leg) => legOf(leg.race, leg.runner));
  }
  const mine = legs.find((leg) => leg.extRaceId === choice.extRaceId && leg.runnerNumber === choice.runnerNumber);
  if (mine === undefined) throw refuse('the runner is not one of its legs');
  if (!(chance > 0 && chance <= 1)) throw new BetError('BET_RACE_NOT_VALUED', `Race "${choice.extRaceId}" cannot be valued: no chance for the boosted event`);
  // The logged leg first: the bet's race is its race.
  legs = [mine, ...legs.filter((leg) => leg !== mine)];
  return {
    runnerName: mine.runnerName,
    fairPriceAtPlacement: 1 / chance,
    evAtPlacement: (choice.price * chance - 1) * 100,
    boost: { id: boost.id, type: boost.boostType },
    legs,
  };
}
