import { SESSION_POLICY, sessionExpiry, sessionNeedsTouch } from './session';

const HOUR = 3600 * 1000;
const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const later = (ms: number) => new Date(now.getTime() + ms);

describe('Unit', () => {
  describe('SESSION_POLICY', () => {
    it('should be idle 24 h, absolute 30 days, touched at most once a minute', () => {
      expect(SESSION_POLICY).toEqual({ idleTimeoutMs: 24 * HOUR, absoluteTtlMs: 30 * 24 * HOUR, touchIntervalMs: 60_000 });
    });
  });

  describe('sessionExpiry', () => {
    it.each([
      ['used a minute ago', ago(60_000), later(HOUR), null],
      ['used 23 h 59 min ago', ago(24 * HOUR - 60_000), later(HOUR), null],
      ['idle exactly 24 h', ago(24 * HOUR), later(HOUR), 'idle'],
      ['idle 2 days', ago(48 * HOUR), later(HOUR), 'idle'],
      ['past its absolute expiry', ago(1000), ago(1), 'absolute'],
      ['at its absolute expiry', ago(1000), now, 'absolute'],
      ['both idle and past expiry', ago(48 * HOUR), ago(1), 'absolute'],
    ] as const)('should say a session %s is %p', (_label, lastSeenAt, expiresAt, expected) => {
      expect(sessionExpiry({ lastSeenAt, expiresAt }, now)).toBe(expected);
    });
  });

  describe('sessionNeedsTouch', () => {
    it.each([
      [ago(59_999), false],
      [ago(60_000), true],
      [ago(HOUR), true],
    ])('should say a session last seen at %p needs a touch: %p', (lastSeenAt, expected) => {
      expect(sessionNeedsTouch({ lastSeenAt }, now)).toBe(expected);
    });
  });
});
