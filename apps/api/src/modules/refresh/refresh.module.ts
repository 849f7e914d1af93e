import { Module } from '@nestjs/common';
import { OddsFeed } from '@overlay/domain';
import { MarketsModule } from '../markets';
import { ValuationModule } from '../valuation';
import { IngestSnapshotUseCase } from './application/ingest-snapshot.use-case';
import { RecordFairPrices } from './application/record-fair-prices';
import { PingFeedUseCase } from './application/ping-feed.use-case';
import { PrunePriceHistoryUseCase } from './application/prune-price-history.use-case';
import { RefreshMarketsUseCase } from './application/refresh-markets.use-case';
import { RefreshRacesUseCase } from './application/refresh-races.use-case';
import { FeedPingController } from './feed-ping.controller';
import { RefreshMarketsJob } from './jobs/refresh-markets.job';
import { StreamMarketsJob } from './jobs/stream-markets.job';
import { RefreshMetrics } from './jobs/refresh.metrics';
import { RecordStreamHealthUseCase } from './application/record-stream-health.use-case';
import { StoreStreamBatchUseCase } from './application/store-stream-batch.use-case';
import { LeaderElection } from './leader/leader-election.service';
import { LeaderHandover } from './leader/leader-handover';
import { RefreshController } from './refresh.controller';
import { REFRESH_PROVIDERS } from './refresh.providers';

/**
 * The write side of market data: the odds feed, snapshot ingest, the refresh job on the leader
 * instance, the refresh calls and the feed ping. Exports LeaderElection for other leader-only
 * jobs and the feed for views that need it.
 */
@Module({
  imports: [MarketsModule, ValuationModule],
  controllers: [RefreshController, FeedPingController],
  providers: [
    ...REFRESH_PROVIDERS,
    IngestSnapshotUseCase,
    RecordFairPrices,
    RefreshMarketsUseCase,
    RefreshRacesUseCase,
    PingFeedUseCase,
    PrunePriceHistoryUseCase,
    StoreStreamBatchUseCase,
    RecordStreamHealthUseCase,
    LeaderElection,
    LeaderHandover,
    RefreshMarketsJob,
    StreamMarketsJob,
    RefreshMetrics,
  ],
  exports: [RefreshMetrics, LeaderElection, RefreshMarketsUseCase, RefreshRacesUseCase, OddsFeed, StreamMarketsJob],
})
export class RefreshModule {}
