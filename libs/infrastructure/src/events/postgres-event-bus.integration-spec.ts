import type { BusLinkChange } from '@overlay/domain';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { AUTH_CHANGES_CHANNEL, MAX_NOTIFY_PAYLOAD_BYTES, PostgresEventBus } from './postgres-event-bus';

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
    const serverUrl = process.env.OVERLAY_TEST_PG_URL ?? '';
    const tag = randomBytes(4).toString('hex');
    let sql: Client;
    let a: PostgresEventBus;
    let b: PostgresEventBus;
    const log = { warn: jest.fn(), error: jest.fn() };
    const linkOfB: BusLinkChange[] = [];

    const bus = (name: string) =>
      new PostgresEventBus({
        databaseUrl: serverUrl,
        notify: (channel, payload) => sql.query('SELECT pg_notify($1, $2)', [channel, payload]),
        applicationName: `bus-${name}-${tag}`,
        backoff: { initialMs: 20, maxMs: 200 },
        log,
      });

    beforeAll(async () => {
      sql = new Client({ connectionString: serverUrl });
      await sql.connect();
      a = bus('a');
      b = bus('b');
      b.onLinkChange((change) => linkOfB.push(change));
      await Promise.all([a.start(), b.start()]);
    });

    afterAll(async () => {
      await Promise.all([a.close(), b.close()]);
      await sql.end();
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

    it('should turn the database triggers’ overlay_auth notifications into auth.changed on every instance', async () => {
      const onA: unknown[] = [];
      const onB: unknown[] = [];
      a.subscribe('auth.changed', (change) => onA.push(change));
      b.subscribe('auth.changed', (change) => onB.push(change));
      await sql.query('SELECT pg_notify($1, $2)', [AUTH_CHANGES_CHANNEL, JSON.stringify({ userId: 'u1' })]);
      await sql.query('SELECT pg_notify($1, $2)', [AUTH_CHANGES_CHANNEL, 'not json']);
      await until(() => onA.length === 2 && onB.length === 2);
      expect(onA).toEqual([{ userId: 'u1' }, { all: true }]);
      expect(onB).toEqual(onA);
    });

    it('should keep an oversized payload in process and log it', () => {
      const onA: string[] = [];
      a.subscribe('promo_created', ({ id }) => onA.push(id));
      a.publish('promo_created', { id: 'x'.repeat(MAX_NOTIFY_PAYLOAD_BYTES) });
      expect(onA).toHaveLength(1);
      expect(log.error).toHaveBeenCalledWith(expect.stringContaining('too large'));
    });

    it('should listen again after its connection is killed, saying so, and carry events again', async () => {
      expect(b.isLinked).toBe(true);
      expect(linkOfB).toEqual([{ connected: true, reconnected: false }]);
      const onB: string[] = [];
      b.subscribe('promo_deleted', ({ id }) => onB.push(id));

      await sql.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE starts_with(application_name, $1)', [`bus-b-${tag}:`]);
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
  });
});
