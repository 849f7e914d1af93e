import { Module } from '@nestjs/common';
import { FeedSourceRepository, MarketDataRepository } from '@overlay/domain';
import { GetMarketDataStateUseCase } from './application/get-market-data-state.use-case';
import { GetRaceMarketUseCase } from './application/get-race-market.use-case';
import { GetRunnersUseCase } from './application/get-runners.use-case';
import { ListRacesUseCase } from './application/list-races.use-case';
import { SearchRacesUseCase } from './application/search-races.use-case';
import { MarketsController } from './markets.controller';
import { MARKET_READ_PROVIDERS } from './markets.providers';

/**
 * The read side of market data: races, runners and prices as stored by the refresh job, and the
 * data version and freshness. Exports the read port for the opportunity, live and debug views.
 */
@Module({
  controllers: [MarketsController],
  providers: [
    ...MARKET_READ_PROVIDERS,
    ListRacesUseCase,
    SearchRacesUseCase,
    GetRaceMarketUseCase,
    GetRunnersUseCase,
    GetMarketDataStateUseCase,
  ],
  exports: [MarketDataRepository, FeedSourceRepository, GetRaceMarketUseCase, GetMarketDataStateUseCase],
})
export class MarketsModule {}
