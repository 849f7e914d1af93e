import { Module } from '@nestjs/common';
import { ValuationModule } from '../valuation';
import { GetMeasuredRetentionUseCase } from './application/get-measured-retention.use-case';
import { RetentionController } from './retention.controller';

/** Retention measured from the market: what a bonus bet at each bookmaker converts to when backed and laid. */
@Module({
  imports: [ValuationModule],
  controllers: [RetentionController],
  providers: [GetMeasuredRetentionUseCase],
})
export class RetentionModule {}
