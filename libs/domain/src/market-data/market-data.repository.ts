import type {
  BookmakerCoverageCounts,
  PriceHistoryPoint,
  RaceListing,
  RaceMarket,
  RaceVersion,
  RaceWindow,
} from './stored-market';

/** Port: reads of the stored market data (races, runners, latest prices, history). */
export abstract class MarketDataRepository {
  /** Races in the window with their active runner counts, by start time then venue and number. */
  abstract findRaces(window: RaceWindow): Promise<RaceListing[]>;

  /**
   * Each race of the window and when it last changed (`updatedAt` as the races carry it), in
   * `findRaces`'s order: what a cache of the races compares to know which to read again.
   */
  abstract findRaceVersions(window: RaceWindow): Promise<RaceVersion[]>;

  /** One race with runners (by number), their prices (by bookmaker) and exchange prices. */
  abstract findRaceMarket(extRaceId: string): Promise<RaceMarket | null>;

  /** Every race of the window with its runners and prices, for the opportunity engine. */
  abstract findRaceMarkets(window: RaceWindow): Promise<RaceMarket[]>;

  /**
   * The races of `extRaceIds` (in any state) with their runners and prices, as `findRaceMarkets`
   * reads them, ordered the same way; ids not stored are left out. Given the races as read
   * before (`known`, by id), a runner whose revision is unchanged is that earlier runner object,
   * not read again.
   */
  abstract findRaceMarketsByIds(extRaceIds: readonly string[], known?: ReadonlyMap<string, RaceMarket>): Promise<RaceMarket[]>;

  /** Per bookmaker: what it prices among the window's active runners. */
  abstract bookmakerCoverage(window: RaceWindow): Promise<BookmakerCoverageCounts[]>;

  /** Recorded price changes of a race's runners since `since`, oldest first. */
  abstract priceHistory(extRaceId: string, since: Date): Promise<PriceHistoryPoint[]>;
}
