import { HARVILLE_DISCOUNTS } from './place-probability';
import { SeededRandom } from './seeded-random';

/** Places a simulated result lists: enough for every promo (…2nd3rd4th) and place market. */
const PLACES_LISTED = HARVILLE_DISCOUNTS.length;
const RESULTS_SALT = 'results';

/**
 * A finishing order drawn place by place (Harville's sequential model): the winner with
 * probability p_i, then each next place among the runners left in proportion to p^d, with d the
 * place's exponent (`discounts`, last one repeated; all 1 is plain Harville). Runners with p = 0
 * (scratched) are never placed. Returns field indices, best first; at most `places` of them.
 */
export function harvilleOrder(
  win: readonly number[],
  random: SeededRandom,
  places: number,
  discounts: readonly number[] = [1],
): number[] {
  const taken = win.map((p) => !(p > 0));
  const order: number[] = [];
  while (order.length < places && taken.includes(false)) {
    const exponent = discounts[Math.min(order.length, discounts.length - 1)];
    const weights = win.map((p, i) =>
      taken[i] ? 0 : exponent === 1 ? p : p ** exponent,
    );
    const index = random.weightedIndex(weights);
    order.push(index);
    taken[index] = true;
  }
  return order;
}

/**
 * The official result of a simulated race as the snapshot carries it (`[[3], [1], [7], [5]]`),
 * drawn from the race's true win probabilities at the jump with the very discounted-Harville
 * model the simulator prices its true place markets by. So the winner is drawn with exactly the
 * true p, each runner places with exactly its true top-k chance, and a long run of bets at fair
 * prices converges to their EV. Deterministic from the seed and the race id: every refresh and
 * every instance tells the same result. No dead heats: the model has none.
 */
export function simulatedResults(
  seed: number,
  extRaceId: string,
  runnerNumbers: readonly number[],
  winAtJump: readonly number[],
): number[][] {
  const random = SeededRandom.for(seed, extRaceId, RESULTS_SALT);
  return harvilleOrder(
    winAtJump,
    random,
    PLACES_LISTED,
    HARVILLE_DISCOUNTS,
  ).map((index) => [runnerNumbers[index]]);
}
