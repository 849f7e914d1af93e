import { Module } from '@nestjs/common';
import { FeedStreamModule } from '../feed-stream';
import { IngestModule } from '../ingest';
import { LeaderModule } from '../leader';
import { MarketsModule } from '../markets';
import { ValuationModule } from '../valuation';
import { ChasePolledResultsUseCase } from './application/chase-polled-results.use-case';
import { PingFeedUseCase } from './application/ping-feed.use-case';
import { RefreshMarketsUseCase } from './application/refresh-markets.use-case';
import { RefreshRacesUseCase } from './application/refresh-races.use-case';
import { FeedPingController } from './feed-ping.controller';
import { ChasePolledResultsJob } from './jobs/chase-polled-results.job';
import { RefreshMarketsJob } from './jobs/refresh-markets.job';
import { RefreshController } from './refresh.controller';

/**
 * Refreshing a polled feed: the leader's refresh lanes, the refresh calls (on a streaming feed
 * they reconnect the stream instead), a few races fetched for the live tracker, the results of
 * races past their start asked for until they come, and the feed ping.
 * What it fetches is stored by the ingest module.
 */
@Module({
  imports: [IngestModule, FeedStreamModule, LeaderModule, MarketsModule, ValuationModule],
  controllers: [RefreshController, FeedPingController],
  providers: [RefreshMarketsUseCase, RefreshRacesUseCase, PingFeedUseCase, RefreshMarketsJob, ChasePolledResultsUseCase, ChasePolledResultsJob],
  exports: [RefreshMarketsUseCase, RefreshRacesUseCase],
})
export class RefreshModule {}
