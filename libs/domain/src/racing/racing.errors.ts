import { DomainError } from '../common/domain-error';

export type RacingErrorCode =
  | 'NO_ACTIVE_RUNNERS'
  | 'DUPLICATE_RUNNER_NUMBER'
  | 'RUNNER_NOT_FOUND'
  | 'RACE_NOT_FOUND';

/** A race or runner that cannot be valued as given (bad feed data or an unknown id). */
export class RacingError extends DomainError<RacingErrorCode> {}
