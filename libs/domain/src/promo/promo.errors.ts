import { DomainError } from '../common/domain-error';
import type { RaceCode } from '../racing/race-code';
import { isRaceCode } from '../racing/race-code';
import { isPromoType, PROMO_BOUNDS, promoFamily } from './promo';
import type { PromoScope, PromoType } from './promo';

export type PromoErrorCode =
  | 'PROMO_TEXT_REQUIRED'
  | 'PROMO_BOOKMAKER_REQUIRED'
  | 'PROMO_TYPE_INVALID'
  | 'PROMO_SCOPE_INVALID'
  | 'PROMO_RACES_REQUIRED'
  | 'PROMO_CODES_REQUIRED'
  | 'PROMO_CODE_INVALID'
  | 'PROMO_MULTIPLIER_RANGE'
  | 'PROMO_REFUND_PERCENT_RANGE'
  | 'PROMO_MAX_REFUND_REQUIRED'
  | 'PROMO_MIN_RUNNERS_RANGE'
  | 'PROMO_BOOKMAKER_UNKNOWN'
  | 'PROMO_RACES_UNKNOWN'
  | 'PROMO_NOT_FOUND'
  | 'PROMO_NONE_TO_CLEAR';

/** User-facing messages; the first ones are the spec's own texts (§5, §8). */
export const PROMO_ERROR_MESSAGES: Record<PromoErrorCode, string> = {
  PROMO_TEXT_REQUIRED: 'Please enter promo text',
  PROMO_BOOKMAKER_REQUIRED: 'Please select a bookmaker',
  PROMO_TYPE_INVALID: 'Please select a valid promo type',
  PROMO_SCOPE_INVALID: 'Scope must be all, codes or races',
  PROMO_RACES_REQUIRED: 'Please select at least one race',
  PROMO_CODES_REQUIRED: 'Please select at least one race code',
  PROMO_CODE_INVALID: 'Race codes must be TB, GR or HR',
  PROMO_MULTIPLIER_RANGE: 'Value multiplier must be between 0 and 1',
  PROMO_REFUND_PERCENT_RANGE: 'Refund percent must be between 0 and 100',
  PROMO_MAX_REFUND_REQUIRED: 'Max refund is required and must be at least 0',
  PROMO_MIN_RUNNERS_RANGE: 'Min runners must be a whole number of at least 0',
  PROMO_BOOKMAKER_UNKNOWN: 'Unknown bookmaker',
  PROMO_RACES_UNKNOWN: 'Unknown races',
  PROMO_NOT_FOUND: 'Promo not found',
  PROMO_NONE_TO_CLEAR: 'No promos to clear',
};

export class PromoError extends DomainError<PromoErrorCode> {
  constructor(
    code: PromoErrorCode,
    message: string = PROMO_ERROR_MESSAGES[code],
  ) {
    super(code, message);
  }
}

/** What a create-promo form or the bulk call supplies, before ids and audit fields exist. */
export interface PromoDraft {
  bookmaker: string;
  promoType: PromoType | string;
  scope: PromoScope | string;
  raceExtIds?: readonly string[];
  codes?: readonly string[];
  conditions?: { minRunners?: number | null } | null;
  valueMultiplier?: number | null;
  refundPercent?: number | null;
  maxRefundCash?: number | null;
}

export interface PromoValidationIssue {
  field: string;
  code: PromoErrorCode;
  message: string;
}

function issue(field: string, code: PromoErrorCode): PromoValidationIssue {
  return { field, code, message: PROMO_ERROR_MESSAGES[code] };
}

const inRange = (v: number, min: number, max: number): boolean =>
  Number.isFinite(v) && v >= min && v <= max;

/** Every rule of docs/product.md §5 "Promos" for a draft; an empty list means valid. */
export function validatePromoDraft(draft: PromoDraft): PromoValidationIssue[] {
  const issues: PromoValidationIssue[] = [];
  if (!draft.bookmaker || draft.bookmaker.trim() === '')
    issues.push(issue('bookmaker', 'PROMO_BOOKMAKER_REQUIRED'));
  if (!isPromoType(draft.promoType))
    issues.push(issue('promoType', 'PROMO_TYPE_INVALID'));
  if (draft.scope === 'races' && (draft.raceExtIds ?? []).length === 0)
    issues.push(issue('raceExtIds', 'PROMO_RACES_REQUIRED'));
  else if (draft.scope === 'codes' && (draft.codes ?? []).length === 0)
    issues.push(issue('codes', 'PROMO_CODES_REQUIRED'));
  else if (
    draft.scope !== 'all' &&
    draft.scope !== 'codes' &&
    draft.scope !== 'races'
  )
    issues.push(issue('scope', 'PROMO_SCOPE_INVALID'));
  if ((draft.codes ?? []).some((c) => !isRaceCode(c)))
    issues.push(issue('codes', 'PROMO_CODE_INVALID'));
  const minRunners = draft.conditions?.minRunners;
  if (
    minRunners != null &&
    !(Number.isInteger(minRunners) && minRunners >= PROMO_BOUNDS.minRunners.min)
  ) {
    issues.push(issue('conditions.minRunners', 'PROMO_MIN_RUNNERS_RANGE'));
  }
  if (
    isPromoType(draft.promoType) &&
    promoFamily(draft.promoType) === 'CashBack'
  ) {
    const b = PROMO_BOUNDS.refundPercent;
    if (
      draft.refundPercent != null &&
      !inRange(draft.refundPercent, b.min, b.max)
    )
      issues.push(issue('refundPercent', 'PROMO_REFUND_PERCENT_RANGE'));
    const cap = draft.maxRefundCash;
    if (
      cap == null ||
      !Number.isFinite(cap) ||
      cap < PROMO_BOUNDS.maxRefundCash.min
    )
      issues.push(issue('maxRefundCash', 'PROMO_MAX_REFUND_REQUIRED'));
  } else if (draft.valueMultiplier != null) {
    const b = PROMO_BOUNDS.valueMultiplier;
    if (!inRange(draft.valueMultiplier, b.min, b.max))
      issues.push(issue('valueMultiplier', 'PROMO_MULTIPLIER_RANGE'));
  }
  return issues;
}

/** Race codes of a draft narrowed to RaceCode (call after validatePromoDraft). */
export function draftCodes(draft: PromoDraft): RaceCode[] {
  return (draft.codes ?? []).filter(isRaceCode);
}
