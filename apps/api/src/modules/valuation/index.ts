export { ValuationModule } from './valuation.module';
export { ValuationService } from './valuation.service';
export type { CurrentValuation, ValuedRace } from './valuation.service';
export type { ViewerContext } from './application/catalog-snapshot';
export type { OpportunitiesReply } from './application/opportunities-reply';
export type { ViewRowsResult } from './application/view-rows';
