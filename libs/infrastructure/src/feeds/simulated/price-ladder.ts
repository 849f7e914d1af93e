// Price increments. Bookmakers quote on a coarse ladder and round in their own favour; the
// exchange trades on Betfair's tick ladder. Rounding to both keeps prices looking real and lets
// the drift move prices in visible steps. Flat arrays and index loops: this runs ~100k times a
// snapshot.

// Local aliases: a global lookup per call is slow inside Jest's vm sandbox (hot loops).
const { abs, floor, max, min, round } = Math;

const BOOK_UP_TO = [2, 3, 5, 10, 20, 50, 100, Infinity];
const BOOK_STEP = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 5, 10];

const BETFAIR_UP_TO = [2, 3, 4, 6, 10, 20, 30, 50, 100, 1000];
const BETFAIR_STEP = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10];

export const MIN_ODDS = 1.01;
const MAX_EXCHANGE_ODDS = 1000;

/** Step of the band holding `odds`; `below` picks the lower band at a boundary (stepping down). */
function stepAt(
  upTo: readonly number[],
  steps: readonly number[],
  odds: number,
  below: boolean,
): number {
  for (let i = 0; i < upTo.length; i += 1) {
    if (below ? odds <= upTo[i] : odds < upTo[i]) return steps[i];
  }
  return steps[steps.length - 1];
}

const round2 = (value: number): number => round(value * 100) / 100;

function floorTo(odds: number, step: number): number {
  // The epsilon keeps 2.3 from flooring to 2.25 through binary fractions.
  return max(MIN_ODDS, round2(floor(odds / step + 1e-9) * step));
}

/** Bookmaker price: rounded down to the book ladder, floored at 1.01, capped at `cap`. */
export function toBookOdds(odds: number, cap: number): number {
  // Books post their cap itself (201, 501) on the longest shots, off the ladder.
  if (odds >= cap) return cap;
  const clamped = min(max(odds, MIN_ODDS), cap);
  return floorTo(clamped, stepAt(BOOK_UP_TO, BOOK_STEP, clamped, false));
}

/** Highest Betfair tick at or below `odds`. */
export function tickFloor(odds: number): number {
  const clamped = min(max(odds, MIN_ODDS), MAX_EXCHANGE_ODDS);
  return floorTo(clamped, stepAt(BETFAIR_UP_TO, BETFAIR_STEP, clamped, false));
}

/** The tick `count` steps above (count > 0) or below (count < 0) a tick. */
export function tickShift(tick: number, count: number): number {
  let price = tick;
  for (let i = 0; i < abs(count); i += 1) {
    price =
      count > 0
        ? round2(price + stepAt(BETFAIR_UP_TO, BETFAIR_STEP, price, false))
        : round2(price - stepAt(BETFAIR_UP_TO, BETFAIR_STEP, price, true));
  }
  return min(max(price, MIN_ODDS), MAX_EXCHANGE_ODDS);
}
