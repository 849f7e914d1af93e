import { DomainError } from '../common/domain-error';

export type MoversErrorCode = 'MOVERS_WINDOW_INVALID';

/** A movers call whose parameters break a rule (an unknown window). */
export class MoversError extends DomainError<MoversErrorCode> {
  constructor(code: MoversErrorCode, message: string) {
    super(code, message);
  }
}
