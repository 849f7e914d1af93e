import { Module } from '@nestjs/common';
import { BoostRepository, PromoRepository } from '@overlay/domain';
import { TypeOrmBoostRepository, TypeOrmPromoRepository } from '@overlay/infrastructure';
import { DataSource } from 'typeorm';

/**
 * The promo and boost stores (ports bound to their TypeORM adapters). The opportunity caches
 * read them now; the promo and boost screens' calls will build on them.
 */
@Module({
  providers: [
    {
      provide: PromoRepository,
      useFactory: (ds: DataSource) => new TypeOrmPromoRepository(ds),
      inject: [DataSource],
    },
    {
      provide: BoostRepository,
      useFactory: (ds: DataSource) => new TypeOrmBoostRepository(ds),
      inject: [DataSource],
    },
  ],
  exports: [PromoRepository, BoostRepository],
})
export class PromosReadModule {}
