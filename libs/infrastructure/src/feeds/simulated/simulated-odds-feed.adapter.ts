import type { FeedPing, MarketSnapshot, OddsFeed } from '@overlay/domain';
import { SimulatedMarket } from './simulated-market';
import type { SimulatedMarketWindow } from './simulated-market';

export interface SimulatedOddsFeedOptions extends SimulatedMarketWindow {
  /** FEED_SEED: the same seed gives the same meetings, runners and prices at the same time. */
  seed: number;
}

/**
 * The embedded default feed (`ODDS_FEED=simulated`): realistic AU/NZ meetings over the next
 * 24 hours, priced by the 17 bookmakers and an exchange, deterministic from the seed and the
 * time asked for, so every api instance and every test sees the same market.
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
    this.market = new SimulatedMarket(options.seed, options);
  }

  fetchSnapshot(now: Date): Promise<MarketSnapshot> {
    try {
      const snapshot = this.market.snapshotAt(now);
      this.lastSuccessAt = new Date().toISOString();
      return Promise.resolve(snapshot);
    } catch (error) {
      return Promise.reject(
        error instanceof Error ? error : new Error(String(error)),
      );
    }
  }

  ping(): Promise<FeedPing> {
    return Promise.resolve({
      ok: true,
      status: `OK: simulated feed (seed ${this.options.seed})`,
      lastError: null,
      lastSuccessAt: this.lastSuccessAt,
    });
  }
}
