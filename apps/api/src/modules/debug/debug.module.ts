import { Module } from '@nestjs/common';
import { ValuationModule } from '../valuation';
import { DebugRaceSource } from './application/debug-race.source';
import { GetDebugCalcUseCase } from './application/get-debug-calc.use-case';
import { GetDebugRaceUseCase } from './application/get-debug-race.use-case';
import { GetFlucsUseCase } from './application/get-flucs.use-case';
import { DebugController } from './debug.controller';

/** Debug views of one race, valued by the engine with valuation's data and viewer context, and its flucs. */
@Module({
  imports: [ValuationModule],
  controllers: [DebugController],
  providers: [DebugRaceSource, GetDebugCalcUseCase, GetDebugRaceUseCase, GetFlucsUseCase],
})
export class DebugModule {}
