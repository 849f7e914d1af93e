import { DomainError } from '@overlay/domain';
import { httpStatusOf } from '../../src/common/errors/error-status.table';

/** The HTTP status the api's exceptions filter answers `error` with (undefined: a generic 500). */
export function answeredStatus(error: unknown): number | undefined {
  return error instanceof DomainError ? httpStatusOf(error) : undefined;
}

/** The error a promise rejects with (fails the test when it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value: unknown) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}
