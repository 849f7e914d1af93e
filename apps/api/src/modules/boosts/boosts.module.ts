import { Module } from '@nestjs/common';
import { IdempotencyInterceptor } from '../../common/idempotency/idempotency.interceptor';
import { ValuationModule } from '../valuation';
import { AddCustomBookmakerUseCase } from './application/add-custom-bookmaker.use-case';
import { BoostChangesPublisher } from './application/boost-changes.publisher';
import { BoostTargets } from './application/boost-targets';
import { CreateBetBoostsUseCase } from './application/create-bet-boosts.use-case';
import { CreateBoostUseCase } from './application/create-boost.use-case';
import { DeleteBoostUseCase } from './application/delete-boost.use-case';
import { ListActiveBoostsUseCase } from './application/list-active-boosts.use-case';
import { BetBoostsController } from './bet-boosts.controller';
import { BoostsController } from './boosts.controller';

/** Boosts: fixed-price bet boosts, Top-2, Any-Of Win and parlays, and custom bookmakers. */
@Module({
  imports: [ValuationModule],
  controllers: [BetBoostsController, BoostsController],
  providers: [
    CreateBetBoostsUseCase,
    CreateBoostUseCase,
    DeleteBoostUseCase,
    ListActiveBoostsUseCase,
    AddCustomBookmakerUseCase,
    BoostTargets,
    BoostChangesPublisher,
    IdempotencyInterceptor,
  ],
})
export class BoostsModule {}
