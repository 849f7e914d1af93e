export { MarketsModule } from './markets.module';
export { GetMarketDataStateUseCase } from './application/get-market-data-state.use-case';
export { GetRaceMarketUseCase } from './application/get-race-market.use-case';
export { RECENTLY_STARTED_MINUTES } from './application/list-races.use-case';
export { COUNTRY_TIME_ZONES, toZonedIso } from './presenters/venue-time.util';
