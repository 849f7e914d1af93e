import { DomainError } from '../common/domain-error';

export type AlertChannelErrorCode =
  | 'CHANNEL_KIND_UNKNOWN'
  | 'PUSH_SUBSCRIPTION_LIMIT'
  | 'PUSH_ENDPOINT_TAKEN'
  | 'PUSH_ENDPOINT_INVALID'
  | 'PUSH_ENDPOINT_REFUSED'
  | 'PUSH_KEYS_INVALID'
  | 'TELEGRAM_NOT_CONFIGURED'
  | 'TELEGRAM_UNREACHABLE'
  | 'EMAIL_NOT_CONFIGURED';

export const ALERT_CHANNEL_ERROR_MESSAGES: Record<
  AlertChannelErrorCode,
  string
> = {
  CHANNEL_KIND_UNKNOWN: 'Channel must be one of push, telegram, email',
  PUSH_SUBSCRIPTION_LIMIT:
    'At most 5 browsers can receive push alerts: turn push off on one first',
  PUSH_ENDPOINT_TAKEN:
    "This browser's push alerts belong to another account: turn push off there first",
  PUSH_ENDPOINT_INVALID: 'Push endpoint must be an https address',
  PUSH_ENDPOINT_REFUSED:
    'Push endpoint must not point to a private, loopback or reserved network',
  PUSH_KEYS_INVALID:
    'Push keys must be a P-256 public key (p256dh) and a 16-byte secret (auth)',
  TELEGRAM_NOT_CONFIGURED: 'Telegram alerts are not set up on this server',
  TELEGRAM_UNREACHABLE:
    'Telegram is not answering right now. Try again in a moment.',
  EMAIL_NOT_CONFIGURED: 'Email alerts are not set up on this server',
};

export class AlertChannelError extends DomainError<AlertChannelErrorCode> {
  constructor(
    code: AlertChannelErrorCode,
    message: string = ALERT_CHANNEL_ERROR_MESSAGES[code],
  ) {
    super(code, message);
  }
}
