// Builders shared by the engine specs (not exported from the library index).
import type {
  Boost,
  Opportunity,
  Promo,
  SnapshotRace,
  SnapshotRunner,
} from '@overlay/domain';

export function promo(overrides: Partial<Promo> = {}): Promo {
  return {
    id: 'p1',
    bookmaker: 'Sportsbet',
    promoType: 'BonusBack_2nd',
    scope: 'all',
    codes: [],
    raceExtIds: [],
    valueMultiplier: 0.75,
    conditions: { minRunners: 0 },
    label: 'All races',
    visibility: 'global',
    createdBy: null,
    kPlaces: null,
    refundPercent: null,
    maxRefundCash: null,
    venues: [],
    createdAt: '2026-11-21T00:00:00Z',
    ...overrides,
  };
}

export function boost(overrides: Partial<Boost> = {}): Boost {
  return {
    id: 'b1',
    bookmaker: 'Sportsbet',
    boostType: 'FIXED_WIN',
    raceExtId: 'flem-r1',
    runnerExtId: 'flem-r1-1',
    boostedOdds: 3,
    isActive: true,
    notes: null,
    kPlaces: null,
    createdBy: 'editor-1',
    ...overrides,
  };
}

/**
 * A hand-checkable 5-runner race. Exchange back = lay at [2, 4, 8, 16, 16], so BF Mid gives
 * p_win = [0.5, 0.25, 0.125, 0.0625, 0.0625] exactly. Sportsbet wins [2.2, 4.4, 7, 15, 20] with a
 * complete place market k = 2 at [1.25, 2, 4, 8, 8]: Σ1/O = 1.8, shift (1.8 − 2)/5 = −0.04 →
 * p_top2 = [0.84, 0.54, 0.29, 0.165, 0.165]. TAB prices runners 1 and 2 only (wins [2.1, 4.2]).
 */
export function handRace(overrides: Partial<SnapshotRace> = {}): SnapshotRace {
  const exchange = [2, 4, 8, 16, 16];
  const sportsbet = [2.2, 4.4, 7, 15, 20];
  const place = [1.25, 2, 4, 8, 8];
  const runners: SnapshotRunner[] = exchange.map((x, i) => ({
    extId: `flem-r1-${i + 1}`,
    number: i + 1,
    name: `Runner ${i + 1}`,
    scratched: false,
    prices: [
      {
        bookmaker: 'Sportsbet',
        win: sportsbet[i],
        place: place[i],
        placeK: 2,
        boostedFrom: null,
      },
      ...(i < 2
        ? [
            {
              bookmaker: 'TAB',
              win: [2.1, 4.2][i],
              place: null,
              placeK: null,
              boostedFrom: null,
            },
          ]
        : []),
    ],
    exchange: {
      winBack: x,
      winLay: x,
      placeBack: null,
      placeLay: null,
      placeK: null,
      matchedVolume: 1000,
    },
  }));
  return {
    extRaceId: 'flem-r1',
    venue: 'Flemington',
    country: 'AU',
    code: 'TB',
    number: 1,
    name: 'Maiden Plate',
    startTime: '2026-11-21T12:05:00.000Z',
    state: 'open',
    runners,
    ...overrides,
  };
}

/** A plain opportunity row for filter and sort tests. */
export function opportunity(overrides: Partial<Opportunity> = {}): Opportunity {
  return {
    id: 'r1:1:TAB',
    extRaceId: 'r1',
    venue: 'Flemington',
    raceNumber: 1,
    raceName: 'Maiden Plate',
    raceCode: 'TB',
    startTime: '2026-11-21T12:00:00.000Z',
    runnerNumber: 1,
    runnerName: 'Fast Filly',
    bookmaker: 'TAB',
    price: 3,
    fairPrice: 3,
    fairMethod: 'BF Mid',
    fairBooks: 0,
    priceAgeSeconds: null,
    stale: false,
    ev: 0,
    promoEV: 0,
    totalEV: 0,
    bonusPct: 66.7,
    kelly: 0,
    promoId: null,
    promoType: null,
    promoMethod: null,
    promoK: 3,
    isPlaceEstimate: false,
    placeSource: null,
    placeSourceBookmaker: null,
    placeSourceK: null,
    placeCoverage: null,
    isBoosted: false,
    boostedFrom: null,
    boostType: null,
    boostId: null,
    boostMetadata: null,
    bookmakerCount: 2,
    layPrice: null,
    lockRating: null,
    lockedEV: null,
    ...overrides,
  };
}
