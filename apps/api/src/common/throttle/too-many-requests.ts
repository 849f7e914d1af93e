import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * The 429 of a refused limit (docs/architecture.md §7.4): `{statusCode, message, error}` with the
 * refusal's sentence and `Try again in N s.`, and `Retry-After` (set by AllExceptionsFilter).
 */
export function tooManyRequests(refusal: string, seconds: number): HttpException {
  return new HttpException({ message: `${refusal} Try again in ${seconds} s.`, retryAfterSeconds: seconds }, HttpStatus.TOO_MANY_REQUESTS);
}
