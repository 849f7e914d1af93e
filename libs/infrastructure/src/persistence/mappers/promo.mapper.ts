import type { NewPromo, Promo, PromoChanges, PromoScope, PromoType, PromoVisibility, RaceCode } from '@overlay/domain';
import type { PromoOrmEntity } from '../entities/promo.orm-entity';

// The table's CHECK constraints hold promo_type, scope, codes and visibility to the domain's
// values, so the casts below narrow what the database already guarantees.

export function toPromo(entity: PromoOrmEntity): Promo {
  return {
    id: entity.id,
    bookmaker: entity.bookmaker,
    promoType: entity.promoType as PromoType,
    scope: entity.scope as PromoScope,
    codes: entity.codes as RaceCode[],
    raceExtIds: entity.raceExtIds,
    valueMultiplier: entity.valueMultiplier,
    conditions: { minRunners: entity.minRunners },
    label: entity.label,
    visibility: entity.visibility as PromoVisibility,
    createdBy: entity.createdBy,
    kPlaces: entity.kPlaces,
    refundPercent: entity.refundPercent,
    maxRefundCash: entity.maxRefundCash,
    venues: entity.venues,
    createdAt: entity.createdAt.toISOString(),
  };
}

export function toPromoOrmEntity(promo: NewPromo): Omit<PromoOrmEntity, 'id' | 'createdAt'> {
  return {
    bookmaker: promo.bookmaker.trim(),
    promoType: promo.promoType,
    scope: promo.scope,
    codes: [...promo.codes],
    raceExtIds: [...promo.raceExtIds],
    valueMultiplier: promo.valueMultiplier,
    minRunners: promo.conditions.minRunners,
    label: promo.label,
    visibility: promo.visibility,
    createdBy: promo.createdBy,
    kPlaces: promo.kPlaces,
    refundPercent: promo.refundPercent,
    maxRefundCash: promo.maxRefundCash,
    venues: [...promo.venues],
  };
}

/** The columns a promo change sets (fields left out keep their value). */
export function toPromoChanges(changes: PromoChanges): Partial<PromoOrmEntity> {
  const columns: Partial<PromoOrmEntity> = {};
  if (changes.bookmaker !== undefined)
    columns.bookmaker = changes.bookmaker.trim();
  if (changes.promoType !== undefined) columns.promoType = changes.promoType;
  if (changes.scope !== undefined) columns.scope = changes.scope;
  if (changes.codes !== undefined) columns.codes = [...changes.codes];
  if (changes.raceExtIds !== undefined)
    columns.raceExtIds = [...changes.raceExtIds];
  if (changes.valueMultiplier !== undefined)
    columns.valueMultiplier = changes.valueMultiplier;
  if (changes.conditions !== undefined)
    columns.minRunners = changes.conditions.minRunners;
  if (changes.label !== undefined) columns.label = changes.label;
  if (changes.kPlaces !== undefined) columns.kPlaces = changes.kPlaces;
  if (changes.refundPercent !== undefined)
    columns.refundPercent = changes.refundPercent;
  if (changes.maxRefundCash !== undefined)
    columns.maxRefundCash = changes.maxRefundCash;
  if (changes.venues !== undefined) columns.venues = [...changes.venues];
  return columns;
}
