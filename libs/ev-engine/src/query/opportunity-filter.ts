import type { OpportunitiesQuery, Opportunity } from '@overlay/domain';

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
  | 'minRating'
  | 'layOnly'
>;

/** include_promos=false projection of a row: promo fields null, promoEV 0, totalEV = ev, lockedEV = lockRating (boost fields kept). */
export function withoutPromo(row: Opportunity): Opportunity {
  if (
    row.promoType === null &&
    row.promoEV === 0 &&
    row.totalEV === row.ev &&
    row.lockedEV === row.lockRating
  )
    return row;
  return {
    ...row,
    promoEV: 0,
    totalEV: row.ev,
    // Nothing on top of the locked result without a promo (rowHedge with promos left out).
    lockedEV: row.lockRating,
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
