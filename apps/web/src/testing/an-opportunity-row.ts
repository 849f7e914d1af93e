import type { Opportunity } from '@overlay/contracts';

/**
 * One dashboard row as `GET /api/opportunities` sends it, typed, so a change to the row's
 * contract breaks every spec that builds one (docs/product.md §2): Betr $5.00 on a $4.00 fair
 * price (BF Mid), 3 hours out, no promo. Pass what the test is about.
 */
export function anOpportunityRow(overrides: Partial<Opportunity> = {}): Opportunity {
  const extRaceId = overrides.extRaceId ?? 'race-a';
  const runnerNumber = overrides.runnerNumber ?? 4;
  const bookmaker = overrides.bookmaker ?? 'Betr';
  return {
    id: `${extRaceId}:${runnerNumber}:${bookmaker}`,
    extRaceId,
    venue: 'Moonee Valley',
    raceNumber: 5,
    raceName: 'Race 5',
    raceCode: 'TB',
    startTime: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    runnerNumber,
    runnerName: 'Fast Lad',
    bookmaker,
    price: 5,
    fairPrice: 4,
    fairMethod: 'BF Mid',
    fairBooks: 3,
    ev: 25,
    promoEV: 0,
    totalEV: 25,
    bonusPct: 100,
    kelly: 0.0833,
    promoId: null,
    promoType: null,
    promoMethod: null,
    promoK: 0,
    isPlaceEstimate: false,
    placeSource: null,
    placeSourceBookmaker: null,
    placeSourceK: null,
    placeCoverage: null,
    layPrice: null,
    lockRating: null,
    lockedEV: null,
    isBoosted: false,
    boostedFrom: null,
    priceAgeSeconds: 4,
    stale: false,
    boostType: null,
    boostId: null,
    boostMetadata: null,
    bookmakerCount: 2,
    ...overrides,
  };
}
