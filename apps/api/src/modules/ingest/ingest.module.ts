import { Module } from '@nestjs/common';
import { OddsFeed, OddsStream } from '@overlay/domain';
import { LeaderModule } from '../leader';
import { ValuationModule } from '../valuation';
import { IngestSnapshotUseCase } from './application/ingest-snapshot.use-case';
import { PrunePriceHistoryUseCase } from './application/prune-price-history.use-case';
import { RecordFairPrices } from './application/record-fair-prices';
import { RecordFeedSources } from './application/record-feed-sources';
import { FeedMetrics } from './feed.metrics';
import { PrunePriceHistoryJob } from './jobs/prune-price-history.job';
import { oddsFeedProvider, oddsStreamProvider } from './odds-feed.provider';

/**
 * Market data in: the configured odds feed (and its stream, when it pushes), storing what a feed
 * gives (snapshot or change batch: `IngestSnapshotUseCase`, with the source catalogue and the fair
 * prices recorded beside it), the history prune on the leader, and what the feed jobs measure.
 * The polled refresh (`refresh`) and the followed stream (`feed-stream`) both store through it.
 */
@Module({
  imports: [LeaderModule, ValuationModule],
  providers: [
    oddsFeedProvider,
    oddsStreamProvider,
    IngestSnapshotUseCase,
    RecordFairPrices,
    RecordFeedSources,
    PrunePriceHistoryUseCase,
    PrunePriceHistoryJob,
    FeedMetrics,
  ],
  exports: [OddsFeed, OddsStream, IngestSnapshotUseCase, FeedMetrics],
})
export class IngestModule {}
