import type { OpportunitiesQuery } from '@overlay/domain';
import { normalisedSearch } from '../../valuation';

const keys = new WeakMap<OpportunitiesQuery, string>();

/**
 * One string per distinct filter set: every parsed field (defaults filled in), bookmakers in a
 * fixed order, so `codes=GR,TB` and `codes=TB,GR,XX` share one cached reply. Made once per query
 * object (the edge hands the same object for the same query string). `matched` is left out: the
 * Matched mode shows the same rows with other columns.
 */
export function opportunitiesQueryKey(query: OpportunitiesQuery): string {
  let key = keys.get(query);
  if (key === undefined) {
    key = JSON.stringify([
      query.minTotalEV,
      query.maxOdds,
      query.minBonusPct,
      query.withinMinutes,
      query.maxResults,
      query.requireTwoBookies,
      query.includePromos,
      query.promoOnly,
      query.raceCodes.slice().sort(),
      query.bookmakers.map((name) => name.toLowerCase()).sort(),
      query.raceId,
      normalisedSearch(query.q),
      query.sortBy,
      query.sortDir,
      query.minRating,
      query.layOnly,
      // Sorted and once each when parsed; absent (every race) adds nothing, so older keys hold.
      ...(query.races === undefined ? [] : [query.races]),
    ]);
    keys.set(query, key);
  }
  return key;
}
