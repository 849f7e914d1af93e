import { Injectable } from '@nestjs/common';
import { PromoRepository } from '@overlay/domain';
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
  ) {}

  async execute(input: PromoInput, actor: User): Promise<PromoListing[]> {
    const promo = await this.promos.create(
      await this.rules.toNewPromo(input, actor.id),
    );
    await this.publisher.changed('created', promo, actor.id);
    return [{ ...promo, createdByName: actor.name }];
  }
}
