import { RaceError } from '../racing/race.errors';
import {
  FAIR_PRICE_METHODS,
  isFairPriceMethod,
} from '../betting/betting-settings';
import type { FairPriceMethod } from '../betting/betting-settings';

// FAIR_PRICE_METHODS, FairPriceMethod and isFairPriceMethod live with the betting settings
// (libs/domain/src/betting/betting-settings.ts): the viewer's choice of how fair win prices are made
// (docs/ev-model.md §9): the default of docs/architecture.md §4.1, one devig method for every complete book
// (multiplicative, power, Shin), or 'worst_case': per row the method giving the lowest total EV.

/** The single methods a 'worst_case' row chooses among, in tie-break order (the first lowest wins). */
export const SINGLE_FAIR_PRICE_METHODS = [
  'default',
  'multiplicative',
  'power',
  'shin',
] as const;
export type SingleFairPriceMethod = (typeof SINGLE_FAIR_PRICE_METHODS)[number];

/** Short label for the web (a tag next to the table header, the debug dialog). */
export function fairPriceMethodLabel(method: FairPriceMethod): string {
  switch (method) {
    case 'default':
      return 'Default (BF mid / MPTO)';
    case 'multiplicative':
      return 'Multiplicative';
    case 'power':
      return 'Power';
    case 'shin':
      return 'Shin';
    case 'worst_case':
      return 'Worst case';
  }
}

/**
 * A `fair_method` query parameter: null when absent (the viewer's setting applies), the method,
 * or RaceError FAIR_PRICE_METHOD_INVALID (400) naming the methods.
 */
export function parseFairPriceMethodParam(
  value: string | null | undefined,
): FairPriceMethod | null {
  if (value === null || value === undefined) return null;
  if (isFairPriceMethod(value)) return value;
  throw new RaceError(
    'FAIR_PRICE_METHOD_INVALID',
    fairMethodParamMessage(value),
  );
}

/** The 400's sentence for a `fair_method` that is not a method (the api's query DTOs use it too). */
export function fairMethodParamMessage(value: string): string {
  return `fair_method must be one of ${FAIR_PRICE_METHODS.join(', ')} (got "${value}")`;
}
