import { isDomainEventName } from '@overlay/domain';
import { EventEmitter } from 'node:events';
import { InMemoryEventBus } from './in-memory-event-bus';

describe('Unit', () => {
  describe('InMemoryEventBus', () => {
    const quiet = () => ({ warn: jest.fn(), error: jest.fn() });

    it('should deliver a published payload to every subscriber of that name, in subscription order', () => {
      const bus = new InMemoryEventBus(quiet());
      const seen: string[] = [];
      bus.subscribe('promo_created', ({ id }) => seen.push(`first ${id}`));
      bus.subscribe('promo_created', ({ id }) => seen.push(`second ${id}`));
      bus.subscribe('promo_deleted', ({ id }) => seen.push(`deleted ${id}`));
      bus.publish('promo_created', { id: 'p1' });
      expect(seen).toEqual(['first p1', 'second p1']);
    });

    it('should deliver through the emitter it is given, to its own listeners and to subscribers alike', () => {
      const emitter = new EventEmitter();
      const bus = new InMemoryEventBus(quiet(), emitter);
      const seen: string[] = [];
      emitter.on('promo_created', ({ id }: { id: string }) => seen.push(`listener ${id}`));
      const unsubscribe = bus.subscribe('promo_created', ({ id }) => seen.push(`subscriber ${id}`));
      bus.publish('promo_created', { id: 'p1' });
      unsubscribe();
      bus.publish('promo_created', { id: 'p2' });
      expect(seen).toEqual(['listener p1', 'subscriber p1', 'listener p2']);
      expect(emitter.listenerCount('promo_created')).toBe(1);
    });

    it('should stop delivering after unsubscribe, one subscription at a time', () => {
      const bus = new InMemoryEventBus(quiet());
      const seen: number[] = [];
      const handler = ({ version }: { version: number }) => seen.push(version);
      const first = bus.subscribe('data_refresh', handler);
      bus.subscribe('data_refresh', handler);
      bus.publish('data_refresh', { version: 1, at: '2026-11-23T00:00:00.000Z', races: 1, full: true });
      first();
      bus.publish('data_refresh', { version: 2, at: '2026-11-23T00:00:01.000Z', races: 1, full: true });
      expect(seen).toEqual([1, 1, 2]);
    });

    it('should log a throwing subscriber and still reach the others, never throwing at the publisher', () => {
      const log = quiet();
      const bus = new InMemoryEventBus(log);
      const seen: string[] = [];
      bus.subscribe('user_session_ended', () => {
        throw new Error('boom');
      });
      bus.subscribe('user_session_ended', ({ sessionId }) => seen.push(sessionId));
      expect(() => bus.publish('user_session_ended', { userId: 'u1', sessionId: 's1' })).not.toThrow();
      expect(seen).toEqual(['s1']);
      expect(log.error).toHaveBeenCalledWith(expect.stringContaining('"user_session_ended" subscriber failed'));
    });

    it('should never be linked to other instances (so reuse of session checks stays off with it)', () => {
      const bus = new InMemoryEventBus(quiet());
      const changes: unknown[] = [];
      bus.onLinkChange((change) => changes.push(change));
      expect(bus.isLinked).toBe(false);
      expect(changes).toEqual([]);
    });
  });

  describe('isDomainEventName', () => {
    it.each([
      ['data_refresh', true],
      ['promo_created', true],
      ['user_role_changed', true],
      ['auth_changed', true],
      ['toString', false],
      ['promo_archived', false],
      [42, false],
    ])('should say %p is %p', (name, expected) => {
      expect(isDomainEventName(name)).toBe(expected);
    });
  });
});
