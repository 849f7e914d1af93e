import { DomainError } from '../common/domain-error';
import {
  BETTING_SETTINGS_BOUNDS,
  FAIR_PRICE_METHODS,
  RETENTION_SOURCES,
} from './betting-settings';

export type BettingSettingsErrorCode =
  | 'BANKROLL_RANGE'
  | 'KELLY_FRACTION_RANGE'
  | 'MAX_STAKE_RANGE'
  | 'FAIR_PRICE_METHOD_INVALID'
  | 'COMMISSION_RANGE'
  | 'RETENTION_SOURCE_INVALID';

const B = BETTING_SETTINGS_BOUNDS;

/** One sentence per rule; the api's DTO uses the same sentences. */
export const BETTING_SETTINGS_ERROR_MESSAGES: Record<
  BettingSettingsErrorCode,
  string
> = {
  BANKROLL_RANGE: `Bankroll must be a number from ${B.bankroll.min} to ${B.bankroll.max.toLocaleString('en-US')} dollars`,
  KELLY_FRACTION_RANGE: `Kelly fraction must be a number from ${B.kellyFraction.min} to ${B.kellyFraction.max}`,
  MAX_STAKE_RANGE: `Max stake must be a share of the bankroll from ${B.maxStakePct.min} to ${B.maxStakePct.max}`,
  FAIR_PRICE_METHOD_INVALID: `Fair price method must be one of ${FAIR_PRICE_METHODS.join(', ')}`,
  COMMISSION_RANGE: `Commission must be a number from ${B.commissionPct.min} to ${B.commissionPct.max} (percent)`,
  RETENTION_SOURCE_INVALID: `Retention source must be one of ${RETENTION_SOURCES.join(', ')}`,
};

/**
 * A `commission` query parameter (percent, as `commission=8` for 8 %): null when absent (the
 * viewer's setting applies), else the fraction; BettingSettingsError COMMISSION_RANGE (400) naming
 * what was sent when it is not a plain number from 0 to 20.
 */
export function parseCommissionParam(
  value: string | null | undefined,
): number | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  const pct = /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!(pct >= B.commissionPct.min && pct <= B.commissionPct.max))
    throw new BettingSettingsError(
      'COMMISSION_RANGE',
      `${BETTING_SETTINGS_ERROR_MESSAGES.COMMISSION_RANGE} (got "${value}")`,
    );
  return pct / 100;
}

export class BettingSettingsError extends DomainError<BettingSettingsErrorCode> {
  constructor(
    code: BettingSettingsErrorCode,
    message: string = BETTING_SETTINGS_ERROR_MESSAGES[code],
  ) {
    super(code, message);
  }
}
