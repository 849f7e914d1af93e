import { Inject, Injectable } from '@nestjs/common';
import { currentFeedError, FeedSourceRepository, FREEZING_FEED_ERROR_CODES, isDataStale } from '@overlay/domain';
import type { MarketDataState } from '@overlay/domain';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../common/time/clock';

/**
 * Version and freshness of the stored market data for the configured feed: stale when its last
 * successful refresh (or stream batch) is older than twice REFRESH_SECONDS, and at once while the
 * provider refuses us for its monthly quota (the market is frozen: docs/feeds.md). Read from the
 * database, so every instance agrees, leader or not.
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
    const frozen = failure !== null && FREEZING_FEED_ERROR_CODES.includes(failure.lastErrorCode ?? '');
    return {
      source,
      dataVersion,
      lastUpdated,
      stale: frozen || isDataStale(lastUpdated, Math.max(1, this.config.refreshSeconds), this.clock.now()),
      lastError: failure?.lastError ?? null,
      lastErrorAt: failure?.lastErrorAt ?? null,
      lastErrorCode: failure?.lastErrorCode ?? null,
    };
  }
}
