import { DomainError } from '../common/domain-error';
import {
  BETTING_SETTINGS_BOUNDS,
  FAIR_PRICE_METHODS,
} from './betting-settings';

export type BettingSettingsErrorCode =
  | 'BANKROLL_RANGE'
  | 'KELLY_FRACTION_RANGE'
  | 'MAX_STAKE_RANGE'
  | 'FAIR_PRICE_METHOD_INVALID';

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
};

export class BettingSettingsError extends DomainError<BettingSettingsErrorCode> {
  constructor(
    code: BettingSettingsErrorCode,
    message: string = BETTING_SETTINGS_ERROR_MESSAGES[code],
  ) {
    super(code, message);
  }
}
