import { RaceError } from '../racing/race.errors';

/**
 * The viewer's choice of how fair win prices are made (issue #16): the product's default
 * (DESIGN §4.1: exchange mid, else the median of every complete book devigged with MPTO, power
 * where MPTO fails), one devig method for every complete book (multiplicative, power, Shin), or
 * 'worst_case': per row the method that gives the lowest total EV, as conservative tools do.
 */
export const FAIR_PRICE_METHODS = [
  'default',
  'multiplicative',
  'power',
  'shin',
  'worst_case',
] as const;
export type FairPriceMethod = (typeof FAIR_PRICE_METHODS)[number];

/** The single methods a 'worst_case' row chooses among, in tie-break order (the first lowest wins). */
export const SINGLE_FAIR_PRICE_METHODS = [
  'default',
  'multiplicative',
  'power',
  'shin',
] as const;
export type SingleFairPriceMethod = (typeof SINGLE_FAIR_PRICE_METHODS)[number];

export function isFairPriceMethod(value: unknown): value is FairPriceMethod {
  return (
    typeof value === 'string' &&
    (FAIR_PRICE_METHODS as readonly string[]).includes(value)
  );
}

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
    `fair_method must be one of ${FAIR_PRICE_METHODS.join(', ')} (got "${value}")`,
  );
}
