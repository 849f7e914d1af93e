import { Inject, Injectable } from '@nestjs/common';
import { currentFeedError, FeedSourceRepository, feedDelivery, marketFreshness } from '@overlay/domain';
import type { FeedHealth, MarketDataState, MarketFreshness } from '@overlay/domain';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../common/time/clock';

/**
 * Version and freshness of the stored market data for the configured feed (marketFreshness,
 * docs/ev-model.md §1): stale while the provider refuses us for its monthly quota, when a stream
 * has not been heard (a frame or a heartbeat) for STALE_PRICE_SECONDS, or when a polled feed's
 * last stored fetch is older than twice REFRESH_SECONDS. Read from the database, so every
 * instance agrees, leader or not; `freshnessAt` judges a kept state again at a later time.
 */
@Injectable()
export class GetMarketDataStateUseCase {
  constructor(
    private readonly sources: FeedSourceRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(): Promise<MarketDataState> {
    const source = this.config.oddsFeed;
    const [state, dataVersion] = await Promise.all([
      this.sources.find(source),
      this.sources.currentDataVersion(),
    ]);
    const lastUpdated = state?.lastSuccessAt ?? null;
    const failure = state ? currentFeedError(state) : null;
    const health: FeedHealth = {
      delivery: feedDelivery(source),
      lastSuccessAt: lastUpdated,
      lastError: failure?.lastError ?? null,
      lastErrorAt: failure?.lastErrorAt ?? null,
      lastErrorCode: failure?.lastErrorCode ?? null,
    };
    const freshness = this.freshnessAt(health, this.clock.now().getTime());
    return {
      source,
      dataVersion,
      lastUpdated,
      stale: freshness.stale,
      health,
      freshness,
      lastError: health.lastError,
      lastErrorAt: health.lastErrorAt,
      lastErrorCode: health.lastErrorCode,
    };
  }

  /** The market's freshness at `nowMs` from a state read earlier. */
  freshnessAt(health: FeedHealth, nowMs: number): MarketFreshness {
    return marketFreshness(health, nowMs, {
      stalePriceSeconds: this.config.stalePriceSeconds,
      refreshSeconds: this.config.refreshSeconds,
    });
  }
}
