import type { ThrottlerStorage } from '@nestjs/throttler';
import type { RateLimitHit, RateLimitRepository } from '@overlay/domain';

/** What `increment` answers (the package does not export the type from its index). */
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * @nestjs/throttler's storage over the `RateLimitRepository` port (PostgreSQL): one atomic count
 * per call, shared by every instance. The throttler passes milliseconds and reads seconds back.
 */
export class PostgresThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly limits: RateLimitRepository) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const hit = await this.limits.hit({ key, name: throttlerName, windowMs: ttl, limit, blockMs: blockDuration });
    return toThrottlerRecord(hit);
  }
}

/** Whole seconds, rounded up; a refused call is told to wait at least 1 s (Retry-After). */
export function toThrottlerRecord(hit: RateLimitHit): ThrottlerStorageRecord {
  return {
    totalHits: hit.hits,
    timeToExpire: Math.ceil(hit.windowLeftMs / 1000),
    isBlocked: hit.blocked,
    timeToBlockExpire: hit.blocked ? Math.max(1, Math.ceil(hit.blockLeftMs / 1000)) : 0,
  };
}
