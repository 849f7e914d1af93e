import { DomainError } from '@overlay/domain';

export type EngineErrorCode =
  | 'INVALID_ODDS'
  | 'INVALID_TARGET'
  | 'INVALID_PROBABILITIES'
  | 'INVALID_K'
  | 'INVALID_EXPONENTS'
  | 'INVALID_CONTEXT'
  | 'NO_ACTIVE_RUNNERS'
  | 'DUPLICATE_RUNNER_NUMBER'
  | 'NO_FAIR_PRICE'
  | 'RUNNER_NOT_FOUND';

/** Bad input to an engine function: a typed code and a message naming the value at fault. */
export class EngineError extends DomainError<EngineErrorCode> {}

/** True for decimal odds the engine accepts: a finite number above 1. */
export function isValidOdds(value: unknown): value is number {
  return (
    typeof value === 'number' && value > 1 && value < Number.POSITIVE_INFINITY
  );
}

/** Throws INVALID_ODDS at the first odds that is not finite and above 1; an empty list is refused too. */
export function assertValidOdds(odds: readonly number[], what = 'odds'): void {
  if (odds.length === 0)
    throw new EngineError('INVALID_ODDS', `${what} must not be empty`);
  for (let i = 0; i < odds.length; i++) {
    if (!isValidOdds(odds[i])) {
      throw new EngineError(
        'INVALID_ODDS',
        `${what}[${i}] must be a finite decimal price above 1 (got ${String(odds[i])})`,
      );
    }
  }
}

/** Throws INVALID_PROBABILITIES unless every value is finite in [0, 1] and they sum to 1 (±1e-6). */
export function assertWinProbabilities(p: readonly number[]): void {
  if (p.length === 0)
    throw new EngineError(
      'INVALID_PROBABILITIES',
      'win probabilities must not be empty',
    );
  let sum = 0;
  for (let i = 0; i < p.length; i++) {
    const v = p[i];
    if (!(v >= 0 && v <= 1)) {
      throw new EngineError(
        'INVALID_PROBABILITIES',
        `p[${i}] must be in [0, 1] (got ${String(v)})`,
      );
    }
    sum += v;
  }
  if (Math.abs(sum - 1) > 1e-6) {
    throw new EngineError(
      'INVALID_PROBABILITIES',
      `win probabilities must sum to 1 (got ${sum})`,
    );
  }
}
