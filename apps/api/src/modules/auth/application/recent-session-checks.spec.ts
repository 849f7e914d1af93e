import type { User } from '@overlay/domain';
import { RecentSessionChecks } from './recent-session-checks';

const auth = (userId: string, sessionId: string) => ({ user: { id: userId } as User, sessionId });

describe('Unit', () => {
  describe('RecentSessionChecks', () => {
    it('should reuse a check while younger than the route allows and before the session expires', () => {
      const checks = new RecentSessionChecks();
      checks.remember('t1', auth('u1', 's1'), 1000, 5000);
      expect(checks.find('t1', 1000, 1999)).toEqual(auth('u1', 's1'));
      expect(checks.find('t1', 1000, 2000)).toBeNull();
      // A stale check is dropped.
      expect(checks.size).toBe(0);
      checks.remember('t1', auth('u1', 's1'), 4500, 5000);
      expect(checks.find('t1', 1000, 5000)).toBeNull();
      expect(checks.find('unknown', 1000, 0)).toBeNull();
    });

    it('should forget a user’s or a session’s checks at once', () => {
      const checks = new RecentSessionChecks();
      checks.remember('a', auth('u1', 's1'), 0, 1e9);
      checks.remember('b', auth('u1', 's2'), 0, 1e9);
      checks.remember('c', auth('u2', 's3'), 0, 1e9);
      checks.forgetSession('s2');
      expect(checks.find('b', 1000, 1)).toBeNull();
      expect(checks.find('a', 1000, 1)).not.toBeNull();
      checks.forgetUser('u1');
      expect(checks.find('a', 1000, 1)).toBeNull();
      expect(checks.find('c', 1000, 1)).not.toBeNull();
    });

    it('should clear everything and move the generation on every forget', () => {
      const checks = new RecentSessionChecks();
      checks.remember('a', auth('u1', 's1'), 0, 1e9);
      checks.remember('b', auth('u2', 's2'), 0, 1e9);
      const start = checks.generation;
      checks.forgetUser('nobody');
      checks.forgetSession('none');
      expect(checks.generation).toBe(start + 2);
      expect(checks.size).toBe(2);
      checks.clear();
      expect(checks.generation).toBe(start + 3);
      expect(checks.size).toBe(0);
      // Indexes follow replacement and eviction: re-remembering a token under another user.
      checks.remember('a', auth('u1', 's1'), 0, 1e9);
      checks.remember('a', auth('u3', 's1'), 0, 1e9);
      checks.forgetUser('u1');
      expect(checks.find('a', 1000, 1)).not.toBeNull();
      checks.forgetUser('u3');
      expect(checks.size).toBe(0);
    });

    it('should keep at most `max` checks, forgetting the least recently used, indexes included', () => {
      const checks = new RecentSessionChecks(2);
      checks.remember('a', auth('u1', 's1'), 0, 1e9);
      checks.remember('b', auth('u2', 's2'), 0, 1e9);
      // A read keeps `a`: `b` is the one forgotten for `c`.
      expect(checks.find('a', 1000, 1)).not.toBeNull();
      checks.remember('c', auth('u3', 's3'), 0, 1e9);
      expect(checks.size).toBe(2);
      expect(checks.find('b', 1000, 1)).toBeNull();
      expect(checks.find('c', 1000, 1)).not.toBeNull();
      // The evicted check left the indexes: forgetting its user finds nothing to drop.
      checks.forgetUser('u2');
      expect(checks.size).toBe(2);
      checks.forgetSession('s1');
      expect(checks.size).toBe(1);
    });
  });
});
