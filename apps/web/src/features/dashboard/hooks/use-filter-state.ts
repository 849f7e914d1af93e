import type { FilterState, OpportunitiesQuery } from '@overlay/domain';
import { useRef } from 'react';
import { filterStateOf } from '../api/dashboard.api';

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

function sameFilters(a: FilterState, b: FilterState): boolean {
  return (
    a.minTotalEV === b.minTotalEV &&
    a.maxOdds === b.maxOdds &&
    a.minBonusPct === b.minBonusPct &&
    a.requireTwoBookies === b.requireTwoBookies &&
    a.promoOnly === b.promoOnly &&
    a.includePromos === b.includePromos &&
    a.withinMinutes === b.withinMinutes &&
    a.maxResults === b.maxResults &&
    sameList(a.bookmakers, b.bookmakers) &&
    sameList(a.raceCodes, b.raceCodes)
  );
}

/**
 * The filter part of the dashboard query, as the same object for as long as no filter changes:
 * the query is parsed afresh from the address on every sort and keystroke, and the memoised
 * filter panel and header would otherwise re-render with equal values.
 */
export function useFilterState(query: OpportunitiesQuery): FilterState {
  const kept = useRef<FilterState | null>(null);
  if (kept.current === null || !sameFilters(kept.current, query)) {
    kept.current = filterStateOf(query);
  }
  return kept.current;
}
