import { Module } from '@nestjs/common';
import { IdempotencyInterceptor } from '../../common/idempotency/idempotency.interceptor';
import { ChangePromoUseCase } from './application/change-promo.use-case';
import { ClearPromosUseCase } from './application/clear-promos.use-case';
import { CreatePromosUseCase } from './application/create-promos.use-case';
import { ListPromosUseCase } from './application/list-promos.use-case';
import { PromoChangesPublisher } from './application/promo-changes.publisher';
import { PromoDraftRules } from './application/promo-draft.rules';
import { ResolvePromoTextUseCase } from './application/resolve-promo-text.use-case';
import { PromosController } from './promos.controller';

/**
 * Promotions: list, create, change, delete, clear, and pasted-text race resolution. Their ports
 * (PromoRepository and the rest) are bound by the PersistenceModule.
 */
@Module({
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
  ],
})
export class PromosModule {}
