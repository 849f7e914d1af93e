// The Betwatch GraphQL reply as it arrives (providers/betwatch.md). Everything is optional and
// loosely typed on purpose: the mapper checks each field instead of trusting the provider.

export interface BetwatchPrice {
  price?: number | string | null;
  lastUpdated?: string | null;
}

interface BetwatchBookmakerMarket {
  id?: string | null;
  bookmaker?: string | null;
  /** Known quirk: sometimes a string instead of an object. */
  fixedWin?: BetwatchPrice | string | null;
  fixedPlace?: BetwatchPrice | string | null;
}

export interface BetwatchBetfairTick {
  price?: number | null;
  size?: number | null;
}

export interface BetwatchBetfairMarket {
  id?: string | null;
  marketId?: string | null;
  marketName?: string | null;
  sp?: number | null;
  totalMatched?: number | null;
  marketTotalMatched?: number | null;
  lastPriceTraded?: number | null;
  back?: BetwatchBetfairTick[] | null;
  lay?: BetwatchBetfairTick[] | null;
}

export interface BetwatchRunner {
  id?: string | null;
  betfairId?: string | null;
  name?: string | null;
  number?: number | null;
  scratchedTime?: string | null;
  bookmakerMarkets?: BetwatchBookmakerMarket[] | null;
  betfairMarkets?: BetwatchBetfairMarket[] | null;
}

interface BetwatchMeeting {
  id?: string | null;
  location?: string | null;
  track?: string | null;
  type?: string | null;
  date?: string | null;
}

/** Per-bookmaker freshness of a race's prices. */
interface BetwatchLink {
  bookmaker?: string | null;
  lastSuccessfulPriceUpdate?: string | null;
}

export interface BetwatchRace {
  id?: string | null;
  name?: string | null;
  number?: number | null;
  status?: string | null;
  startTime?: string | null;
  betfairMapping?: { win?: string | null; place?: string | null } | null;
  meeting?: BetwatchMeeting | null;
  /** Places in order, each a list of runner numbers (dead heats share a place). */
  results?: unknown;
  links?: BetwatchLink[] | null;
  runners?: BetwatchRunner[] | null;
}

interface GraphqlError {
  message?: string;
  path?: Array<string | number>;
}

export interface GraphqlResponse<T> {
  data?: T | null;
  errors?: GraphqlError[] | null;
}
