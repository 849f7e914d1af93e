import {
  COMMISSION_PARAM,
  FAIR_METHOD_PARAM,
  isFairPriceMethod,
  parseCommissionParam,
  parseFairPriceMethodParam,
} from '@overlay/domain';
import type { FairPriceMethod } from '@overlay/domain';
import type { ViewerOverrides } from '../../valuation';

function rawParam(queryString: string, name: string): string | null {
  return queryString.includes(`${name}=`) ? new URLSearchParams(queryString).get(name) : null;
}

/** The overrides of a request that names neither: the viewer's settings apply. */
const NONE: ViewerOverrides = { fairMethod: null, commission: null };

/**
 * The request's `fair_method` (docs/ev-model.md §9) and `commission` (percent, docs/ev-model.md §10): what
 * values the reply in place of the viewer's settings, so a shared address gives the same reply.
 * undefined when either is present but not valid (the answer is a 400). Read straight from the raw
 * query string: the fast path has no parsed query.
 */
export function overrideParams(queryString: string): ViewerOverrides | undefined {
  const method = rawParam(queryString, FAIR_METHOD_PARAM);
  const commission = rawParam(queryString, COMMISSION_PARAM);
  if (method === null && commission === null) return NONE;
  if (method !== null && !isFairPriceMethod(method)) return undefined;
  try {
    return { fairMethod: method, commission: parseCommissionParam(commission) };
  } catch {
    return undefined;
  }
}

/** The overrides, or the 400 of the first that is not valid (RaceError FAIR_PRICE_METHOD_INVALID, BettingSettingsError COMMISSION_RANGE). */
export function requireOverrideParams(queryString: string): ViewerOverrides {
  const fairMethod: FairPriceMethod | null = parseFairPriceMethodParam(rawParam(queryString, FAIR_METHOD_PARAM));
  return { fairMethod, commission: parseCommissionParam(rawParam(queryString, COMMISSION_PARAM)) };
}
