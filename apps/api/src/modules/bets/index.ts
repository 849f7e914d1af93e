export { BetsModule } from './bets.module';
/** @public bench/bets.bench.ts requires it from the compiled module (a path knip cannot follow). */
export { CloseAndSettleBetsUseCase } from './application/close-and-settle-bets.use-case';
