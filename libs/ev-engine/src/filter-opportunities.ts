import type { OpportunitiesQuery, Opportunity } from '@overlay/domain';
import { topOpportunities } from './sort-opportunities';

/** The parts of the dashboard query the opportunities call filters and sorts by. */
export type OpportunityFilter = Pick<
  OpportunitiesQuery,
  | 'minTotalEV'
  | 'maxOdds'
  | 'minBonusPct'
  | 'requireTwoBookies'
  | 'promoOnly'
  | 'bookmakers'
  | 'raceCodes'
  | 'includePromos'
  | 'withinMinutes'
  | 'maxResults'
  | 'raceId'
  | 'sortBy'
  | 'sortDir'
>;

/** include_promos=false projection of a row: promo fields null, promoEV 0, totalEV = ev (boost fields kept). */
export function withoutPromo(row: Opportunity): Opportunity {
  if (row.promoType === null && row.promoEV === 0 && row.totalEV === row.ev)
    return row;
  return {
    ...row,
    promoEV: 0,
    totalEV: row.ev,
    promoId: null,
    promoType: null,
    promoMethod: null,
    isPlaceEstimate:
      row.boostType === 'FIXED_PLACE_K2' ? row.isPlaceEstimate : false,
    placeSource: row.boostType === 'FIXED_PLACE_K2' ? row.placeSource : null,
    placeSourceBookmaker:
      row.boostType === 'FIXED_PLACE_K2' ? row.placeSourceBookmaker : null,
    placeSourceK: row.boostType === 'FIXED_PLACE_K2' ? row.placeSourceK : null,
    placeCoverage:
      row.boostType === 'FIXED_PLACE_K2' ? row.placeCoverage : null,
  };
}

/**
 * The opportunities call (spec §2, DESIGN §4.7): race_id, codes, within_minutes (startTime ≤ now +
 * window; a started race still open stays), bookmakers, require_two_bookies (runner priced by ≥ 2
 * books), include_promos, mode=promo_only (a promo applied), max_odds (price ≤), min_bonus_pct
 * (bonusPct ≥), min_total_ev (totalEV ≥); then sorted and cut to max_results. `nowMs` is epoch ms.
 */
export function filterOpportunities(
  rows: readonly Opportunity[],
  filter: OpportunityFilter,
  nowMs: number,
): Opportunity[] {
  const books = new Set(filter.bookmakers.map((b) => b.toLowerCase()));
  const bookOk = new Map<string, boolean>();
  const codes = new Set<string>(filter.raceCodes);
  const limitMs = nowMs + filter.withinMinutes * 60_000;
  let lastStart = '';
  let lastStartOk = false;
  const kept: Opportunity[] = [];
  for (let i = 0; i < rows.length; i++) {
    let row = rows[i];
    if (filter.raceId !== null && row.extRaceId !== filter.raceId) continue;
    if (!codes.has(row.raceCode)) continue;
    if (row.startTime !== lastStart) {
      lastStart = row.startTime;
      lastStartOk = Date.parse(row.startTime) <= limitMs;
    }
    if (!lastStartOk) continue;
    let ok = bookOk.get(row.bookmaker);
    if (ok === undefined) {
      ok = books.has(row.bookmaker.toLowerCase());
      bookOk.set(row.bookmaker, ok);
    }
    if (!ok) continue;
    if (filter.requireTwoBookies && row.bookmakerCount < 2) continue;
    if (!filter.includePromos) row = withoutPromo(row);
    else if (filter.promoOnly && row.promoType === null) continue;
    if (row.price > filter.maxOdds) continue;
    if (row.bonusPct < filter.minBonusPct) continue;
    if (row.totalEV < filter.minTotalEV) continue;
    kept.push(row);
  }
  return topOpportunities(
    kept,
    filter.maxResults,
    filter.sortBy,
    filter.sortDir,
  );
}
