import type { BusLinkChange } from '@overlay/domain';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { openScratchDataSource } from '../persistence/testing/scratch-data-source';
import type { ScratchDataSource } from '../persistence/testing/scratch-data-source';
import { AUTH_CHANGES_CHANNEL, PostgresEventBus } from './postgres-event-bus';

/** Polls `probe` every 10 ms until it is true (or fails after `timeoutMs`). */
async function until(probe: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Two buses on one database stand in for two api instances.
describe('Integration', () => {
  describe('PostgresEventBus', () => {
    const tag = randomBytes(4).toString('hex');
    let scratch: ScratchDataSource;
    let pool: DataSource;
    let url: string;
    let sql: Client;
    let a: PostgresEventBus;
    let b: PostgresEventBus;
    const log = { warn: jest.fn(), error: jest.fn() };
    const linkOfB: BusLinkChange[] = [];

    const bus = (name: string) =>
      new PostgresEventBus({
        databaseUrl: url,
        notify: (channel, payload) => pool.query('SELECT pg_notify($1, $2)', [channel, payload]),
        query: (text, params) => pool.query(text, params),
        applicationName: `bus-${name}-${tag}`,
        backoff: { initialMs: 20, maxMs: 200 },
        log,
      });

    beforeAll(async () => {
      scratch = await openScratchDataSource('event_bus');
      pool = scratch.dataSource;
      url = (pool.options as { url: string }).url;
      sql = new Client({ connectionString: process.env.OVERLAY_TEST_PG_URL });
      await sql.connect();
      a = bus('a');
      b = bus('b');
      b.onLinkChange((change) => linkOfB.push(change));
      await Promise.all([a.start(), b.start()]);
    });

    afterAll(async () => {
      await Promise.all([a.close(), b.close()]);
      await sql.end();
      await scratch.close();
    });

    it('should deliver in process at once and to the other instance once, never twice to the publisher', async () => {
      const onA: number[] = [];
      const onB: number[] = [];
      a.subscribe('data_refresh', ({ version }) => onA.push(version));
      b.subscribe('data_refresh', ({ version }) => onB.push(version));
      a.publish('data_refresh', { version: 7, at: '2026-11-23T10:00:00.000Z', races: 3, full: false });
      expect(onA).toEqual([7]);
      await until(() => onB.length === 1);
      await sleep(50);
      expect(onB).toEqual([7]);
      expect(onA).toEqual([7]);
    });

    it('should turn the database triggers’ overlay_auth notifications into auth_changed on every instance', async () => {
      const onA: unknown[] = [];
      const onB: unknown[] = [];
      a.subscribe('auth_changed', (change) => onA.push(change));
      b.subscribe('auth_changed', (change) => onB.push(change));
      await pool.query('SELECT pg_notify($1, $2)', [AUTH_CHANGES_CHANNEL, JSON.stringify({ userId: 'u1' })]);
      await pool.query('SELECT pg_notify($1, $2)', [AUTH_CHANGES_CHANNEL, 'not json']);
      await until(() => onA.length === 2 && onB.length === 2);
      expect(onA).toEqual([{ userId: 'u1' }, { all: true }]);
      expect(onB).toEqual(onA);
    });

    it('should carry a payload too big for NOTIFY through the outbox', async () => {
      const onA: string[] = [];
      const onB: string[] = [];
      a.subscribe('promo_created', ({ id }) => onA.push(id));
      b.subscribe('promo_created', ({ id }) => onB.push(id));
      a.publish('promo_created', { id: 'x'.repeat(9000) });
      expect(onA).toHaveLength(1);
      await until(() => onB.length === 1);
      expect(onB[0]).toHaveLength(9000);
      expect(log.error).not.toHaveBeenCalled();
    });

    it('should listen again after its connection is killed, saying so, and carry events again', async () => {
      expect(b.isLinked).toBe(true);
      expect(linkOfB).toEqual([{ connected: true, reconnected: false }]);
      const onB: string[] = [];
      b.subscribe('promo_deleted', ({ id }) => onB.push(id));

      await pool.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE starts_with(application_name, $1)', [`bus-b-${tag}:`]);
      await until(() => linkOfB.length >= 2);
      expect(linkOfB[1]).toEqual({ connected: false });
      await until(() => b.isLinked);
      expect(linkOfB).toEqual([
        { connected: true, reconnected: false },
        { connected: false },
        { connected: true, reconnected: true },
      ]);

      a.publish('promo_deleted', { id: 'p9' });
      await until(() => onB.length === 1);
      expect(onB).toEqual(['p9']);
    });

    // A lost event: after pg_terminate_backend of every connection, cross-instance delivery came
    // back in 1.1 s, but a promo published 0.1 s after the kill never reached the other instance,
    // which was not listening yet. It must, once and in order, when that instance listens again.
    it('should deliver what was published while the other instance was not listening, once and in order', async () => {
      const slow = new PostgresEventBus({
        databaseUrl: url,
        notify: (channel, payload) => pool.query('SELECT pg_notify($1, $2)', [channel, payload]),
        query: (text, params) => pool.query(text, params),
        applicationName: `bus-slow-${tag}`,
        backoff: { initialMs: 1000, maxMs: 1000 },
        log,
      });
      try {
        await slow.start();
        const onSlow: string[] = [];
        slow.subscribe('promo_deleted', ({ id }) => onSlow.push(id));
        await until(() => a.isLinked && slow.isLinked);
        await sql.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [pool.driver.database]);
        await sleep(100);
        a.publish('promo_deleted', { id: 'lost-1' });
        a.publish('promo_deleted', { id: 'lost-2' });
        await a.published();
        expect(slow.isLinked).toBe(false); // both were stored and notified while it was not listening
        await until(() => slow.isLinked, 5000);
        await until(() => onSlow.length >= 2, 5000);
        a.publish('promo_deleted', { id: 'after' });
        await until(() => onSlow.length >= 3);
        await sleep(100);
        expect(onSlow).toEqual(['lost-1', 'lost-2', 'after']);
      } finally {
        await slow.close();
      }
    });

    it('should prune outbox rows past their retention', async () => {
      await pool.query(`UPDATE event_outbox SET created_at = now() - interval '10 minutes' WHERE id = (SELECT min(id) FROM event_outbox)`);
      const before = Number((await pool.query('SELECT count(*) AS n FROM event_outbox'))[0].n);
      await (a as unknown as { outbox: { prune(): Promise<void> } }).outbox.prune();
      expect(Number((await pool.query('SELECT count(*) AS n FROM event_outbox'))[0].n)).toBe(before - 1);
    });
  });
});
