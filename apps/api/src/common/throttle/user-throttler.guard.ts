import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { ThrottlerLimitDetail } from '@nestjs/throttler';
import type { AuthenticatedRequest } from '../auth/request-auth';
import { clientInfo } from '../auth/request-auth';

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

  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const seconds = Math.max(1, detail.timeToBlockExpire);
    throw new HttpException(
      { message: `Too many requests. Try again in ${seconds} s.`, retryAfterSeconds: seconds },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
