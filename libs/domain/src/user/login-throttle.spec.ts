import { LOGIN_THROTTLE, retryAfterSeconds, throttleKey } from './login-throttle';

describe('Unit', () => {
  describe('LOGIN_THROTTLE', () => {
    it('should allow 5 failures per account and 20 per address in 15 minutes, then lock 15 minutes', () => {
      expect(LOGIN_THROTTLE).toEqual({
        account: { maxFailures: 5, windowMs: 900_000, lockMs: 900_000 },
        address: { maxFailures: 20, windowMs: 900_000, lockMs: 900_000 },
      });
    });
  });

  describe('throttleKey', () => {
    it('should prefix the scope', () => {
      expect(throttleKey('account', 'a@b.co')).toBe('account:a@b.co');
      expect(throttleKey('address', '::1')).toBe('address:::1');
    });
  });

  describe('retryAfterSeconds', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    it.each([
      [900_000, 900],
      [899_001, 900],
      [1500, 2],
      [1, 1],
      [0, 1],
      [-5000, 1],
    ])('should round %p ms up to %p s, at least 1', (ms, expected) => {
      expect(retryAfterSeconds(new Date(now.getTime() + ms), now)).toBe(expected);
    });
  });
});
