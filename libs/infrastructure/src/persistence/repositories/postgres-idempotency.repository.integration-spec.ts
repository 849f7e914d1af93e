import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { openScratchDataSource } from '../testing/scratch-data-source';
import type { ScratchDataSource } from '../testing/scratch-data-source';
import { PostgresIdempotencyRepository } from './postgres-idempotency.repository';

describe('Integration', () => {
  describe('PostgresIdempotencyRepository', () => {
    let scratch: ScratchDataSource;
    let dataSource: DataSource;
    let store: PostgresIdempotencyRepository;
    let userId: string;
    const now = new Date('2026-11-21T10:00:00Z');

    beforeAll(async () => {
      scratch = await openScratchDataSource('overlay_idem');
      dataSource = scratch.dataSource;
      store = new PostgresIdempotencyRepository(dataSource);
      userId = randomUUID();
      await dataSource.query(
        `INSERT INTO users (id, email, name, password_hash, role) VALUES ($1, 'i@x.test', 'Ida', 'x', 'promo_editor')`,
        [userId],
      );
    });

    afterAll(async () => {
      await scratch.close();
    });

    it('should let exactly one of many concurrent requests reserve a key', async () => {
      // Several bursts: the losers' race with the winner's commit shows only now and then.
      for (let burst = 0; burst < 10; burst += 1) {
        const results = await Promise.all(
          Array.from({ length: 20 }, () =>
            store.reserve(userId, `burst-${burst}`, 'f1', now),
          ),
        );
        expect(results.filter((r) => r.state === 'reserved')).toHaveLength(1);
        expect(results.filter((r) => r.state === 'in_progress')).toHaveLength(
          19,
        );
      }
    });

    it('should replay the completed reply byte for byte, with the fingerprint it was made for', async () => {
      // Keys out of jsonb's order (it sorts by length, then bytes) and a spacing jsonb drops.
      const sent = '{"zeta":1,"id":"p1","created":[{"b":2,"a":1}]}';
      await store.reserve(userId, 'k1', 'f1', now);
      await store.complete(userId, 'k1', 201, sent);
      await expect(store.reserve(userId, 'k1', 'f1', now)).resolves.toEqual({
        state: 'replay',
        reply: { fingerprint: 'f1', status: 201, body: sent },
      });
    });

    it('should free a released reservation, keep keys per user, and purge old replies', async () => {
      await store.reserve(userId, 'k2', 'f2', now);
      await store.release(userId, 'k2');
      await expect(store.reserve(userId, 'k2', 'f2', now)).resolves.toEqual({
        state: 'reserved',
      });
      const before = await store.purge(new Date(now.getTime() + 1));
      expect(before).toBeGreaterThanOrEqual(3);
      await expect(store.reserve(userId, 'k1', 'f1', now)).resolves.toEqual({
        state: 'reserved',
      });
    });
  });
});
