import { HttpStatus } from '@nestjs/common';
import type {
  AlertChannelErrorCode,
  AlertErrorCode,
  BetErrorCode,
  BettingSettingsErrorCode,
  BoostErrorCode,
  DomainError,
  IdempotencyErrorCode,
  LiveErrorCode,
  NotificationErrorCode,
  PromoErrorCode,
  RaceErrorCode,
  SourceErrorCode,
  UserErrorCode,
} from '@overlay/domain';

/** Every domain error code a caller can cause, with the status the api answers it with. */
type MappedErrorCode =
  | PromoErrorCode
  | BoostErrorCode
  | UserErrorCode
  | RaceErrorCode
  | NotificationErrorCode
  | BettingSettingsErrorCode
  | IdempotencyErrorCode
  | LiveErrorCode
  | BetErrorCode
  | AlertChannelErrorCode
  | AlertErrorCode
  | SourceErrorCode
  | 'FEED_FAILED'
  | 'DATABASE_UNAVAILABLE'
  | 'DATABASE_BUSY';

/**
 * The one place a domain error becomes an HTTP status. Typed as a full record, so a new code in a
 * domain `*.errors.ts` fails the typecheck here until it is given a status. Codes not listed
 * (engine input errors, a raw snapshot error) are bugs of ours and answer a generic 500.
 */
