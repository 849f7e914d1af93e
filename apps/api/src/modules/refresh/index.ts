export { RefreshModule } from './refresh.module';
export { RefreshMarketsUseCase } from './application/refresh-markets.use-case';
export { LeaderElection } from './leader/leader-election.service';
export { RefreshRacesUseCase } from './application/refresh-races.use-case';
export { RefreshMetrics } from './jobs/refresh.metrics';
