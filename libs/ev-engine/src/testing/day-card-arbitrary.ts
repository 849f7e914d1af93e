// Spec helper (not exported from the library index): fast-check arbitraries for random day cards
// (races, promos, boosts) and dashboard queries, with the awkward cases the engine must survive:
// ties on every sort field, books differing only in case, bad prices and terms, scratchings,
// closed races, partial exchanges, feed and staff boosts, invalid and personal promos.
import fc from 'fast-check';
import type {
  Boost,
  BookmakerPriceQuote,
  OpportunitiesQuery,
  Promo,
  RaceCode,
  SnapshotRace,
} from '@overlay/domain';
import { BOOST_TYPES, PROMO_TYPES, RACE_CODES } from '@overlay/domain';
import { createEngineContext } from '../value/engine-context';
import type { EngineContext } from '../value/engine-context';
import { boost, promo } from './test-fixtures';

/** The engine context of a card's promos and boosts under one fair-price method, no quote stale. */
export const cardContext = (
  card: { promos: EngineContext['promos']; boosts: EngineContext['boosts'] },
  fairPriceMethod: EngineContext['fairPriceMethod'],
): EngineContext =>
  createEngineContext({
    promos: card.promos,
    boosts: card.boosts,
    stalePriceSeconds: 1e9,
    fairPriceMethod,
  });

