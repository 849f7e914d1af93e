import { Module } from '@nestjs/common';
import { GetBetsUseCase } from './application/get-bets.use-case';
import { BetsController } from './bets.controller';

/** Bets: what this module owns, in one sentence. Other modules import only its index.ts. */
@Module({
  controllers: [BetsController],
  providers: [GetBetsUseCase],
  exports: [GetBetsUseCase],
})
export class BetsModule {}
