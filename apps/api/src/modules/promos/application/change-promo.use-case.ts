import { Injectable } from '@nestjs/common';
import {
  defaultPromoLabel,
  PromoError,
  PromoRepository,
  TransactionRunner,
} from '@overlay/domain';
import type { Promo, PromoListing, User } from '@overlay/domain';
import { PromoChangesPublisher } from './promo-changes.publisher';
import { PromoDraftRules, type PromoInput } from './promo-draft.rules';

/** PATCH and DELETE /api/promos/:id: on global promos and the caller's own personal ones only. */
@Injectable()
export class ChangePromoUseCase {
  constructor(
    private readonly rules: PromoDraftRules,
    private readonly promos: PromoRepository,
    private readonly publisher: PromoChangesPublisher,
    private readonly transactions: TransactionRunner,
  ) {}

  async update(
    id: string,
    patch: Partial<PromoInput>,
    actor: User,
  ): Promise<PromoListing> {
    const current = await this.visible(id, actor);
    const merged: PromoInput = {
      bookmaker: current.bookmaker,
      promoType: current.promoType,
      scope: current.scope,
      raceExtIds: current.raceExtIds,
      codes: current.codes,
      conditions: current.conditions,
      valueMultiplier: current.valueMultiplier,
      refundPercent: current.refundPercent,
      maxRefundCash: current.maxRefundCash,
      kPlaces: current.kPlaces,
      venues: current.venues,
      // A label left at its default follows the new scope and codes; a label staff wrote stays.
      label:
        current.label === defaultPromoLabel(current.scope, current.codes)
          ? null
          : current.label,
      ...withoutUndefined(patch),
      visibility: current.visibility,
    };
    const {
      createdBy: _author,
      visibility: _visibility,
      ...changes
    } = await this.rules.toNewPromo(merged, actor.id);
    const updated = await this.transactions.run(async (tx) => {
      const stored = await this.promos.update(id, changes, tx);
      if (!stored) throw new PromoError('PROMO_NOT_FOUND');
      await this.publisher.changed('updated', stored, actor.id, tx);
      return stored;
    });
    const listed = (await this.promos.listVisibleTo(actor.id)).find(
      (promo) => promo.id === id,
    );
    return listed ?? { ...updated, createdByName: null };
  }

  async delete(id: string, actor: User): Promise<void> {
    const promo = await this.visible(id, actor);
    await this.transactions.run(async (tx) => {
      if (!(await this.promos.delete(id, tx)))
        throw new PromoError('PROMO_NOT_FOUND');
      await this.publisher.changed('deleted', promo, actor.id, tx);
    });
  }

  /** Another user's personal promo answers as if it did not exist. */
  private async visible(id: string, actor: User): Promise<Promo> {
    const promo = await this.promos.findById(id);
    if (
      !promo ||
      (promo.visibility === 'personal' && promo.createdBy !== actor.id)
    ) {
      throw new PromoError('PROMO_NOT_FOUND');
    }
    return promo;
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined),
  ) as Partial<T>;
}
