import { Module } from '@nestjs/common';
import { LeaderModule } from '../leader';
import { ValuationModule } from '../valuation';
import { CloseAndSettleBetsUseCase } from './application/close-and-settle-bets.use-case';
import { ClosingLineTracker } from './application/closing-line.tracker';
import { CreateBetUseCase } from './application/create-bet.use-case';
import { DeleteBetUseCase } from './application/delete-bet.use-case';
import { ExportBetsUseCase } from './application/export-bets.use-case';
import { GetBetSummaryUseCase } from './application/get-bet-summary.use-case';
import { ListBetsUseCase } from './application/list-bets.use-case';
import { UpdateBetUseCase } from './application/update-bet.use-case';
import { BetsController } from './bets.controller';
import { BetSettlementJob } from './jobs/bet-settlement.job';

/** Bets: each user's bet log, valued at placement, closed at the jump and settled from the results. */
@Module({
  imports: [ValuationModule, LeaderModule],
  controllers: [BetsController],
  providers: [
    ListBetsUseCase,
    GetBetSummaryUseCase,
    CreateBetUseCase,
    UpdateBetUseCase,
    DeleteBetUseCase,
    ExportBetsUseCase,
    ClosingLineTracker,
    CloseAndSettleBetsUseCase,
    BetSettlementJob,
  ],
  exports: [CloseAndSettleBetsUseCase, BetSettlementJob],
})
export class BetsModule {}
