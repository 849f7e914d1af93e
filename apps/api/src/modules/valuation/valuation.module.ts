import { Module } from '@nestjs/common';
import { BettingSettingsModule } from '../betting-settings';
import { BookmakersModule } from '../bookmakers';
import { MarketsModule } from '../markets';
import { PromosModule } from '../promos';
import { MarketStateCache } from './application/market-state.cache';
import { MeasuredRetentionSource } from './application/measured-retention.source';
import { OpportunityRowsSource } from './application/opportunity-rows';
import { OpportunityTableCache } from './application/opportunity-table.cache';
import { PromoCatalogCache } from './application/promo-catalog.cache';
import { RaceMarketCache } from './application/race-market.cache';
import { ValuationMetrics } from './application/valuation.metrics';
import { ValuationService } from './valuation.service';
import { ViewRows } from './application/view-rows';

/**
 * Valuation: market data per version, promos and boosts per catalog version, opportunity tables
 * per viewer context, all in memory; it gives rows and their version key, never HTTP replies
 * (the opportunities module serialises and caches those). Only `ValuationService` leaves, and
 * its metrics for `/metrics`.
 */
@Module({
  imports: [MarketsModule, BookmakersModule, PromosModule, BettingSettingsModule],
  providers: [
    MarketStateCache,
    PromoCatalogCache,
    RaceMarketCache,
    OpportunityTableCache,
    OpportunityRowsSource,
    MeasuredRetentionSource,
    ViewRows,
    ValuationService,
    ValuationMetrics,
  ],
  exports: [ValuationService, ValuationMetrics],
})
export class ValuationModule {}
