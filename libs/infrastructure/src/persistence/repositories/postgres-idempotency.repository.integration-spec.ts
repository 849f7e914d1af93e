import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createDataSourceOptions } from '../data-source-options';
import { PostgresIdempotencyRepository } from './postgres-idempotency.repository';

describe('Integration', () => {
  describe('PostgresIdempotencyRepository', () => {
    const serverUrl = new URL(process.env.OVERLAY_TEST_PG_URL ?? '');
    const name = `overlay_idem_${randomBytes(4).toString('hex')}`;
    const admin = async (sql: string) => {
      const client = new Client({ connectionString: serverUrl.toString() });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    let dataSource: DataSource;
    let store: PostgresIdempotencyRepository;
    let userId: string;
    const now = new Date('2026-11-21T10:00:00Z');

    beforeAll(async () => {
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl.toString());
      url.pathname = `/${name}`;
      dataSource = new DataSource(createDataSourceOptions(url.toString()));
      await dataSource.initialize();
      store = new PostgresIdempotencyRepository(dataSource);
      userId = randomUUID();
      await dataSource.query(
        `INSERT INTO users (id, email, name, password_hash, role) VALUES ($1, 'i@x.test', 'Ida', 'x', 'promo_editor')`,
        [userId],
      );
    });

    afterAll(async () => {
      await dataSource.destroy();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it('should let exactly one of many concurrent requests reserve a key', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          store.reserve(userId, 'burst', 'f1', now),
        ),
      );
      expect(results.filter((r) => r.state === 'reserved')).toHaveLength(1);
      expect(results.filter((r) => r.state === 'in_progress')).toHaveLength(19);
    });

    it('should replay the completed reply, with the fingerprint it was made for', async () => {
      await store.reserve(userId, 'k1', 'f1', now);
      await store.complete(userId, 'k1', 201, { created: [{ id: 'p1' }] });
      await expect(store.reserve(userId, 'k1', 'f1', now)).resolves.toEqual({
        state: 'replay',
        reply: {
          fingerprint: 'f1',
          status: 201,
          body: { created: [{ id: 'p1' }] },
        },
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
