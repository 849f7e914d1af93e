import type { SnapshotRace } from '@overlay/domain';
import { fallbackPlacesPaid, normaliseSearchText } from '@overlay/domain';
import type { PreparedContext } from './engine-context';
import type { PlaceMarket, PlaceTier } from '../place/place-probability';
import { createPlaceMarket } from '../place/place-probability';
import type { PreparedPromo, PromoRaceFacts } from './promo-value';
import { promoNotApplicableReason } from './promo-value';
import type { RaceQuotes } from '../pricing/race-quotes';
import { placesPaidK } from '../place/top-k';

// Module-local copies: per-book loops should not call through module bindings (CommonJS getters).
const marketOf = createPlaceMarket;
const notApplicable = promoNotApplicableReason;
const paidOf = placesPaidK;

/** One bookmaker's state in a race. */
export interface BookState {
  index: number;
  name: string;
  /** Valid place terms seen in this race, 0 = none given. */
  placeK: number;
  /** Places paid by this book in this race (its terms, else by field size); 0 = none. */
  placesPaid: number;
  /** Promos that apply at this book in this race (sorted by id). */
  promos: PreparedPromo[];
  tiers: (PlaceTier | undefined)[];
}

/** Promos of a bookmaker name (case-insensitive), memoised per exact name in the prepared context. */
function promosFor(
  prepared: PreparedContext,
  name: string,
): PreparedPromo[] | null {
  let list = prepared.promosByName.get(name);
  if (list === undefined) {
    list = prepared.promosByBook.get(name.trim().toLowerCase()) ?? null;
    prepared.promosByName.set(name, list);
  }
  return list;
}

const venueKeys = new Map<string, string>();
function venueKeyOf(venue: string): string {
  let key = venueKeys.get(venue);
  if (key === undefined) {
    key = normaliseSearchText(venue);
    if (venueKeys.size > 10_000) venueKeys.clear();
    venueKeys.set(venue, key);
  }
  return key;
}

/** Each book's places paid, place market and applicable promos. */
export function bookStates(
  race: SnapshotRace,
  n: number,
  quotes: RaceQuotes,
  prepared: PreparedContext,
): { books: BookState[]; markets: (PlaceMarket | null)[] } {
  const { names, bookPlaceK, placeInv } = quotes;
  const fallbackK = fallbackPlacesPaid(n);
  const books: BookState[] = new Array<BookState>(names.length);
  const markets = new Array<PlaceMarket | null>(names.length);
  let facts: PromoRaceFacts | null = null;
  for (let b = 0; b < names.length; b++) {
    const paid = paidOf(n, bookPlaceK[b] === 0 ? null : bookPlaceK[b]);
    const marketK = bookPlaceK[b] || fallbackK;
    let hasPlace = false;
    for (let r = 0; r < n && !hasPlace; r++) hasPlace = placeInv[b * n + r] > 0;
    markets[b] =
      hasPlace && marketK > 0
        ? marketOf(names[b], marketK, placeInv.subarray(b * n, b * n + n), n)
        : null;
    const promos: PreparedPromo[] = [];
    const candidates = prepared.context.includePromos
      ? promosFor(prepared, names[b])
      : null;
    if (candidates !== null) {
      if (facts === null)
        facts = {
          extRaceId: race.extRaceId,
          code: race.code,
          venueKey: venueKeyOf(race.venue),
          activeRunners: n,
        };
      for (const p of candidates)
        if (notApplicable(p, facts, paid) === null) promos.push(p);
    }
    books[b] = {
      index: b,
      name: names[b],
      placeK: bookPlaceK[b],
      placesPaid: paid,
      promos,
      tiers: [],
    };
  }
  return { books, markets };
}
