import { DomainError } from '../common/domain-error';

export type LiveErrorCode =
  | 'LIVE_INTERVAL_INVALID'
  | 'LIVE_RETENTION_INVALID'
  | 'LIVE_BOOKMAKER_UNKNOWN'
  | 'LIVE_RUNNERS_INVALID';

/** A live stream or history call whose parameters break a rule (docs/product.md §5, §9). */
export class LiveError extends DomainError<LiveErrorCode> {
  constructor(code: LiveErrorCode, message: string) {
    super(code, message);
  }
}
