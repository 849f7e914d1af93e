import type { DeliveryJob } from '@overlay/domain';
import { DeliveryBackoff } from './delivery-backoff';
import { settleTry } from './delivery-settlements';
import { DestinationPacer } from './destination-pacer';

const job = (change: Partial<DeliveryJob> = {}): DeliveryJob =>
  ({ id: 'd1', alertId: 'a1', userId: 'u1', channel: 'telegram', targetId: null, attempts: 0, expiresAt: new Date(60_000), message: {} as never, ...change }) as DeliveryJob;

describe('Unit', () => {
  describe('DestinationPacer', () => {
    it('should keep a Telegram chat to one message a second, counted from when the last one ended', () => {
      const pacer = new DestinationPacer();
      expect(pacer.freeAt('chat-1', 'telegram', 0)).toBe(0);
      pacer.take('chat-1', 'telegram', 0);
      expect(pacer.freeAt('chat-1', 'telegram', 500)).toBe(1000);
      // The send took 30 ms to reach Telegram: the next waits a second from then.
      pacer.ended('chat-1', 30);
      expect(pacer.freeAt('chat-1', 'telegram', 500)).toBe(1030);
      expect(pacer.freeAt('chat-1', 'telegram', 2000)).toBe(2000);
      // Another chat is free at once.
      expect(pacer.freeAt('chat-2', 'telegram', 500)).toBe(500);
    });

    it("should hold all of a bot's chats to 30 messages a second", () => {
      const pacer = new DestinationPacer();
      for (let chat = 0; chat < 30; chat += 1) pacer.take(`chat-${chat}`, 'telegram', 0);
      // The bucket of 30 is spent: one more in 1000 / 30 ms.
      expect(pacer.freeAt('chat-30', 'telegram', 0)).toBeCloseTo(1000 / 30, 6);
    });

    it('should let a webhook take a burst of 10, then one every 100 ms', () => {
      const pacer = new DestinationPacer();
      for (let i = 0; i < 10; i += 1) {
        expect(pacer.freeAt('hook', 'webhook', 0)).toBe(0);
        pacer.take('hook', 'webhook', 0);
      }
      expect(pacer.freeAt('hook', 'webhook', 0)).toBe(100);
    });

    it("should send nothing to a destination before a 429's wait is over", () => {
      const pacer = new DestinationPacer();
      pacer.blockUntil('chat-1', 'telegram', 2000);
      expect(pacer.freeAt('chat-1', 'telegram', 100)).toBe(2000);
      expect(pacer.freeAt('chat-1', 'telegram', 2500)).toBe(2500);
    });
  });

  describe('DeliveryBackoff', () => {
    it('should wait the exponential step, up to half of it again, and no more than the cap', () => {
      const low = new DeliveryBackoff(500, 300_000, () => 0);
      const high = new DeliveryBackoff(500, 300_000, () => 1);
      expect([1, 2, 3].map((n) => low.afterAttempt(n))).toEqual([500, 1000, 2000]);
      expect([1, 2, 3].map((n) => high.afterAttempt(n))).toEqual([750, 1500, 3000]);
      expect(low.afterAttempt(20)).toBe(300_000);
    });
  });

  describe('settleTry', () => {
    const backoff = new DeliveryBackoff(500, 300_000, () => 0);

    it('should settle a digest delivered as one message, naming its first delivery', () => {
      const result = settleTry([job({ id: 'd1' }), job({ id: 'd2' })], { delivered: true }, 1000, backoff);
      expect(result.outcome).toBe('delivered');
      expect(result.settlements.map((s) => [s.id, s.state, s.digestId])).toEqual([
        ['d1', 'delivered', 'd1'],
        ['d2', 'delivered', 'd1'],
      ]);
    });

    it("should try again exactly when a 429 said, else after the backoff of the try count", () => {
      const asked = settleTry([job()], { delivered: false, reason: 'Telegram asked to wait 2 s', retryable: true, retryAfterMs: 2000 }, 1000, backoff);
      expect(asked).toMatchObject({ outcome: 'retried', retryAtMs: 3000 });
      expect(asked.settlements[0]).toMatchObject({ state: 'pending', nextAttemptAt: new Date(3000) });
      const third = settleTry([job({ attempts: 2 })], { delivered: false, reason: 'mail server unreachable', retryable: true }, 1000, backoff);
      expect(third.settlements[0]).toMatchObject({ state: 'pending', reason: 'mail server unreachable', nextAttemptAt: new Date(1000 + 2000) });
      expect(third.retryAtMs).toBeNull();
    });

    it('should give up an alert whose race starts before its next try', () => {
      const late = settleTry([job({ attempts: 2, expiresAt: new Date(2500) })], { delivered: false, reason: 'mail server unreachable', retryable: true }, 1000, backoff);
      expect(late.outcome).toBe('failed');
      expect(late.settlements[0]).toMatchObject({ state: 'failed', reason: 'Not delivered before the race started (last: mail server unreachable)' });
    });

    it('should hand a refusal for good back to be held, and fail what will never go', () => {
      const refused = settleTry([job()], { delivered: false, reason: 'Telegram refused (403)', retryable: false, refused: true }, 1000, backoff);
      expect(refused).toMatchObject({ outcome: 'held', refusedReason: 'Telegram refused (403)' });
      expect(settleTry([job()], { delivered: false, reason: 'Telegram answered 400', retryable: false }, 1000, backoff).settlements[0].state).toBe('failed');
      expect(settleTry([job()], { delivered: false, reason: 'not configured', retryable: false }, 1000, backoff).settlements[0]).toMatchObject({
        state: 'failed',
        reason: 'The channel was turned off before the alert went out',
      });
    });
  });
});
