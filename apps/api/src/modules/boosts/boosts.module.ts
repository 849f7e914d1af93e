import { Module } from '@nestjs/common';
import { AuditLogRepository, IdempotencyRepository } from '@overlay/domain';
import {
  PostgresIdempotencyRepository,
  TypeOrmAuditLogRepository,
} from '@overlay/infrastructure';
import { DataSource } from 'typeorm';
import { IdempotencyInterceptor } from '../../common/idempotency/idempotency.interceptor';
import { Clock, SystemClock } from '../../common/time/clock';
import { BookmakersModule } from '../bookmakers/bookmakers.module';
import { MarketsModule } from '../markets/markets.module';
import { PromosReadModule } from '../promos-read/promos-read.module';
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
  imports: [PromosReadModule, MarketsModule, BookmakersModule],
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
    { provide: Clock, useClass: SystemClock },
    {
      provide: AuditLogRepository,
      useFactory: (ds: DataSource) => new TypeOrmAuditLogRepository(ds),
      inject: [DataSource],
    },
    {
      provide: IdempotencyRepository,
      useFactory: (ds: DataSource) => new PostgresIdempotencyRepository(ds),
      inject: [DataSource],
    },
  ],
})
export class BoostsModule {}
