import { LruCache } from './lru-cache';

describe('Unit', () => {
  describe('LruCache', () => {
    it('should evict the least recently used entry beyond the entry bound', () => {
      const cache = new LruCache<string, number>(2);
      cache.set('a', 1);
      cache.set('b', 2);
      expect(cache.get('a')).toBe(1); // a is now the most recent
      cache.set('c', 3);
      expect(cache.get('b')).toBeUndefined();
      expect(cache.get('a')).toBe(1);
      expect(cache.get('c')).toBe(3);
      expect(cache.size).toBe(2);
    });

    it('should evict by weight, keeping the newest entry even when it alone is too heavy', () => {
      const cache = new LruCache<string, string>(10, 10, (value) => value.length);
      cache.set('a', 'xxxx');
      cache.set('b', 'yyyy');
      cache.set('c', 'zzzz');
      expect(cache.get('a')).toBeUndefined();
      expect(cache.weight).toBe(8);
      cache.set('big', 'x'.repeat(50));
      expect(cache.size).toBe(1);
      expect(cache.get('big')).toHaveLength(50);
      // It counts as the whole bound, so the next entry evicts it.
      expect(cache.weight).toBe(10);
      cache.set('d', 'dd');
      expect(cache.get('big')).toBeUndefined();
      expect(cache.weight).toBe(2);
    });

    it('should replace a key without counting its old weight', () => {
      const cache = new LruCache<string, string>(10, 100, (value) => value.length);
      cache.set('a', 'xxxx');
      cache.set('a', 'yy');
      expect(cache.weight).toBe(2);
      expect(cache.delete('a')).toBe(true);
      expect(cache.delete('a')).toBe(false);
      expect(cache.weight).toBe(0);
    });
  });
});
