import { Module } from '@nestjs/common';
import { Clock, SystemClock } from '../../common/time/clock';
import { BookmakersModule } from '../bookmakers/bookmakers.module';
import { MarketsModule } from '../markets/markets.module';
import { PromosReadModule } from '../promos-read/promos-read.module';
import { GetOpportunitiesUseCase } from './application/get-opportunities.use-case';
import { MarketStateCache } from './application/market-state.cache';
import { OpportunityTableCache } from './application/opportunity-table.cache';
import { PromoCatalogCache } from './application/promo-catalog.cache';
import { RaceMarketCache } from './application/race-market.cache';
import { OpportunitiesController } from './opportunities.controller';

/**
 * The opportunities call and the in-memory caches behind it (market data per version, promos
 * and boosts per catalog version, opportunity tables per viewer context, serialised replies). Exports the
 * caches so the debug and live views value races with the very same data and contexts.
 */
@Module({
  imports: [MarketsModule, BookmakersModule, PromosReadModule],
  controllers: [OpportunitiesController],
  providers: [
    { provide: Clock, useClass: SystemClock },
    MarketStateCache,
    PromoCatalogCache,
    RaceMarketCache,
    OpportunityTableCache,
    GetOpportunitiesUseCase,
  ],
  exports: [MarketStateCache, PromoCatalogCache, RaceMarketCache],
})
export class OpportunitiesModule {}
