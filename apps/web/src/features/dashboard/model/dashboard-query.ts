import {
  BETTING_SETTINGS_BOUNDS,
  BOOKMAKERS,
  COMMISSION_PARAM,
  FAIR_METHOD_PARAM,
  isFairPriceMethod,
  parseOpportunitiesQuery,
  serializeOpportunitiesQuery,
} from '@overlay/domain';
import type { FairPriceMethod, OpportunitiesQuery } from '@overlay/domain';

// The address <-> dashboard state mapping, free of React and the router: the boot code
// (prefetch.ts) reads the address with it before the app's code has loaded.

/**
 * The bookmakers the dashboard knows: the switched-on bookmakers of the source catalogue
 * (docs/feeds.md) once it has arrived. Until then, the static 17 of docs/product.md §9 and the
 * names the address's `bookmakers` lists (`listed`; the api reads them against the catalogue), so the boot prefetch and
 * the first render ask for what the address says and the call does not change when the
 * catalogue arrives.
 */
export function knownBookmakers(
  catalogue: readonly string[] | undefined,
  listed: string | null,
): string[] {
  if (catalogue !== undefined && catalogue.length > 0) return [...catalogue];
  const names: string[] = [...BOOKMAKERS];
  for (const raw of (listed ?? '').split(',')) {
    const name = raw.trim();
    if (name !== '' && !names.some((n) => n.toLowerCase() === name.toLowerCase()))
      names.push(name);
  }
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

/**
 * The address's exchange `commission` (percent, 0 to 20; docs/ev-model.md §10), which hedges the
 * rows in place of the user's setting (a shared link keeps it); null when absent or not one.
 */
export function readCommission(search: string): number | null {
  const value = new URLSearchParams(search).get(COMMISSION_PARAM);
  if (value === null || !/^\d+(\.\d+)?$/.test(value.trim())) return null;
  const pct = Number(value);
  const { min, max } = BETTING_SETTINGS_BOUNDS.commissionPct;
  return pct >= min && pct <= max ? pct : null;
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
