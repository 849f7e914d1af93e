import { DomainError } from '../common/domain-error';

/** A feed refresh that produced no usable data; the last good data stays in place. */
export class FeedError extends DomainError<'FEED_FAILED'> {
  /** What the feed itself failed with (an HTTP error, a refused snapshot): metrics read its kind. */
  readonly failure: unknown;

  constructor(message: string, failure?: unknown) {
    super('FEED_FAILED', message);
    this.failure = failure;
  }
}
