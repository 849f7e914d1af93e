import type { RateLimitHit, RateLimitRule } from '@overlay/domain';
import { RateLimitRepository } from '@overlay/domain';
import { PostgresThrottlerStorage, toThrottlerRecord } from './postgres-throttler.storage';

class RecordingLimits extends RateLimitRepository {
  rules: RateLimitRule[] = [];
  constructor(private readonly answer: RateLimitHit) {
    super();
  }
  hit(rule: RateLimitRule): Promise<RateLimitHit> {
    this.rules.push(rule);
    return Promise.resolve(this.answer);
  }
  purgeStale(): Promise<number> {
    return Promise.resolve(0);
  }
}

describe('Unit', () => {
  describe('PostgresThrottlerStorage', () => {
    it('should pass the throttler milliseconds through and read whole seconds back, rounded up', async () => {
      const limits = new RecordingLimits({ hits: 2, windowLeftMs: 58_001, blocked: false, blockLeftMs: 0 });
      const record = await new PostgresThrottlerStorage(limits).increment('k', 60_000, 5, 60_000, 'default');
      expect(limits.rules).toEqual([{ key: 'k', name: 'default', windowMs: 60_000, limit: 5, blockMs: 60_000 }]);
      expect(record).toEqual({ totalHits: 2, timeToExpire: 59, isBlocked: false, timeToBlockExpire: 0 });
    });

    it('should tell a refused call to wait at least one second', () => {
      expect(toThrottlerRecord({ hits: 6, windowLeftMs: 0, blocked: true, blockLeftMs: 0 })).toMatchObject({
        isBlocked: true,
        timeToExpire: 0,
        timeToBlockExpire: 1,
      });
      expect(toThrottlerRecord({ hits: 6, windowLeftMs: 10, blocked: true, blockLeftMs: 30_500 }).timeToBlockExpire).toBe(31);
    });
  });
});
