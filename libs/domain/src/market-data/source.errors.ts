import { DomainError } from '../common/domain-error';

export type SourceErrorCode = 'SOURCE_NOT_FOUND';

/** A change to the source catalogue the caller asked for and cannot have (docs/feeds.md). */
export class SourceError extends DomainError<SourceErrorCode> {
  constructor(code: SourceErrorCode, message: string) {
    super(code, message);
  }
}
