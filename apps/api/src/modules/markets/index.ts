export { MarketsModule } from './markets.module';
export { GetMarketDataStateUseCase } from './application/get-market-data-state.use-case';
export { RECENTLY_STARTED_MINUTES } from './application/list-races.use-case';
export { venueLocalIso } from './presenters/venue-time.util';
