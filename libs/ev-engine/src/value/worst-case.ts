import type { SingleFairPriceMethod } from '@overlay/domain';
import { SINGLE_FAIR_PRICE_METHODS } from '@overlay/domain';
import type { EngineContext } from './engine-context';
import { contextWithMethod, fairPriceMethodOf } from './engine-context';

/**
 * The 'worst_case' fair-price method (docs/ev-model.md §9), written once for every caller (table
 * segments, live rows, the debug view, a logged bet): the race is built under each single method,
 * in SINGLE_FAIR_PRICE_METHODS order, and each row is the whole row of the method whose total EV
 * is lowest, the first in that order on a tie.
 */
export interface WorstCase<T> {
  /** One build per single method, in SINGLE_FAIR_PRICE_METHODS order. */
  readonly parts: readonly T[];
  /** The index into `parts` that row `row` is taken from. */
  choose(row: number): number;
}

/** True when the context asks for the worst case (its rows are chosen per row by `worstCase`). */
export function isWorstCase(context: EngineContext): boolean {
  return fairPriceMethodOf(context) === 'worst_case';
}

/** The one selection rule: the part whose row `row` has the lowest total EV, the first on a tie. */
function lowestTotalEV<T>(
  parts: readonly T[],
  row: number,
  totalEV: (part: T, row: number) => number,
): number {
  let best = 0;
  let lowest = totalEV(parts[0], row);
  for (let k = 1; k < parts.length; k++) {
    const total = totalEV(parts[k], row);
    if (total < lowest) {
      best = k;
      lowest = total;
    }
  }
  return best;
}

/** Builds the race under each single method (`build` gets the context with that method) and chooses per row by lowest total EV. */
export function worstCase<T>(
  context: EngineContext,
  build: (context: EngineContext, method: SingleFairPriceMethod) => T,
  totalEV: (part: T, row: number) => number,
): WorstCase<T> {
  const parts = SINGLE_FAIR_PRICE_METHODS.map((m) =>
    build(contextWithMethod(context, m), m),
  );
  return { parts, choose: (row) => lowestTotalEV(parts, row, totalEV) };
}
