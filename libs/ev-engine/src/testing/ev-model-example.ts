import type { SnapshotRace } from '@overlay/domain';

// The worked example of docs/ev-model.md: a six-runner Randwick maiden priced by three books, with
// Sportsbet's place market (2 places) and its 2nd-place bonus-back promo. Testing only.

const SPORTSBET_WIN = [2.6, 3.8, 5.5, 8, 13, 21];
const SPORTSBET_PLACE = [1.4, 1.75, 2.2, 2.9, 4.2, 6];
const TAB_WIN = [2.5, 4, 5, 8.5, 12, 23];
const LADBROKES_WIN = [2.7, 3.7, 5.5, 7.5, 14, 19];

export const EXAMPLE_RACE: SnapshotRace = {
  extRaceId: 'randwick-2026-11-21-r3',
  venue: 'Randwick',
  country: 'AU',
  code: 'TB',
  number: 3,
  name: 'Maiden Handicap',
  startTime: '2026-11-21T03:40:00.000Z',
  state: 'open',
  runners: SPORTSBET_WIN.map((win, i) => ({
    extId: `rand-r3-${i + 1}`,
    number: i + 1,
    name: [
      'Coastal Flyer',
      'Night Echo',
      'Ruby Lane',
      'Iron Quay',
      'Soft Rain',
      'Long Shot Larry',
    ][i],
    scratched: false,
    prices: [
      { bookmaker: 'Sportsbet', win, place: SPORTSBET_PLACE[i], placeK: 2 },
      { bookmaker: 'TAB', win: TAB_WIN[i] },
      { bookmaker: 'Ladbrokes', win: LADBROKES_WIN[i] },
    ],
  })),
};

/**
 * The exchange's best win lay for each runner of the worked example (docs/ev-model.md §10), on the
 * Betfair ladder. Lays only: with no backs the exchange does not price the field, so the fair
 * price stays the books' (§5).
 */
const EXAMPLE_LAYS = [2.7, 4.1, 5.8, 8.6, 14.5, 23];

/** The worked example with the exchange laying every runner at EXAMPLE_LAYS. */
export function exampleRaceWithLays(): SnapshotRace {
  const race = structuredClone(EXAMPLE_RACE);
  race.runners.forEach((runner, i) => {
    runner.exchange = { winLay: EXAMPLE_LAYS[i] };
  });
  return race;
}
