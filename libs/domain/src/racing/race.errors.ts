import { DomainError } from '../common/domain-error';

export type RaceErrorCode =
  | 'RACE_NOT_FOUND'
  | 'RACE_RUNNER_NOT_FOUND'
  | 'RACE_RUNNER_SCRATCHED'
  | 'RACE_RUNNER_NUMBER_INVALID'
  | 'RACE_NOT_VALUABLE'
  /** `fair_method` on /api/opportunities is not a FairPriceMethod (docs/ev-model.md §9). */
  | 'FAIR_PRICE_METHOD_INVALID';

/** A race or runner the caller named that is missing, scratched or cannot be valued. */
export class RaceError extends DomainError<RaceErrorCode> {
  constructor(code: RaceErrorCode, message: string) {
    super(code, message);
  }
}

/** The message every "no such race" answer shares. */
export const raceNotFound = (extRaceId: string): RaceError =>
  new RaceError('RACE_NOT_FOUND', `No race with id "${extRaceId}"`);
