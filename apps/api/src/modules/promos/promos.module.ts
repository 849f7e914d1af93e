import { Module } from '@nestjs/common';
import { AuditLogRepository, IdempotencyRepository } from '@overlay/domain';
import {
  PostgresIdempotencyRepository,
  TypeOrmAuditLogRepository,
} from '@overlay/infrastructure';
import { DataSource } from 'typeorm';
import { Clock, SystemClock } from '../../common/time/clock';
import { IdempotencyInterceptor } from '../../common/idempotency/idempotency.interceptor';
import { BookmakersModule } from '../bookmakers/bookmakers.module';
import { MarketsModule } from '../markets/markets.module';
import { PromosReadModule } from '../promos-read/promos-read.module';
import { ChangePromoUseCase } from './application/change-promo.use-case';
import { ClearPromosUseCase } from './application/clear-promos.use-case';
import { CreatePromosUseCase } from './application/create-promos.use-case';
import { ListPromosUseCase } from './application/list-promos.use-case';
import { PromoChangesPublisher } from './application/promo-changes.publisher';
import { PromoDraftRules } from './application/promo-draft.rules';
import { ResolvePromoTextUseCase } from './application/resolve-promo-text.use-case';
import { PromosController } from './promos.controller';

/** Promotions: list, create, change, delete, clear, and pasted-text race resolution. */
@Module({
  imports: [PromosReadModule, MarketsModule, BookmakersModule],
  controllers: [PromosController],
  providers: [
    ListPromosUseCase,
    CreatePromosUseCase,
    ChangePromoUseCase,
    ClearPromosUseCase,
    ResolvePromoTextUseCase,
    PromoDraftRules,
    PromoChangesPublisher,
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
export class PromosModule {}