/** Epoch ms the card's start times are relative to. */
export const CARD_NOW = Date.parse('2026-11-21T10:00:00.000Z');
export const CARD_BOOKS = ['TAB', 'Sportsbet', 'Neds', 'tab', 'Betr'];
const VENUES = ['Flemington', 'flemington', 'Randwick', 'Ascot'];
const NAMES = ['Fast Filly', 'Dark Horse', 'Slow Coach', 'Rand Runner'];
// Few distinct prices so sorts by price, ev and bonus meet ties.
const PRICE = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(1.5, 2, 3, 3.5, 5, 8, 13, 21, 41) },
  { weight: 8, arbitrary: fc.double({ min: 1.01, max: 60, noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom(1, 0, -2, Number.NaN) },
);
const MAYBE_PRICE = fc.option(PRICE, { nil: null });
const PLACE_K = fc.constantFrom(null, 2, 3, 3, 3, 3, 4, 4, 9);

// A book's place terms hold across the race, bar the odd stray quote.
const quote = (
  bookmaker: string,
  k: number | null,
): fc.Arbitrary<BookmakerPriceQuote> =>
  fc.record({
    bookmaker: fc.constant(bookmaker),
    win: PRICE,
    place: MAYBE_PRICE,
    placeK: fc.oneof(
      { weight: 12, arbitrary: fc.constant(k) },
      { weight: 1, arbitrary: PLACE_K },
    ),
    boostedFrom: fc.oneof(
      { weight: 8, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: PRICE },
    ),
  });

const runner = (
  race: number,
  r: number,
  books: string[],
  ks: (number | null)[],
) =>
  fc.record({
    extId: fc.constant(`x${race}-${r}`),
    number: fc.oneof(
      { weight: 39, arbitrary: fc.constant(r + 1) },
      { weight: 1, arbitrary: fc.constant(1) },
    ),
    name: fc.constant(`${NAMES[(race + r) % NAMES.length]} ${race}`),
    scratched: fc.boolean().map((b) => b && r % 3 === 2),
    prices: fc.tuple(...books.map((b, i) => quote(b, ks[i]))),
    exchange: fc.option(
      fc.record({
        winBack: MAYBE_PRICE,
        winLay: MAYBE_PRICE,
        placeBack: MAYBE_PRICE,
        placeLay: MAYBE_PRICE,
        placeK: PLACE_K,
      }),
      { nil: null },
    ),
  });

const race = (i: number): fc.Arbitrary<SnapshotRace> =>
  fc
    .record({
      n: fc.integer({ min: 1, max: 9 }),
      books: fc.subarray(CARD_BOOKS, { minLength: 1 }),
      ks: fc.array(fc.constantFrom(null, 2, 3, 3, 4), {
        minLength: CARD_BOOKS.length,
        maxLength: CARD_BOOKS.length,
      }),
      venue: fc.constantFrom(...VENUES),
      number: fc.integer({ min: 1, max: 3 }),
      code: fc.constantFrom(...RACE_CODES),
      startMin: fc.constantFrom(-30, 0, 45, 45, 300, 2000),
      state: fc.constantFrom('open', 'open', 'open', 'open', 'closed'),
    })
    .chain((o) =>
      fc
        .tuple(
          ...Array.from({ length: o.n }, (_, r) => runner(i, r, o.books, o.ks)),
        )
        .map((runners): SnapshotRace => ({
          extRaceId: `race-${i}`,
          venue: o.venue,
          country: 'AU',
          code: o.code,
          number: o.number,
          name: `Race ${o.number}`,
          startTime: new Date(CARD_NOW + o.startMin * 60_000).toISOString(),
          state: o.state as SnapshotRace['state'],
          runners,
        })),
    );

const promoArb = (races: number): fc.Arbitrary<Promo> =>
  fc
    .record({
      id: fc.integer({ min: 0, max: 99 }),
      bookmaker: fc.constantFrom(...CARD_BOOKS, ' TAB ', 'Unknown'),
      promoType: fc.constantFrom(...PROMO_TYPES),
      scope: fc.constantFrom('all', 'codes', 'races'),
      codes: fc.subarray<RaceCode>([...RACE_CODES]),
      race: fc.integer({ min: 0, max: races }),
      valueMultiplier: fc.constantFrom(0.1, 0.5, 0.75, 2),
      minRunners: fc.constantFrom(0, 0, 6),
      personal: fc.constantFrom(null, 'viewer', 'someone'),
    })
    .map((o) =>
      promo({
        id: `p${String(o.id).padStart(2, '0')}`,
        bookmaker: o.bookmaker,
        promoType: o.promoType,
        scope: o.scope as Promo['scope'],
        codes: o.codes,
        raceExtIds: [`race-${o.race}`],
        valueMultiplier: o.valueMultiplier,
        conditions: { minRunners: o.minRunners },
        visibility: o.personal === null ? 'global' : 'personal',
        createdBy: o.personal,
        refundPercent: 100,
        maxRefundCash: 30,
      }),
    );

const boostArb = (races: number): fc.Arbitrary<Boost> =>
  fc
    .record({
      id: fc.integer({ min: 0, max: 99 }),
      bookmaker: fc.constantFrom(...CARD_BOOKS, 'Pointsbet'),
      boostType: fc.constantFrom(...BOOST_TYPES, 'FIXED_WIN', 'FIXED_PLACE_K2'),
      race: fc.integer({ min: 0, max: races - 1 }),
      runner: fc.integer({ min: 0, max: 9 }),
      boostedOdds: fc.constantFrom(2, 3.5, 6, 1),
      isActive: fc.constantFrom(true, true, true, false),
    })
    .map((o) =>
      boost({
        id: `b${String(o.id).padStart(2, '0')}`,
        bookmaker: o.bookmaker,
        boostType: o.boostType,
        raceExtId: `race-${o.race}`,
        runnerExtId: `x${o.race}-${o.runner}`,
        boostedOdds: o.boostedOdds,
        isActive: o.isActive,
      }),
    );

/** A random day card: 1 to `maxRaces` races with unique extRaceIds, promos and boosts. */
export function dayCard(maxRaces = 6) {
  return fc.integer({ min: 1, max: maxRaces }).chain((count) =>
    fc.record({
      races: fc.tuple(...Array.from({ length: count }, (_, i) => race(i))),
      promos: fc.uniqueArray(promoArb(count), {
        maxLength: 8,
        selector: (p) => p.id,
      }),
      boosts: fc.uniqueArray(boostArb(count), {
        maxLength: 6,
        selector: (b) => b.id,
      }),
    }),
  );
}

/** A random dashboard query over the card's books, codes and races. */
export const cardQuery: fc.Arbitrary<OpportunitiesQuery> = fc.record({
  minTotalEV: fc.constantFrom(-40, -1000, -10, 0, 5),
  maxOdds: fc.constantFrom(51, 1000, 5, 3.5),
  minBonusPct: fc.constantFrom(0, 0, 50, 90),
  requireTwoBookies: fc.boolean(),
  promoOnly: fc.boolean(),
  includePromos: fc.boolean(),
  bookmakers: fc.subarray([...CARD_BOOKS, 'NEDS', 'Pointsbet']),
  raceCodes: fc.subarray<RaceCode>([...RACE_CODES]),
  withinMinutes: fc.constantFrom(720, 1, 60, 10080),
  maxResults: fc.constantFrom(1000, 1, 2, 3, 5, 8, 20),
  q: fc.constant(''),
  raceId: fc.constantFrom(null, null, 'race-0', 'race-1', 'race-9'),
  sortBy: fc.constantFrom(
    'raceName',
    'startTime',
    'bookmaker',
    'price',
    'ev',
    'bonusPct',
    'promoEV',
    'totalEV',
    'layPrice',
    'matchRating',
    'lockRating',
    'lockedEV',
  ),
  sortDir: fc.constantFrom('asc', 'desc'),
  minRating: fc.constantFrom(0, 0, 0, 90, 97),
  layOnly: fc.boolean(),
  matched: fc.boolean(),
});

/** A random dashboard search: blank, a venue, a code, a race number, a runner, or nothing that matches. */
export const cardSearch: fc.Arbitrary<string> = fc.constantFrom(
  '',
  '',
  'flemington',
  'Rand',
  'gr',
  'r2',
  'race 1',
  'dark',
  'fast filly',
  'rand',
  'tb 3',
  'ascot r1',
  'zzz',
);
