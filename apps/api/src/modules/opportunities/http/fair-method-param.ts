import {
  FAIR_METHOD_PARAM,
  isFairPriceMethod,
  parseFairPriceMethodParam,
} from '@overlay/domain';
import type { FairPriceMethod } from '@overlay/domain';

const PARAM = `${FAIR_METHOD_PARAM}=`;

function rawParam(queryString: string): string | null {
  return queryString.includes(PARAM)
    ? new URLSearchParams(queryString).get(FAIR_METHOD_PARAM)
    : null;
}

/**
 * The `fair_method` query parameter (issue #16): an explicit fair-price method that overrides the
 * viewer's setting. null when absent; undefined when present but not a method (the answer is 400).
 * Read straight from the raw query string: the fast path has no parsed query.
 */
export function fairMethodParam(
  queryString: string,
): FairPriceMethod | null | undefined {
  const value = rawParam(queryString);
  if (value === null) return null;
  return isFairPriceMethod(value) ? value : undefined;
}

/** The override (null when absent), or RaceError FAIR_PRICE_METHOD_INVALID (400) naming the methods. */
export function requireFairMethodParam(
  queryString: string,
): FairPriceMethod | null {
  return parseFairPriceMethodParam(rawParam(queryString));
}
