import { DomainError } from '../common/domain-error';

export type NotificationErrorCode = 'THRESHOLD_RANGE';

export const NOTIFICATION_ERROR_MESSAGES: Record<NotificationErrorCode, string> = {
  THRESHOLD_RANGE: 'Threshold must be a whole number from 0 to 50',
};

export class NotificationError extends DomainError<NotificationErrorCode> {
  constructor(code: NotificationErrorCode, message: string = NOTIFICATION_ERROR_MESSAGES[code]) {
    super(code, message);
  }
}
