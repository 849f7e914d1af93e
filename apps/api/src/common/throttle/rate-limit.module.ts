import { ThrottlerModule } from '@nestjs/throttler';
import { RateLimitRepository } from '@overlay/domain';
import { PostgresThrottlerStorage } from './postgres-throttler.storage';
import { RATE_LIMITS } from './limits';

/**
 * @nestjs/throttler with its counters in PostgreSQL (`RateLimitRepository`, bound by the
 * PersistenceModule). Its one throttler only applies where `@RateLimit(name)` puts the guard,
 * with that route's numbers; the default below is never used on its own.
 */
export const RateLimitModule = ThrottlerModule.forRootAsync({
  inject: [RateLimitRepository],
  useFactory: (limits: RateLimitRepository) => ({
    throttlers: [{ name: 'default', ttl: RATE_LIMITS.channelTest.windowMs, limit: RATE_LIMITS.channelTest.limit }],
    storage: new PostgresThrottlerStorage(limits),
    setHeaders: false,
  }),
});
