import type { BoostType } from '../boost/boost';
import type { BetLeg } from './bet';
import type { Settlement, SettlementRace } from './bet-settlement';
import { runnerOutcome } from './bet-settlement';

const cents = (x: number): number => Math.round(x * 100) / 100;

/** The boost types whose bets settle here: Top-2 and the multi-leg boosts. */
export function settlesAsBoostBet(type: BoostType | null): boolean {
  return type === 'FIXED_PLACE_K2' || type === 'ANY_OF_WIN' || type === 'PARLAY_ALL_WIN';
}

/**
 * The share of a stake a runner's finish pays when `paid` places are paid (docs/ev-model.md §8):
 * 1 when its whole dead-heat group fits in them, the paid places left to the group over its size
 * when the group straddles the last paid place (dead heat for 2nd of a Top-2: ½), 0 when unplaced.
 */
function placedShare(race: SettlementRace, runnerNumber: number, paid: number): number {
  const { place, sharedBy } = runnerOutcome(race, runnerNumber);
  if (place === null || place > paid) return 0;
  const left = paid - (place - 1);
  return Math.min(1, left / sharedBy);
}

/**
 * Settles a Top-2 (FIXED_PLACE_K2), Any-Of Win or parlay bet at the boosted price it was taken at,
 * or returns null while a race it needs has no result (docs/ev-model.md §8):
 * - a scratched leg or an abandoned leg race voids the bet (a boosted special is priced for its
 *   legs as named: the stake comes back);
 * - Top-2: the runner's share of the 2 paid places × stake × price (a dead heat for 2nd between n
 *   runners pays stake / n × price);
 * - Any-Of Win: the winners' group of m runners holding j of the legs pays stake × j / m × price;
 * - parlay: every leg must win; a leg in a dead heat for 1st of m runners keeps 1 / m of the
 *   stake running, so the bet pays stake × Π shares × price; a lost leg loses it at once.
 * `races` holds each leg's race by its extRaceId.
 */
export function settleBoostBet(
  bet: { stake: number; price: number; boostType: BoostType; legs: readonly BetLeg[] },
  races: ReadonlyMap<string, SettlementRace>,
): Settlement | null {
  const { stake, price } = bet;
  const legRaces = bet.legs.map((leg) => races.get(leg.extRaceId));
  const voided = bet.legs.some((leg, i) => {
    const race = legRaces[i];
    return race !== undefined && (race.state === 'abandoned' || race.scratchedRunnerNumbers.includes(leg.runnerNumber));
  });
  if (voided) return { result: 'void', payout: stake, profit: 0 };
  const final = (race: SettlementRace | undefined): race is SettlementRace => race !== undefined && race.state === 'final' && race.results !== null;
  const settle = (share: number): Settlement => {
    const payout = cents(stake * share * price);
    return { result: share === 0 ? 'lost' : share < 1 ? 'dead_heat' : 'won', payout, profit: cents(payout - stake) };
  };
  if (bet.boostType === 'PARLAY_ALL_WIN') {
    let share = 1;
    let open = false;
    bet.legs.forEach((leg, i) => {
      const race = legRaces[i];
      if (final(race)) share *= placedShare(race, leg.runnerNumber, 1);
      else open = true;
    });
    if (share === 0) return settle(0);
    return open ? null : settle(share);
  }
  const race = legRaces[0];
  if (!final(race)) return null;
  if (bet.boostType === 'FIXED_PLACE_K2') return settle(placedShare(race, bet.legs[0].runnerNumber, 2));
  // ANY_OF_WIN: every leg is in this race.
  const winners = race.results?.[0] ?? [];
  const held = bet.legs.filter((leg) => winners.includes(leg.runnerNumber)).length;
  return settle(winners.length === 0 ? 0 : held / winners.length);
}
