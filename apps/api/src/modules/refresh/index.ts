export { RefreshModule } from './refresh.module';
export { RefreshMarketsUseCase } from './application/refresh-markets.use-case';
export { RefreshRacesUseCase } from './application/refresh-races.use-case';
