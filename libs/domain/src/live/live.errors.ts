import { DomainError } from '../common/domain-error';

export type LiveErrorCode = 'LIVE_BOOKMAKER_UNKNOWN';

/** A live stream or history call naming a bookmaker that is not active (docs/product.md §9). */
export class LiveError extends DomainError<LiveErrorCode> {
  constructor(code: LiveErrorCode, message: string) {
    super(code, message);
  }
}
