export { MarketsModule } from './markets.module';
export { GetMarketDataStateUseCase } from './application/get-market-data-state.use-case';
export { GetRaceMarketUseCase } from './application/get-race-market.use-case';
export { RECENTLY_STARTED_MINUTES } from './application/list-races.use-case';
export { toZonedIso, venueLocalIso } from './presenters/venue-time.util';
