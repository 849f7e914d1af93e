import { Injectable } from '@nestjs/common';
import { PromoRepository, TransactionRunner } from '@overlay/domain';
import type { PromoListing, User } from '@overlay/domain';
import { PromoChangesPublisher } from './promo-changes.publisher';
import { PromoDraftRules, type PromoInput } from './promo-draft.rules';

/**
 * POST /api/promos/bulk: one promo covering the selected races (scope races), codes or every
 * race; answered as a list so a later form may create several at once.
 */
@Injectable()
export class CreatePromosUseCase {
  constructor(
    private readonly rules: PromoDraftRules,
    private readonly promos: PromoRepository,
    private readonly publisher: PromoChangesPublisher,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(input: PromoInput, actor: User): Promise<PromoListing[]> {
    // Checked in full before anything is written; the promo, its audit row and its event commit together.
    const draft = await this.rules.toNewPromo(input, actor.id);
    const promo = await this.transactions.run(async (tx) => {
      const created = await this.promos.create(draft, tx);
      await this.publisher.changed('created', created, actor.id, tx);
      return created;
    });
    return [{ ...promo, createdByName: actor.name }];
  }
}
