import { DEFAULT_EXCHANGE_NAME } from '@overlay/domain';
import type { Country, PriceSource, RaceCode } from '@overlay/domain';
import { BOOKMAKER_PROFILES } from './bookmaker-profiles';
import type { BookmakerProfile } from './bookmaker-profiles';
import { SATURDAY_BOOKMAKER_PROFILES } from './saturday-bookmakers';
import { SATURDAY_TOTES } from './tote-pricing';
import type { ToteProfile } from './tote-pricing';

/**
 * How big a racing day the simulated market makes (FEED_DAY): `standard`, the cards of the week
 * as they come (a weekday's 40-odd meetings, a Saturday's 55) priced by the 17 books of
 * docs/product.md §9 and Betfair; `saturday`, every date a full Saturday on Betwatch (about 65
 * meetings, 600+ races) priced by 110 sources: about a hundred bookmakers, eight totes and the
 * exchange (docs/feeds.md, "A Saturday").
 */
export type RaceDaySize = 'standard' | 'saturday';

export interface RaceDay {
  size: RaceDaySize;
  /** The fixed-odds books, in a fixed order (a book's index keys its draws). */
  books: readonly BookmakerProfile[];
  totes: readonly ToteProfile[];
  /** Every source the day prices, as a feed declares them (docs/feeds.md, the source catalogue). */
  sources: readonly PriceSource[];
  /**
   * Meetings per code and country on a weekday (Sunday first); null: the week's own counts.
   * A Saturday day races Saturday's card every date.
   */
  meetings: Readonly<Record<`${RaceCode}-${Country}`, number>> | null;
}

function sourcesOf(books: readonly BookmakerProfile[], totes: readonly ToteProfile[]): PriceSource[] {
  return [
    ...books.map((book): PriceSource => ({ name: book.name, kind: 'bookmaker' })),
    ...totes.map((tote): PriceSource => ({ name: tote.name, kind: 'tote' })),
    { name: DEFAULT_EXCHANGE_NAME, kind: 'exchange' },
  ];
}

const SATURDAY_BOOKS = [...BOOKMAKER_PROFILES, ...SATURDAY_BOOKMAKER_PROFILES];

const DAYS: Record<RaceDaySize, RaceDay> = {
  standard: {
    size: 'standard',
    books: BOOKMAKER_PROFILES,
    totes: [],
    sources: sourcesOf(BOOKMAKER_PROFILES, []),
    meetings: null,
  },
  saturday: {
    size: 'saturday',
    books: SATURDAY_BOOKS,
    totes: SATURDAY_TOTES,
    sources: sourcesOf(SATURDAY_BOOKS, SATURDAY_TOTES),
    // A big Saturday: every metro gallop, a full dog and trot programme, NZ's three codes.
    meetings: { 'TB-AU': 22, 'TB-NZ': 5, 'GR-AU': 20, 'GR-NZ': 2, 'HR-AU': 15, 'HR-NZ': 3 },
  },
};

export function raceDayOf(size: RaceDaySize = 'standard'): RaceDay {
  return DAYS[size];
}
