import { DomainError } from '../common/domain-error';

/** A feed refresh that produced no usable data; the last good data stays in place. */
export class FeedError extends DomainError<'FEED_FAILED'> {
  constructor(message: string) {
    super('FEED_FAILED', message);
  }
}
