import { Module } from '@nestjs/common';
import { ValuationModule } from '../valuation';
import { GetMoversUseCase } from './application/get-movers.use-case';
import { MoversController } from './movers.controller';

/** Steamers and drifters: the runners whose fair price moved most over a recent window. */
@Module({
  imports: [ValuationModule],
  controllers: [MoversController],
  providers: [GetMoversUseCase],
  exports: [GetMoversUseCase],
})
export class MoversModule {}
