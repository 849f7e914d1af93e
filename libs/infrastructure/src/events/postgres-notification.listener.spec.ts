import { parseAuthChange } from './auth-changes';
import { parseNotificationPayload, PostgresNotificationListener, reconnectDelayMs } from './postgres-notification.listener';

describe('Unit', () => {
  describe('PostgresNotificationListener', () => {
    it('should parse JSON payloads, answering null for empty or malformed ones', () => {
      expect(parseNotificationPayload('{"userId":"u1"}')).toEqual({ userId: 'u1' });
      expect(parseNotificationPayload('')).toBeNull();
      expect(parseNotificationPayload(undefined)).toBeNull();
      expect(parseNotificationPayload('{oops')).toBeNull();
    });

    it('should double the reconnect delay up to its cap', () => {
      const backoff = { initialMs: 100, maxMs: 1000 };
      expect([0, 1, 2, 3, 4, 100].map((attempt) => reconnectDelayMs(attempt, backoff))).toEqual([
        100, 200, 400, 800, 1000, 1000,
      ]);
    });

    it('should refuse a channel name that is not a plain identifier', () => {
      const options = { databaseUrl: 'postgres://x/y', onNotification: () => undefined };
      expect(() => new PostgresNotificationListener({ ...options, channels: ['a; DROP TABLE users'] })).toThrow(
        /Invalid notification channel/,
      );
      expect(new PostgresNotificationListener({ ...options, channels: ['overlay_auth'] }).isConnected).toBe(false);
    });
  });

  describe('parseAuthChange', () => {
    it('should read a user or a session change, and nothing else', () => {
      expect(parseAuthChange({ userId: 'u1' })).toEqual({ userId: 'u1' });
      expect(parseAuthChange({ sessionId: 's1' })).toEqual({ sessionId: 's1' });
      expect(parseAuthChange({ userId: 1 })).toBeNull();
      expect(parseAuthChange({ sessionId: '' })).toBeNull();
      expect(parseAuthChange(null)).toBeNull();
      expect(parseAuthChange('u1')).toBeNull();
    });
  });
});
