import { Module } from '@nestjs/common';
import { LeaderModule } from '../leader';
import { RefreshModule } from '../refresh';
import { ValuationModule } from '../valuation';
import { GetLiveHistoryUseCase } from './application/get-live-history.use-case';
import { LiveFairHistory } from './application/live-fair-history';
import { LiveRaceHub } from './http/live-race-hub';
import { LiveRaceSource } from './application/live-race-source';
import { LiveWatchAnnouncer } from './application/live-watch.announcer';
import { OpenLiveStreamUseCase } from './application/open-live-stream.use-case';
import { LiveRaceFetchJob } from './jobs/live-race-fetch.job';
import { LiveController } from './live.controller';

/** The live race tracker: per-race tick streams, shared computation, the leader's per-race fetching, and price history. */
@Module({
  imports: [ValuationModule, LeaderModule, RefreshModule],
  controllers: [LiveController],
  providers: [
    LiveRaceSource,
    LiveRaceHub,
    LiveWatchAnnouncer,
    LiveFairHistory,
    LiveRaceFetchJob,
    OpenLiveStreamUseCase,
    GetLiveHistoryUseCase,
  ],
  exports: [LiveRaceHub, LiveRaceFetchJob],
})
export class LiveModule {}
