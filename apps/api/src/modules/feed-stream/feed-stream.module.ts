import { Module } from '@nestjs/common';
import { IngestModule } from '../ingest';
import { LeaderModule } from '../leader';
import { MarketsModule } from '../markets';
import { ChaseMissingResultsUseCase } from './application/chase-missing-results.use-case';
import { ReconnectStreamUseCase } from './application/reconnect-stream.use-case';
import { RecordStreamHealthUseCase } from './application/record-stream-health.use-case';
import { StoreStreamBatchUseCase } from './application/store-stream-batch.use-case';
import { StreamMarketsJob } from './jobs/stream-markets.job';

/**
 * Following a streaming feed (ODDS_FEED=betwatch, docs/feeds.md): the leader job that resumes or
 * bootstraps the stream and stores what it drains, its health record, the reconnect a person asks
 * for, and the results chase. Stores through the ingest module; a polled feed leaves it idle.
 */
@Module({
  imports: [IngestModule, LeaderModule, MarketsModule],
  providers: [StoreStreamBatchUseCase, RecordStreamHealthUseCase, ReconnectStreamUseCase, ChaseMissingResultsUseCase, StreamMarketsJob],
  exports: [ReconnectStreamUseCase],
})
export class FeedStreamModule {}
