import type { Country, RaceCode, RaceState } from '../racing/race-code';
import type { PriceSource } from '../racing/price-sources';

/** One bookmaker's fixed prices for a runner (decimal odds > 1). */
export interface BookmakerPriceQuote {
  bookmaker: string;
  win: number;
  /** Place price for the top `placeK` finishers, when the book offers one. */
  place?: number | null;
  placeK?: number | null;
  /** The pre-boost win price when `win` is a boosted price. */
  boostedFrom?: number | null;
  /** ISO time the book last changed or confirmed this price; absent: as fresh as the snapshot. */
  lastUpdated?: string | null;
  /**
   * ISO time the provider last confirmed this book's prices for the race (Betwatch GraphQL
   * `links.lastSuccessfulPriceUpdate`, v1 `coverage.observedAt` or odds `observedAt`), whether or
   * not the price changed. A price unchanged for ten minutes on a book checked five seconds ago is
   * fresh, so a quote's age counts from this time when given, else from `lastUpdated`
   * (docs/ev-model.md, "Stale quotes").
   */
  checkedAt?: string | null;
}

/** Exchange (Betfair) prices for a runner; place prices are for the top `placeK`. */
export interface ExchangeQuote {
  winBack?: number | null;
  winLay?: number | null;
  /**
   * What is available at the best win back and lay, in dollars, where the provider says
   * (Betwatch GraphQL `back`/`lay` `size`): how much a back bet can be laid off at that price
   * (docs/ev-model.md §10). Absent: not given.
   */
  winBackSize?: number | null;
  winLaySize?: number | null;
  placeBack?: number | null;
  placeLay?: number | null;
  placeK?: number | null;
  matchedVolume?: number | null;
}

export interface SnapshotRunner {
  extId: string;
  number: number;
  name: string;
  scratched: boolean;
  prices: BookmakerPriceQuote[];
  exchange?: ExchangeQuote | null;
}

export interface SnapshotRace {
  extRaceId: string;
  venue: string;
  country: Country;
  code: RaceCode;
  number: number;
  name: string;
  /** ISO-8601 UTC. */
  startTime: string;
  /**
   * Where the meeting is, as the provider says it: an Australian state or territory (NSW, VIC,
   * QLD, SA, WA, TAS, NT, ACT) or NZ. Picks the venue's time zone before the fallback for venues
   * the zone table does not list (Betwatch `meeting.location`). Optional.
   */
  region?: string | null;
  state: RaceState;
  runners: SnapshotRunner[];
  /**
   * A final race's places in order, each the runner numbers sharing it (a dead heat shares a
   * place), e.g. [[3], [1, 7], [5]]. Optional; stored on the race and read by settlement.
   */
  results?: number[][] | null;
}

/** What an odds feed returns on each refresh (docs/architecture.md §3). */
export interface MarketSnapshot {
  /** ISO-8601 UTC. */
  generatedAt: string;
  races: SnapshotRace[];
  /**
   * The sources the feed prices with (its catalogue): every bookmaker, tote and exchange it
   * declares, whether or not it prices a race of this snapshot. Optional: books named by the
   * prices count as bookmakers anyway (docs/feeds.md, "The source catalogue").
   */
  sources?: PriceSource[];
}
