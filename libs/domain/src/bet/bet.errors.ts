import { DomainError } from '../common/domain-error';

export type BetErrorCode =
  | 'BET_NOT_FOUND'
  | 'BET_RACE_UNKNOWN'
  | 'BET_RACE_CLOSED'
  | 'BET_RUNNER_UNKNOWN'
  | 'BET_BOOKMAKER_UNKNOWN'
  | 'BET_PROMO_NOT_APPLICABLE'
  | 'BET_BOOST_NOT_APPLICABLE'
  | 'BET_NOT_PENDING'
  | 'BET_RACE_NOT_VALUED'
  | 'BET_LAY_INCOMPLETE';

export const BET_ERROR_MESSAGES: Record<BetErrorCode, string> = {
  BET_NOT_FOUND: 'Bet not found',
  BET_RACE_UNKNOWN: 'Unknown race',
  BET_RACE_CLOSED: 'Bets are logged while the race is open',
  BET_RUNNER_UNKNOWN: 'Unknown runner',
  BET_BOOKMAKER_UNKNOWN: 'Unknown bookmaker',
  BET_PROMO_NOT_APPLICABLE: 'The promo does not apply to this bet',
  BET_BOOST_NOT_APPLICABLE: 'The boost does not apply to this bet',
  BET_NOT_PENDING: 'Only a pending bet can change its price or stake',
  BET_RACE_NOT_VALUED: 'The race cannot be valued',
  BET_LAY_INCOMPLETE: 'A lay needs both layPrice and layStake',
};

export class BetError extends DomainError<BetErrorCode> {
  constructor(code: BetErrorCode, message: string = BET_ERROR_MESSAGES[code]) {
    super(code, message);
  }
}
