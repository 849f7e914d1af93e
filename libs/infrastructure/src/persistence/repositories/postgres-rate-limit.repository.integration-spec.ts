import { openScratchDataSource } from '../testing/scratch-data-source';
import type { ScratchDataSource } from '../testing/scratch-data-source';
import { PostgresRateLimitRepository } from './postgres-rate-limit.repository';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Integration', () => {
  describe('PostgresRateLimitRepository', () => {
    let scratch: ScratchDataSource;
    let store: PostgresRateLimitRepository;

    beforeAll(async () => {
      scratch = await openScratchDataSource('overlay_rate');
      store = new PostgresRateLimitRepository(scratch.dataSource);
    });

    afterAll(async () => {
      await scratch.close();
    });

    it('should count exactly the limit of many concurrent calls and refuse the rest', async () => {
      const rule = { key: 'burst', name: 'default', windowMs: 60_000, limit: 5, blockMs: 60_000 };
      const hits = await Promise.all(Array.from({ length: 20 }, () => store.hit(rule)));
      expect(hits.filter((hit) => !hit.blocked)).toHaveLength(5);
      expect(hits.filter((hit) => hit.blocked)).toHaveLength(15);
      for (const hit of hits.filter((h) => h.blocked)) {
        expect(hit.blockLeftMs).toBeGreaterThan(59_000);
        expect(hit.blockLeftMs).toBeLessThanOrEqual(60_000);
      }
      // Another key and another limit name count on their own.
      expect((await store.hit({ ...rule, key: 'other' })).blocked).toBe(false);
      expect((await store.hit({ ...rule, name: 'second' })).blocked).toBe(false);
    });

    it('should start a new window once the window has run out', async () => {
      const rule = { key: 'window', name: 'default', windowMs: 300, limit: 2, blockMs: 0 };
      expect(await store.hit(rule)).toMatchObject({ hits: 1, blocked: false, blockLeftMs: 0 });
      expect(await store.hit(rule)).toMatchObject({ hits: 2, blocked: false });
      const refused = await store.hit(rule);
      expect(refused).toMatchObject({ hits: 3, blocked: true });
      // Without a block the wait is the rest of the window.
      expect(refused.blockLeftMs).toBe(refused.windowLeftMs);
      expect(refused.blockLeftMs).toBeGreaterThan(0);
      expect(await store.hit(rule)).toMatchObject({ hits: 3, blocked: true });
      await sleep(350);
      expect(await store.hit(rule)).toMatchObject({ hits: 1, blocked: false });
    });

    it('should keep refusing for the whole block, then count afresh', async () => {
      const rule = { key: 'block', name: 'default', windowMs: 200, limit: 1, blockMs: 600 };
      expect((await store.hit(rule)).blocked).toBe(false);
      expect((await store.hit(rule)).blocked).toBe(true);
      await sleep(300);
      // The window is over but the block is not.
      const during = await store.hit(rule);
      expect(during.blocked).toBe(true);
      expect(during.blockLeftMs).toBeLessThanOrEqual(300);
      await sleep(350);
      expect(await store.hit(rule)).toMatchObject({ hits: 1, blocked: false });
    });

    it('should purge only counters whose window and block have both ended', async () => {
      await store.hit({ key: 'live', name: 'default', windowMs: 60_000, limit: 5, blockMs: 0 });
      const purged = await store.purgeStale(new Date(Date.now() + 1000));
      expect(purged).toBeGreaterThan(0);
      const left: { key: string }[] = await scratch.dataSource.query('SELECT key FROM rate_limits');
      expect(left.map((row) => row.key)).toContain('live');
      expect(left.map((row) => row.key)).toContain('burst');
      expect(left.map((row) => row.key)).not.toContain('window');
    });
  });
});
