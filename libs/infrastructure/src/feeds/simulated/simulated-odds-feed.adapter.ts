import type { FeedPing, MarketSnapshot, OddsFeed } from '@overlay/domain';
import type { RaceDaySize } from './race-day';
import { SimulatedMarket } from './simulated-market';
import type { SimulatedMarketWindow } from './simulated-market';

export interface SimulatedOddsFeedOptions extends SimulatedMarketWindow {
  /** FEED_SEED: the same seed gives the same meetings, runners and prices at the same time. */
  seed: number;
  /** FEED_DAY: the cards of the week and 17 books (default), or every date a Saturday of 110 sources. */
  day?: RaceDaySize;
}

/**
 * The embedded default feed (`ODDS_FEED=simulated`): realistic AU/NZ meetings over the next
 * 24 hours, priced by the 17 bookmakers and an exchange (or, with `FEED_DAY=saturday`, a
 * Saturday's 110 sources), deterministic from the seed and the time asked for, so every api
 * instance and every test sees the same market. Each snapshot declares the day's sources (its
 * source catalogue).
 */
export class SimulatedOddsFeed implements OddsFeed {
  readonly kind = 'simulated' as const;
  private readonly market: SimulatedMarket;
  private lastSuccessAt: string | null = null;

  constructor(private readonly options: SimulatedOddsFeedOptions) {
    if (!Number.isSafeInteger(options.seed)) {
      throw new RangeError(
        `FEED_SEED must be a whole number (got ${String(options.seed)})`,
      );
    }
    this.market = new SimulatedMarket(options.seed, options, options.day);
  }

  fetchSnapshot(now: Date): Promise<MarketSnapshot> {
    try {
      const snapshot = this.market.snapshotAt(now);
      this.lastSuccessAt = new Date().toISOString();
      return Promise.resolve({ ...snapshot, sources: [...this.market.day.sources] });
    } catch (error) {
      return Promise.reject(
        error instanceof Error ? error : new Error(String(error)),
      );
    }
  }

  ping(): Promise<FeedPing> {
    return Promise.resolve({
      ok: true,
      status: `OK: simulated feed (seed ${this.options.seed}${this.market.day.size === 'standard' ? '' : `, ${this.market.day.size}`})`,
      lastError: null,
      lastSuccessAt: this.lastSuccessAt,
    });
  }
}
