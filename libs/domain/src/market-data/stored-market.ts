import type { Country, RaceCode, RaceState } from '../racing/race-code';
import type {
  BookmakerPriceQuote,
  ExchangeQuote,
  SnapshotRace,
  SnapshotRunner,
} from '../market/market-snapshot';

// Market data as stored by the refresh job and read back by the api. Each type extends its
// snapshot twin, so engine code written against a MarketSnapshot race reads stored races as is.

/** A bookmaker's latest quote; `updatedAt` is when it last changed (ISO-8601 UTC). */
export interface StoredPrice extends BookmakerPriceQuote {
  place: number | null;
  placeK: number | null;
  boostedFrom: number | null;
  updatedAt: string;
  /**
   * When the provider last changed or confirmed the price (ISO-8601 UTC), when that is older than
   * the fetch it came with; null when the latest fetch confirmed it (it is as old as the data).
   */
  lastUpdated: string | null;
}

export interface StoredExchange extends ExchangeQuote {
  updatedAt: string;
}

export interface StoredRunner extends SnapshotRunner {
  prices: StoredPrice[];
  exchange: StoredExchange | null;
  /**
   * An opaque mark of the runner as read: a later read with the same mark holds the same runner,
   * prices and exchange. Null or absent when the store cannot vouch for it (always read again).
   */
  revision?: string | null;
}

/** A race without its runners, as race lists show it. */
export interface StoredRace {
  extRaceId: string;
  venue: string;
  country: Country;
  /** The provider's meeting location (state or NZ) when it gave one: picks the venue's zone. */
  region?: string | null;
  code: RaceCode;
  number: number;
  name: string;
  /** ISO-8601 UTC. */
  startTime: string;
  state: RaceState;
  /** When the feed last changed anything of this race (ISO-8601 UTC). */
  updatedAt: string;
  /**
   * The race's places in order, each the runner numbers sharing it (dead heat), once the feed
   * gave them (a final race); null before. Optional so older in-memory fixtures still type.
   */
  results?: number[][] | null;
}

/** A race list entry: the race and its count of runners not scratched. */
export interface RaceListing extends StoredRace {
  activeRunners: number;
}

/** A race's id and when the feed last changed anything of it (ISO-8601 UTC, as `StoredRace`). */
export type RaceVersion = Pick<StoredRace, 'extRaceId' | 'updatedAt'>;

/** A race with its runners, their latest bookmaker prices and exchange prices. */
export interface RaceMarket extends StoredRace, SnapshotRace {
  runners: StoredRunner[];
  /**
   * The market's "as of" time for the race (ISO-8601 UTC): when a fetch or frame last listed it
   * (the snapshot's own time for a file feed). Quote ages are measured against it (docs/ev-model.md
   * §1, "Stale quotes"); null before the first fetch that recorded it. Optional for fixtures.
   */
  confirmedAt?: string | null;
}

/** One recorded change of a bookmaker's price for a runner. */
export interface PriceHistoryPoint {
  extRaceId: string;
  runnerExtId: string;
  bookmaker: string;
  win: number;
  place: number | null;
  placeK: number | null;
  boostedFrom: number | null;
  /** ISO-8601 UTC. */
  recordedAt: string;
}

/** What one bookmaker prices in a set of races (the raw counts behind the coverage call). */
export interface BookmakerCoverageCounts {
  bookmaker: string;
  racesPriced: number;
  /** Active runners with a win price from this bookmaker. */
  runnersPriced: number;
  /** Of those, runners that also have a place price. */
  runnersWithPlace: number;
  /** Latest change of any of these prices (ISO-8601 UTC). */
  lastPriceChange: string | null;
}

/** Which races a read covers: start times in [from, to], optionally only some codes or states. */
export interface RaceWindow {
  from: Date;
  to: Date;
  codes?: readonly RaceCode[];
  states?: readonly RaceState[];
}
