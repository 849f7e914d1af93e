import {
  BOOKMAKERS,
  FAIR_METHOD_PARAM,
  isFairPriceMethod,
  parseOpportunitiesQuery,
  serializeOpportunitiesQuery,
} from '@overlay/domain';
import type { FairPriceMethod, OpportunitiesQuery } from '@overlay/domain';

// The address <-> dashboard state mapping, free of React and the router: the boot code
// (prefetch.ts) reads the address with it before the app's code has loaded.

/** Spec §9: the static 17 plus active custom bookmakers. */
export function knownBookmakers(active: readonly string[]): string[] {
  const names: string[] = [...BOOKMAKERS];
  for (const name of active)
    if (!names.some((n) => n.toLowerCase() === name.toLowerCase()))
      names.push(name);
  return names;
}

/** The address query string → dashboard state (docs/product.md §2 parameters, defaults and fallbacks). */
export function readDashboardQuery(
  search: string,
  known: readonly string[],
): OpportunitiesQuery {
  const params = new URLSearchParams(search);
  const raw: Record<string, string> = {};
  params.forEach((value, key) => {
    if (!(key in raw)) raw[key] = value;
  });
  return parseOpportunitiesQuery(raw, known);
}

/**
 * The address's fair-price method (`fair_method`), which values the rows in place of the user's
 * setting (a saved view keeps one, docs/product.md); null when absent or not a method.
 */
export function readFairMethod(search: string): FairPriceMethod | null {
  const value = new URLSearchParams(search).get(FAIR_METHOD_PARAM);
  return isFairPriceMethod(value) ? value : null;
}

/** Dashboard state → the address query string, defaults left out so a plain '/' is the default view. */
export function writeDashboardQuery(
  query: OpportunitiesQuery,
  known: readonly string[],
): string {
  return serializeOpportunitiesQuery(query, {
    knownBookmakers: known,
    omitDefaults: true,
  });
}
