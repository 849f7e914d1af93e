export type SkipCode =
  | 'RACE_NOT_OPEN'
  | 'NO_ACTIVE_RUNNERS'
  | 'DUPLICATE_RUNNER_NUMBER'
  | 'NO_FAIR_PRICE'
  | 'STALE_FAIR_PRICE'
  | 'INVALID_WIN_PRICE'
  | 'INVALID_BOOSTED_FROM'
  | 'INVALID_PLACE_PRICE'
  | 'INVALID_PLACE_K'
  | 'DUPLICATE_QUOTE'
  | 'INVALID_EXCHANGE_PRICE'
  | 'INVALID_PROMO'
  | 'BOOST_RUNNER_NOT_FOUND'
  | 'BOOST_INVALID_ODDS'
  | 'BOOST_DUPLICATE'
  | 'BOOST_INVALID_LEGS'
  | 'BOOST_LEG_SCRATCHED'
  | 'BOOST_LEG_UNAVAILABLE';

/** A race, quote, promo or boost left out of a build, and why (never a NaN row instead). */
export interface SkippedItem {
  extRaceId: string | null;
  runnerNumber: number | null;
  bookmaker: string | null;
  code: SkipCode;
  message: string;
  /** STALE_FAIR_PRICE: the books that price the whole field, every one with stale quotes. */
  books?: string[];
}

/** Collects the skip reasons of one race. */
export class SkipLog {
  readonly items: SkippedItem[] = [];

  constructor(private readonly extRaceId: string | null) {}

  add(
    code: SkipCode,
    message: string,
    runnerNumber: number | null = null,
    bookmaker: string | null = null,
    books?: string[],
  ): void {
    this.items.push({
      extRaceId: this.extRaceId,
      runnerNumber,
      bookmaker,
      code,
      message,
      ...(books === undefined ? {} : { books }),
    });
  }
}
