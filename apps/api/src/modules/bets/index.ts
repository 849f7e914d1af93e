export { BetsModule } from './bets.module';
export { CloseAndSettleBetsUseCase } from './application/close-and-settle-bets.use-case';
export { BetSettlementJob } from './jobs/bet-settlement.job';
