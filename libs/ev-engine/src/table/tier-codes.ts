import {
  EXCHANGE_SOURCE_NAME,
  PLACE_SOURCES,
  PROMO_METHODS,
} from '@overlay/domain';
import type { OpportunityColumns } from './opportunity-columns';
import {
  FLAG_PLACE_ESTIMATE,
  SOURCE_BOOK_EXCHANGE,
  SOURCE_BOOK_NONE,
} from './opportunity-columns';
import type { PlaceTier } from '../place/place-probability';
import type { BookState } from '../value/race-books';

// Module-local copies: per-row code should not read through module bindings (CommonJS getters).
const EXCHANGE_NAME: string = EXCHANGE_SOURCE_NAME;
const EXCHANGE_BOOK: number = SOURCE_BOOK_EXCHANGE;
const NO_BOOK: number = SOURCE_BOOK_NONE;
const ESTIMATE: number = FLAG_PLACE_ESTIMATE;
const SOURCE_CODE = new Map<string, number>(
  PLACE_SOURCES.map((s, i) => [s, i + 1]),
);
const METHOD_CODE = new Map<string, number>(
  PROMO_METHODS.map((m, i) => [m, i]),
);

function sourceBook(
  name: string | null,
  books: readonly BookState[],
  own: number,
): number {
  if (name === null) return NO_BOOK;
  // Decodes to the same name even if a book were called 'Exchange'.
  if (name === EXCHANGE_NAME) return EXCHANGE_BOOK;
  if (own >= 0 && books[own].name === name) return own;
  for (let j = 0; j < books.length; j++) if (books[j].name === name) return j;
  throw new Error(`place source ${name} is not a book of the race`);
}

/** A place tier as column codes. */
interface TierCodes {
  tier: PlaceTier | null;
  source: number;
  method: number;
  sourceK: number;
  sourceBook: number;
  flags: number;
}

// Codes per (book, k) slot, reused across races: a race memoises one tier per (book, k), so an
// identity hit skips the code and name lookups for every further row of that book.
const slots: TierCodes[] = [];

function codesOf(
  tier: PlaceTier,
  books: readonly BookState[],
  b: number,
): TierCodes {
  const slot = b * 5 + tier.k;
  let codes = slots[slot];
  if (codes === undefined) {
    for (let i = slots.length; i <= slot; i++)
      slots.push({
        tier: null,
        source: 0,
        method: 0,
        sourceK: 0,
        sourceBook: NO_BOOK,
        flags: 0,
      });
    codes = slots[slot];
  }
  if (codes.tier !== tier) {
    codes.tier = tier;
    codes.source = SOURCE_CODE.get(tier.placeSource) ?? 0;
    codes.method = METHOD_CODE.get(tier.method) ?? 0;
    codes.sourceK = tier.placeSourceK ?? 0;
    codes.sourceBook = sourceBook(tier.placeSourceBookmaker, books, b);
    codes.flags = tier.isPlaceEstimate ? ESTIMATE : 0;
  }
  return codes;
}

/** Writes row q's place tier (null: none) as codes into the columns; the tier object itself is not kept. */
export function putTier(
  c: OpportunityColumns,
  q: number,
  tier: PlaceTier | null,
  books: readonly BookState[],
  b: number,
): void {
  if (tier === null) {
    c.placeSource[q] = 0;
    c.placeMethod[q] = 0;
    c.placeSourceK[q] = 0;
    c.placeCoverage[q] = 0;
    c.placeSourceBook[q] = NO_BOOK;
    c.flags[q] = 0;
    return;
  }
  const codes = codesOf(tier, books, b);
  c.placeSource[q] = codes.source;
  c.placeMethod[q] = codes.method;
  c.placeSourceK[q] = codes.sourceK;
  c.placeCoverage[q] = tier.placeCoverage;
  c.placeSourceBook[q] = codes.sourceBook;
  c.flags[q] = codes.flags;
}