const ERROR_STATUS: Readonly<Record<MappedErrorCode, HttpStatus>> = {
  CHANNEL_KIND_UNKNOWN: HttpStatus.BAD_REQUEST,
  PUSH_ENDPOINT_INVALID: HttpStatus.BAD_REQUEST,
  PUSH_ENDPOINT_REFUSED: HttpStatus.BAD_REQUEST,
  PUSH_KEYS_INVALID: HttpStatus.BAD_REQUEST,
  PUSH_SUBSCRIPTION_LIMIT: HttpStatus.CONFLICT,
  PUSH_ENDPOINT_TAKEN: HttpStatus.CONFLICT,
  TELEGRAM_NOT_CONFIGURED: HttpStatus.CONFLICT,
  TELEGRAM_UNREACHABLE: HttpStatus.SERVICE_UNAVAILABLE,
  EMAIL_NOT_CONFIGURED: HttpStatus.CONFLICT,
  VIEW_NOT_FOUND: HttpStatus.NOT_FOUND,
  VIEW_NAME_TAKEN: HttpStatus.CONFLICT,
  VIEW_LIMIT: HttpStatus.BAD_REQUEST,
  VIEW_QUERY_INVALID: HttpStatus.BAD_REQUEST,
  ALERT_RULE_NOT_FOUND: HttpStatus.NOT_FOUND,
  ALERT_RULE_LIMIT: HttpStatus.BAD_REQUEST,
  ALERT_RULE_INVALID: HttpStatus.BAD_REQUEST,
  WEBHOOK_NOT_FOUND: HttpStatus.NOT_FOUND,
  WEBHOOK_LIMIT: HttpStatus.BAD_REQUEST,
  WEBHOOK_URL_INVALID: HttpStatus.BAD_REQUEST,
  WEBHOOK_URL_REFUSED: HttpStatus.BAD_REQUEST,
  BET_NOT_FOUND: HttpStatus.NOT_FOUND,
  BET_RACE_UNKNOWN: HttpStatus.BAD_REQUEST,
  BET_RACE_CLOSED: HttpStatus.BAD_REQUEST,
  BET_RUNNER_UNKNOWN: HttpStatus.BAD_REQUEST,
  BET_BOOKMAKER_UNKNOWN: HttpStatus.BAD_REQUEST,
  BET_PROMO_NOT_APPLICABLE: HttpStatus.BAD_REQUEST,
  BET_BOOST_NOT_APPLICABLE: HttpStatus.BAD_REQUEST,
  BET_NOT_PENDING: HttpStatus.CONFLICT,
  BET_RACE_NOT_VALUED: HttpStatus.UNPROCESSABLE_ENTITY,
  BET_LAY_INCOMPLETE: HttpStatus.BAD_REQUEST,
  PROMO_TEXT_REQUIRED: HttpStatus.BAD_REQUEST,
  FAIR_PRICE_METHOD_INVALID: HttpStatus.BAD_REQUEST,
  COMMISSION_RANGE: HttpStatus.BAD_REQUEST,
  RETENTION_SOURCE_INVALID: HttpStatus.BAD_REQUEST,
  PROMO_BOOKMAKER_REQUIRED: HttpStatus.BAD_REQUEST,
  PROMO_TYPE_INVALID: HttpStatus.BAD_REQUEST,
  PROMO_SCOPE_INVALID: HttpStatus.BAD_REQUEST,
  PROMO_RACES_REQUIRED: HttpStatus.BAD_REQUEST,
  PROMO_CODES_REQUIRED: HttpStatus.BAD_REQUEST,
  PROMO_CODE_INVALID: HttpStatus.BAD_REQUEST,
  PROMO_MULTIPLIER_RANGE: HttpStatus.BAD_REQUEST,
  PROMO_REFUND_PERCENT_RANGE: HttpStatus.BAD_REQUEST,
  PROMO_MAX_REFUND_REQUIRED: HttpStatus.BAD_REQUEST,
  PROMO_MIN_RUNNERS_RANGE: HttpStatus.BAD_REQUEST,
  PROMO_BOOKMAKER_UNKNOWN: HttpStatus.BAD_REQUEST,
  PROMO_RACES_UNKNOWN: HttpStatus.BAD_REQUEST,
  PROMO_NOT_FOUND: HttpStatus.NOT_FOUND,
  PROMO_NONE_TO_CLEAR: HttpStatus.NOT_FOUND,
  BOOST_FIELDS_REQUIRED: HttpStatus.BAD_REQUEST,
  BOOST_ODDS_INVALID: HttpStatus.BAD_REQUEST,
  BOOST_BET_BOOSTS_REQUIRED: HttpStatus.BAD_REQUEST,
  BOOST_TYPE_INVALID: HttpStatus.BAD_REQUEST,
  BOOST_NOT_FOUND: HttpStatus.NOT_FOUND,
  BOOKMAKER_NAME_REQUIRED: HttpStatus.BAD_REQUEST,
  BOOKMAKER_UNKNOWN: HttpStatus.BAD_REQUEST,
  BOOKMAKER_SWITCHED_OFF: HttpStatus.CONFLICT,
  SOURCE_NOT_FOUND: HttpStatus.NOT_FOUND,
  BOOKMAKER_NAME_LOOKS_TAKEN: HttpStatus.CONFLICT,
  BOOST_ANY_OF_LEGS: HttpStatus.BAD_REQUEST,
  BOOST_PARLAY_LEGS: HttpStatus.BAD_REQUEST,
  BOOST_TOP2_PLACES: HttpStatus.BAD_REQUEST,
  BOOST_RACE_UNKNOWN: HttpStatus.BAD_REQUEST,
  BOOST_RUNNER_UNKNOWN: HttpStatus.BAD_REQUEST,
  BOOST_RACE_CLOSED: HttpStatus.BAD_REQUEST,
  IDEMPOTENCY_KEY_INVALID: HttpStatus.BAD_REQUEST,
  IDEMPOTENCY_KEY_REUSED: HttpStatus.UNPROCESSABLE_ENTITY,
  IDEMPOTENCY_IN_PROGRESS: HttpStatus.CONFLICT,
  INVALID_EMAIL: HttpStatus.BAD_REQUEST,
  PASSWORD_REQUIRED: HttpStatus.BAD_REQUEST,
  NAME_TOO_SHORT: HttpStatus.BAD_REQUEST,
  NAME_UNSAFE_CHARACTERS: HttpStatus.BAD_REQUEST,
  PASSWORD_TOO_SHORT: HttpStatus.BAD_REQUEST,
  PASSWORDS_DONT_MATCH: HttpStatus.BAD_REQUEST,
  INVALID_CREDENTIALS: HttpStatus.UNAUTHORIZED,
  EMAIL_TAKEN: HttpStatus.CONFLICT,
  USER_NOT_FOUND: HttpStatus.NOT_FOUND,
  USER_INACTIVE: HttpStatus.FORBIDDEN,
  FORBIDDEN: HttpStatus.FORBIDDEN,
  LAST_ACTIVE_ADMIN: HttpStatus.CONFLICT,
  LOGIN_THROTTLED: HttpStatus.TOO_MANY_REQUESTS,
  SIGNUP_THROTTLED: HttpStatus.TOO_MANY_REQUESTS,
  PASSWORD_WORK_BUSY: HttpStatus.SERVICE_UNAVAILABLE,
  DATABASE_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
  DATABASE_BUSY: HttpStatus.SERVICE_UNAVAILABLE,
  RACE_NOT_FOUND: HttpStatus.NOT_FOUND,
  RACE_RUNNER_NOT_FOUND: HttpStatus.NOT_FOUND,
  RACE_RUNNER_SCRATCHED: HttpStatus.NOT_FOUND,
  RACE_RUNNER_NUMBER_INVALID: HttpStatus.BAD_REQUEST,
  RACE_NOT_VALUABLE: HttpStatus.UNPROCESSABLE_ENTITY,
  LIVE_BOOKMAKER_UNKNOWN: HttpStatus.BAD_REQUEST,
  THRESHOLD_RANGE: HttpStatus.BAD_REQUEST,
  BANKROLL_RANGE: HttpStatus.BAD_REQUEST,
  KELLY_FRACTION_RANGE: HttpStatus.BAD_REQUEST,
  MAX_STAKE_RANGE: HttpStatus.BAD_REQUEST,
  FEED_FAILED: HttpStatus.BAD_GATEWAY,
};

/** The status a domain error answers with, or undefined when its code is not one a caller causes. */
export function httpStatusOf(error: DomainError): HttpStatus | undefined {
  return Object.hasOwn(ERROR_STATUS, error.code)
    ? ERROR_STATUS[error.code as MappedErrorCode]
    : undefined;
}
