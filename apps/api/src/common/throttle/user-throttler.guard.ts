import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { ThrottlerLimitDetail } from '@nestjs/throttler';
import type { AuthenticatedRequest } from '../auth/request-auth';
import { clientInfo } from '../auth/request-auth';
import { RATE_LIMITS } from './rate-limits';
import type { RateLimitName, RouteRateLimit } from './rate-limits';

/** Metadata key: which of `RATE_LIMITS` a route is limited by (set by `@RateLimit`). */
export const RATE_LIMIT_NAME = 'overlay:rate-limit-name';

/**
 * @nestjs/throttler's guard, counting per signed-in user (the session guard ran first: it is
 * global, this one is on the route), else per client address as the sessions and the login
 * throttle read it. Over the limit it answers the app's 429 (`{statusCode, message, error}` and
 * Retry-After, through AllExceptionsFilter), and it sets no X-RateLimit-* headers.
 */
@Injectable()
export class UserThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    const request = req as unknown as AuthenticatedRequest;
    const userId = request.auth?.user.id;
    return userId ? `user:${userId}` : `address:${clientInfo(request).ip}`;
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const seconds = Math.max(1, detail.timeToBlockExpire);
    const name = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT_NAME, context.getHandler());
    const limit: RouteRateLimit | undefined = name === undefined ? undefined : RATE_LIMITS[name];
    const refusal = limit?.refusal ?? 'Too many requests.';
    throw new HttpException(
      { message: `${refusal} Try again in ${seconds} s.`, retryAfterSeconds: seconds },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
