import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { RATE_LIMITS } from './limits';
import type { RateLimitName } from './limits';
import { RATE_LIMIT_NAME, UserThrottlerGuard } from './user-throttler.guard';

/**
 * Limits a route by one of `RATE_LIMITS` (per user, across instances): the guard runs after the
 * global session and permission guards, so a caller refused by those is not counted.
 */
export function RateLimit(name: RateLimitName): MethodDecorator & ClassDecorator {
  const { limit, windowMs, blockMs } = RATE_LIMITS[name];
  return applyDecorators(
    SetMetadata(RATE_LIMIT_NAME, name),
    Throttle({ default: { limit, ttl: windowMs, blockDuration: blockMs } }),
    UseGuards(UserThrottlerGuard),
  );
}
