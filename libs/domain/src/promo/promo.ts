import type { RaceCode } from '../racing/race-code';

/** Every promo type of docs/product.md §1 and §3. */
export const PROMO_TYPES = [
  'BonusBack_2nd',
  'BonusBack_2nd3rd',
  'BonusBack_2nd3rd4th',
  'CashBack_2nd',
  'CashBack_2nd3rd',
  'CashBack_2nd3rd4th',
  'Token_2nd',
  'Token_2nd3rd',
  'Token_2nd3rd4th',
  'BetBoost',
] as const;
export type PromoType = (typeof PROMO_TYPES)[number];
export type PromoFamily = 'BonusBack' | 'CashBack' | 'Token' | 'BetBoost';

export const PROMO_SCOPES = ['all', 'codes', 'races'] as const;
export type PromoScope = (typeof PROMO_SCOPES)[number];

export const PROMO_VISIBILITIES = ['global', 'personal'] as const;
export type PromoVisibility = (typeof PROMO_VISIBILITIES)[number];

export interface PromoConditions {
  /** Minimum active (not scratched) runners; 0 = no condition. */
  minRunners: number;
}

/** A bookmaker promotion (docs/product.md §3 Promo; camelCase here, snake_case on the wire). */
export interface Promo {
  id: string;
  bookmaker: string;
  promoType: PromoType;
  scope: PromoScope;
  codes: RaceCode[];
  raceExtIds: string[];
  /** Bonus-bet retention (BonusBack/Token, 0..1) or boost fraction (BetBoost, 0.1 = 10 %). */
  valueMultiplier: number;
  conditions: PromoConditions;
  label: string;
  visibility: PromoVisibility;
  createdBy: string | null;
  /** Cash-back places as entered; the value uses the k of the promo type (docs/architecture.md §4.3). */
  kPlaces: number | null;
  refundPercent: number | null;
  maxRefundCash: number | null;
  venues: string[];
  /** ISO-8601 UTC. */
  createdAt: string;
}

export function isPromoType(value: unknown): value is PromoType {
  return (
    typeof value === 'string' &&
    (PROMO_TYPES as readonly string[]).includes(value)
  );
}

/** The family of a promo type: the part before the underscore. */
export function promoFamily(type: PromoType): PromoFamily {
  if (type === 'BetBoost') return 'BetBoost';
  if (type.startsWith('BonusBack')) return 'BonusBack';
  if (type.startsWith('CashBack')) return 'CashBack';
  return 'Token';
}

/** Places k a promo pays on (…_2nd → 2, …_2nd3rd → 3, …_2nd3rd4th → 4); BetBoost → 0 (a win-price promo). */
export function promoTypeK(type: PromoType): 0 | 2 | 3 | 4 {
  if (type === 'BetBoost') return 0;
  if (type.endsWith('_2nd3rd4th')) return 4;
  if (type.endsWith('_2nd3rd')) return 3;
  return 2;
}

/** Promo form defaults (docs/product.md §9). */
export const PROMO_DEFAULTS = {
  withinMinutes: 1440,
  minRunners: 8,
  valueMultiplier: 0.75,
  kPlaces: 3,
  refundPercent: 100,
  maxRefundCash: 50,
} as const;

/** Promo form bounds (docs/product.md §5); maxRefundCash and minRunners have no upper bound. */
export const PROMO_BOUNDS = {
  valueMultiplier: { min: 0, max: 1, step: 0.05 },
  refundPercent: { min: 0, max: 100, step: 5 },
  maxRefundCash: { min: 0, max: Number.POSITIVE_INFINITY, step: 10 },
  minRunners: { min: 0, max: Number.POSITIVE_INFINITY, step: 1 },
} as const;

/** Default label: the codes joined with '+' plus ' races' (scope codes), else 'All races' (docs/product.md §5). */
export function defaultPromoLabel(
  scope: PromoScope,
  codes: readonly RaceCode[],
): string {
  return scope === 'codes' && codes.length > 0
    ? `${codes.join('+')} races`
    : 'All races';
}

/** How visibility is shown: global is 'Shared', otherwise 'Personal'. */
export function promoVisibilityLabel(
  visibility: PromoVisibility,
): 'Shared' | 'Personal' {
  return visibility === 'global' ? 'Shared' : 'Personal';
}
