import { Module } from '@nestjs/common';
import { GetMarketDataStateUseCase } from './application/get-market-data-state.use-case';
import { GetRaceMarketUseCase } from './application/get-race-market.use-case';
import { GetRunnersUseCase } from './application/get-runners.use-case';
import { ListRacesUseCase } from './application/list-races.use-case';
import { ListRacesWithoutResultUseCase } from './application/list-races-without-result.use-case';
import { SearchRacesUseCase } from './application/search-races.use-case';
import { MarketsController } from './markets.controller';
import { RacesWithoutResultController } from './races-without-result.controller';

/**
 * The read side of market data: races, runners and prices as stored by the refresh job, and the
 * data version and freshness. Exports the
 * state and race reads for valuation.
 */
@Module({
  controllers: [MarketsController, RacesWithoutResultController],
  providers: [
    ListRacesUseCase,
    SearchRacesUseCase,
    GetRaceMarketUseCase,
    GetRunnersUseCase,
    GetMarketDataStateUseCase,
    ListRacesWithoutResultUseCase,
  ],
  exports: [GetRaceMarketUseCase, GetMarketDataStateUseCase],
})
export class MarketsModule {}
