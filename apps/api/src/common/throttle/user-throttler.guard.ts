import { Injectable } from '@nestjs/common';
import type { HttpException } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { ThrottlerLimitDetail, ThrottlerRequest } from '@nestjs/throttler';
import type { AuthenticatedRequest } from '../auth/request-auth';
import { clientInfo } from '../auth/request-auth';
import { RATE_LIMITS } from './limits';
import type { RateLimitName, RouteRateLimit } from './limits';
import { tooManyRequests } from './too-many-requests';

/** Metadata key: which of `RATE_LIMITS` a route is limited by (set by `@RateLimit`). */
export const RATE_LIMIT_NAME = 'overlay:rate-limit-name';

/**
 * @nestjs/throttler's guard, counting per signed-in user (the session guard ran first: it is
 * global, this one is on the route), else per client address as the sessions and the login
 * throttle read it. Over the limit it answers the app's 429 (`{statusCode, message, error}` and
 * Retry-After, through AllExceptionsFilter), and it sets no X-RateLimit-* headers. A caller it
 * refused is refused again from memory until the time it was told, with no database call, so a
 * client hammering a limited route costs the pool nothing (docs/operations.md §4).
 */
@Injectable()
export class UserThrottlerGuard extends ThrottlerGuard {
  /** Route and caller keys refused lately, with when their refusal ends (ms since the epoch). */
  private readonly refusedUntil = new Map<string, number>();

  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    const { req } = this.getRequestResponse(request.context);
    const tracker = await request.getTracker(req, request.context);
    const key = request.generateKey(request.context, tracker, request.throttler.name ?? 'default');
    const leftMs = (this.refusedUntil.get(key) ?? 0) - Date.now();
    if (leftMs > 0) throw this.refusal(request.context, Math.ceil(leftMs / 1000));
    this.refusedUntil.delete(key);
    return super.handleRequest(request);
  }

  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    const request = req as unknown as AuthenticatedRequest;
    const userId = request.auth?.user.id;
    return userId ? `user:${userId}` : `address:${clientInfo(request).ip}`;
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const seconds = Math.max(1, detail.timeToBlockExpire);
    this.remember(detail.key, seconds);
    throw this.refusal(context, seconds);
  }

  private remember(key: string, seconds: number): void {
    const now = Date.now();
    if (this.refusedUntil.size >= 10_000) {
      for (const [stale, until] of this.refusedUntil) if (until <= now) this.refusedUntil.delete(stale);
    }
    this.refusedUntil.set(key, now + seconds * 1000);
  }

  private refusal(context: ExecutionContext, seconds: number): HttpException {
    const name = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT_NAME, context.getHandler());
    const limit: RouteRateLimit | undefined = name === undefined ? undefined : RATE_LIMITS[name];
    return tooManyRequests(limit?.refusal ?? 'Too many requests.', seconds);
  }
}
