import type { Country, KnownBookmaker, RaceCode } from '@overlay/domain';

/** How one simulated bookmaker frames its markets. */
export interface BookmakerProfile {
  name: string;
  /** Win overround: Σ 1/price − 1 before noise. */
  winMargin: number;
  /** Place overround per place paid: Σ 1/place ≈ k · (1 + placeMargin). */
  placeMargin: number;
  /**
   * Share of the margin loaded in proportion to probability; the rest is spread evenly, which
   * loads longshots harder (the favourite-longshot bias of corporate books).
   */
  proportionalShare: number;
  /**
   * Sd of the book's log-price opinion around the true price. Kept well under the margin a book
   * loads on a favourite, so its own opinion seldom beats the fair price: value comes from
   * boosts and lagging books, as in life.
   */
  noise: number;
  /** Minutes between the book's repricings. */
  repriceMinutes: number;
  /** Chance the book prices a meeting, by country and code. */
  coverage: Record<Country, Record<RaceCode, number>>;
  /** Hours before a race the book opens its market, as [min, max]. */
  opensHoursBefore: readonly [number, number];
  /** Pays 4 places in 16-runner thoroughbred fields ("extra places"). */
  fourPlacesOnBigFields: boolean;
  /**
   * Chance per race that one runner carries a boosted price. The big corporates boost most races
   * (a "daily boost" per race is their marketing), which is where most real positive base EV is:
   * these rates give the few per cent of positive rows docs/architecture.md §3 describes.
   */
  boostRate: number;
  /** Longest price the book lays. */
  maxOdds: number;
}

const cover = (
  au: number,
  nz: number,
  auDogsTrots = au,
): BookmakerProfile['coverage'] => ({
  AU: { TB: au, GR: auDogsTrots, HR: auDogsTrots },
  NZ: { TB: nz, GR: nz * 0.7, HR: nz * 0.8 },
});

type Row = [
  name: KnownBookmaker,
  winMargin: number,
  noise: number,
  coverage: BookmakerProfile['coverage'],
  opens: readonly [number, number],
  fourPlaces: boolean,
  boostRate: number,
];

// docs/product.md §9's 17 books. Big corporates: lower noise, full coverage, markets open the day before.
// Small books: sharper margins but noisier (slower to follow the market), patchier coverage.
const ROWS: readonly Row[] = [
  ['TAB', 0.17, 0.045, cover(1, 0.9), [20, 30], false, 0.2],
  ['BetNation', 0.12, 0.09, cover(0.75, 0.35, 0.55), [3, 10], false, 0],
  ['TabTouch', 0.17, 0.05, cover(0.97, 0.6), [18, 26], false, 0.1],
  ['Crossbet', 0.11, 0.09, cover(0.7, 0.3), [3, 8], false, 0],
  ['BetM', 0.12, 0.09, cover(0.7, 0.3), [3, 8], false, 0.15],
  ['BetRight', 0.11, 0.08, cover(0.9, 0.6), [6, 14], false, 0.2],
  ['Betr', 0.13, 0.08, cover(0.95, 0.7), [8, 20], false, 0.6],
  ['Boombet', 0.13, 0.09, cover(0.75, 0.35), [4, 10], false, 0.2],
  ['Chasebet', 0.12, 0.1, cover(0.65, 0.3, 0.5), [2, 8], false, 0],
  ['Dabble', 0.15, 0.085, cover(0.8, 0.4), [6, 14], false, 0.4],
  ['Ladbrokes', 0.14, 0.065, cover(1, 0.95), [16, 26], true, 0.6],
  ['Neds', 0.14, 0.065, cover(1, 0.95), [16, 26], true, 0.5],
  ['Palmerbet', 0.12, 0.08, cover(0.9, 0.5), [6, 14], false, 0.2],
  ['PlayUp', 0.14, 0.085, cover(0.85, 0.5), [6, 14], false, 0.3],
  ['PointsBet', 0.15, 0.07, cover(0.97, 0.8), [12, 24], true, 0.4],
  ['Sportsbet', 0.13, 0.065, cover(1, 0.9), [16, 26], true, 0.6],
  // TAB NZ is the NZ tote's fixed-odds arm: all of NZ, only the bigger AU meetings.
  [
    'TAB NZ',
    0.18,
    0.065,
    { AU: { TB: 0.35, GR: 0.1, HR: 0.15 }, NZ: { TB: 1, GR: 1, HR: 1 } },
    [20, 30],
    false,
    0.2,
  ],
];

/** The table's opinion figures rank the books (small ones noisier); this sets their scale. */
const NOISE_SCALE = 0.45;

export const BOOKMAKER_PROFILES: readonly BookmakerProfile[] = ROWS.map(
  (
    [name, winMargin, noise, coverage, opens, fourPlaces, boostRate],
    index,
  ) => ({
    name,
    winMargin,
    placeMargin: winMargin * 1.4,
    proportionalShare: 0.35 + (index % 4) * 0.1,
    noise: noise * NOISE_SCALE,
    repriceMinutes: 2 + (index % 5) * 2,
    coverage,
    opensHoursBefore: opens,
    fourPlacesOnBigFields: fourPlaces,
    boostRate,
    maxOdds: index % 3 === 0 ? 201 : 501,
  }),
);
