import { Module } from '@nestjs/common';

/**
 * Promos and boosts: their ports (PromoRepository, BoostRepository) are bound by the
 * PersistenceModule; the promo and boost screens' calls will live here.
 */
@Module({})
export class PromosModule {}
