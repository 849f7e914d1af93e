import { Injectable } from '@nestjs/common';
import { PROMO_ERROR_MESSAGES, PromoRepository, TransactionRunner } from '@overlay/domain';
import type { User } from '@overlay/domain';
import { PromoChangesPublisher } from './promo-changes.publisher';

export interface ClearPromosResult {
  count: number;
  message: string;
}

/** DELETE /api/promos/all: every promo the caller sees and may own, never another user's personal ones. */
@Injectable()
export class ClearPromosUseCase {
  constructor(
    private readonly promos: PromoRepository,
    private readonly publisher: PromoChangesPublisher,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(actor: User): Promise<ClearPromosResult> {
    const before = new Map((await this.promos.listVisibleTo(actor.id)).map((promo) => [promo.id, promo]));
    const ids = await this.transactions.run(async (tx) => {
      const deleted = await this.promos.deleteVisibleTo(actor.id, tx);
      // A promo created since the listing is taken as the actor's own personal one (told to them only).
      for (const id of deleted)
        await this.publisher.changed('deleted', before.get(id) ?? { id, visibility: 'personal', createdBy: actor.id }, actor.id, tx);
      return deleted;
    });
    if (ids.length === 0)
      return { count: 0, message: PROMO_ERROR_MESSAGES.PROMO_NONE_TO_CLEAR };
    return {
      count: ids.length,
      message: `Cleared ${ids.length} ${ids.length === 1 ? 'promo' : 'promos'}`,
    };
  }
}
