import type { PromoRow } from '@overlay/contracts';
import type { Promo, PromoListing } from '@overlay/domain';
import type { PromoInput } from '../application/promo-draft.rules';
import type { PromoFieldsDto } from '../dto/promo-fields';

/** A promo as the api sends it: docs/product.md §3 Promo (cash-back fields snake_case, as the form sends them). */
export function toPromoRow(promo: Promo | PromoListing): PromoRow {
  return {
    id: promo.id,
    bookmaker: promo.bookmaker,
    promoType: promo.promoType,
    scope: promo.scope,
    codes: promo.codes,
    raceExtIds: promo.raceExtIds,
    valueMultiplier: promo.valueMultiplier,
    conditions: { minRunners: promo.conditions.minRunners },
    label: promo.label,
    visibility: promo.visibility,
    k_places: promo.kPlaces,
    refund_percent: promo.refundPercent,
    max_refund_cash: promo.maxRefundCash,
    venues: promo.venues,
    createdBy: 'createdByName' in promo ? promo.createdByName : null,
    createdAt: promo.createdAt,
  };
}

/** The wire fields of a create or change request, as the promo rules read them. */
export function toPromoInput(body: PromoFieldsDto): Partial<PromoInput> {
  const input: Partial<PromoInput> = {
    bookmaker: body.bookmaker,
    promoType: body.promoType,
    scope: body.scope,
    raceExtIds: body.race_ids,
    codes: body.codes,
    conditions: body.conditions
      ? { minRunners: body.conditions.minRunners ?? 0 }
      : undefined,
    label: body.label,
    valueMultiplier: body.valueMultiplier,
    kPlaces: body.k_places,
    refundPercent: body.refund_percent,
    maxRefundCash: body.max_refund_cash,
    venues: body.venues,
  };
  return Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined),
  );
}
