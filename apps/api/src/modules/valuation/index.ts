export { ValuationModule } from './valuation.module';
export { ValuationService } from './valuation.service';
export { ValuationMetrics } from './application/valuation.metrics';
export type { ValuedRace } from './valuation.service';
export type { ViewerContext } from './application/catalog-snapshot';
export type { OpportunityRows } from './application/opportunity-rows';
export { normalisedSearch } from './application/opportunity-rows';
export type { Viewer, ViewerOverrides } from './application/viewer';
export type { ServingState } from './application/market-state.cache';
