import { Module } from '@nestjs/common';
import { LeaderModule } from '../leader';
import { ValuationModule } from '../valuation';
import { GetMoversUseCase } from './application/get-movers.use-case';
import { MoversWindowRanking } from './application/movers-window-ranking';
import { StoreMoversWindowsUseCase } from './application/store-movers-windows.use-case';
import { MoversWindowsJob } from './jobs/movers-windows.job';
import { MoversController } from './movers.controller';

/** Steamers and drifters: the runners whose fair price moved most over a recent window. */
@Module({
  imports: [ValuationModule, LeaderModule],
  controllers: [MoversController],
  providers: [GetMoversUseCase, MoversWindowRanking, StoreMoversWindowsUseCase, MoversWindowsJob],
  exports: [GetMoversUseCase],
})
export class MoversModule {}
