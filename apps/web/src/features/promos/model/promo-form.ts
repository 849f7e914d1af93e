import type { CreatePromosBody } from '@overlay/contracts';
import {
  defaultPromoLabel,
  PROMO_DEFAULTS,
  PROMO_ERROR_MESSAGES,
  promoFamily,
} from '@overlay/domain';
import type {
  PromoScope,
  PromoType,
  PromoVisibility,
  RaceCode,
} from '@overlay/domain';

/** A race chosen for a races-scope promo, with what the summary and the chips show. */
export interface ChosenRace {
  extRaceId: string;
  track: string;
  number: number;
  code: RaceCode;
}

/** The Create Promo configuration as the form holds it. */
export interface PromoFormValues {
  bookmaker: string;
  promoType: PromoType;
  scope: PromoScope;
  codes: RaceCode[];
  valueMultiplier: number;
  kPlaces: number;
  refundPercent: number;
  maxRefundCash: number | null;
  minRunners: number;
  /** Empty means the default label of docs/product.md §5. */
  label: string;
  visibility: PromoVisibility;
}

/** docs/product.md §9 promo form defaults. */
export const PROMO_FORM_DEFAULTS: PromoFormValues = {
  bookmaker: '',
  promoType: 'BonusBack_2nd',
  scope: 'races',
  codes: [],
  valueMultiplier: PROMO_DEFAULTS.valueMultiplier,
  kPlaces: PROMO_DEFAULTS.kPlaces,
  refundPercent: PROMO_DEFAULTS.refundPercent,
  maxRefundCash: PROMO_DEFAULTS.maxRefundCash,
  minRunners: PROMO_DEFAULTS.minRunners,
  label: '',
  visibility: 'global',
};

export const isCashBack = (type: PromoType): boolean =>
  promoFamily(type) === 'CashBack';

export function effectiveLabel(values: PromoFormValues): string {
  const typed = values.label.trim();
  return typed !== '' ? typed : defaultPromoLabel(values.scope, values.codes);
}

/** The first rule of docs/product.md §5 "Promos" a submit breaks, or null. */
export function promoFormError(
  values: PromoFormValues,
  races: readonly ChosenRace[],
): string | null {
  if (values.bookmaker.trim() === '')
    return PROMO_ERROR_MESSAGES.PROMO_BOOKMAKER_REQUIRED;
  if (values.scope === 'races' && races.length === 0)
    return PROMO_ERROR_MESSAGES.PROMO_RACES_REQUIRED;
  if (values.scope === 'codes' && values.codes.length === 0)
    return PROMO_ERROR_MESSAGES.PROMO_CODES_REQUIRED;
  if (isCashBack(values.promoType) && values.maxRefundCash == null)
    return PROMO_ERROR_MESSAGES.PROMO_MAX_REFUND_REQUIRED;
  return null;
}

/** The POST /api/promos/bulk body: the multiplier for bonus promos, the refund fields for cash back. */
export function toCreateBody(
  values: PromoFormValues,
  races: readonly ChosenRace[],
): CreatePromosBody {
  const inRaces = values.scope === 'races';
  const body: CreatePromosBody = {
    bookmaker: values.bookmaker.trim(),
    promoType: values.promoType,
    scope: values.scope,
    race_ids: inRaces ? races.map((r) => r.extRaceId) : [],
    codes: values.scope === 'codes' ? values.codes : [],
    conditions: { minRunners: values.minRunners },
    label: effectiveLabel(values),
    visibility: values.visibility,
  };
  if (inRaces) body.venues = [...new Set(races.map((r) => r.track))];
  if (isCashBack(values.promoType)) {
    body.k_places = values.kPlaces;
    body.refund_percent = values.refundPercent;
    body.max_refund_cash = values.maxRefundCash ?? 0;
  } else {
    body.valueMultiplier = values.valueMultiplier;
  }
  return body;
}

/** The summary line above Create Promo. */
export function promoSummary(
  values: PromoFormValues,
  races: readonly ChosenRace[],
): string {
  const who = values.bookmaker.trim() || 'No bookmaker';
  const where =
    values.scope === 'races'
      ? `${races.length} race${races.length === 1 ? '' : 's'} selected`
      : values.scope === 'codes'
        ? values.codes.length > 0
          ? `${values.codes.join('+')} races`
          : 'No race codes selected'
        : 'All races';
  return `${who} · ${values.promoType} · ${where} · ${effectiveLabel(values)}`;
}

/** Adds races not yet chosen, keeping the order they were picked in. */
export function addRaces(
  chosen: readonly ChosenRace[],
  more: readonly ChosenRace[],
): ChosenRace[] {
  const ids = new Set(chosen.map((r) => r.extRaceId));
  return [...chosen, ...more.filter((r) => !ids.has(r.extRaceId))];
}

/** Races of a meeting with numbers in [from, to] (range shortcuts 1-4, 5-8, 9-12). */
export function racesInRange<R extends { number: number }>(
  races: readonly R[],
  [from, to]: readonly [number, number],
): R[] {
  return races.filter((r) => r.number >= from && r.number <= to);
}
