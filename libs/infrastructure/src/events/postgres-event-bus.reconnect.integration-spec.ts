import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { openScratchDataSource } from '../persistence/testing/scratch-data-source';
import type { ScratchDataSource } from '../persistence/testing/scratch-data-source';
import { PostgresEventBus } from './postgres-event-bus';
import { PostgresWireTap } from './testing/postgres-wire-tap';
import type { TapOutcome, TapPoint } from './testing/postgres-wire-tap';

async function until(probe: () => boolean, what: () => string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// The listening instance's LISTEN connection goes through a tap that stops it at each point of a
// reconnect (its startup, before and after each of its three LISTENs, around the catch-up read);
// there the other instance publishes, and the connection is killed again or goes on. Whatever
// the point, every event reaches the listener once and in publish order (docs/operations.md §7).
describe('Integration', () => {
  describe('PostgresEventBus reconnecting', () => {
    const tag = randomBytes(4).toString('hex');
    let scratch: ScratchDataSource;
    let pool: DataSource;
    let tap: PostgresWireTap;
    let publisher: PostgresEventBus;
    let listener: PostgresEventBus;
    /** Runs once before the listener's next catch-up read, as a point of the tap does. */
    let beforeCatchUpRead: (() => Promise<TapOutcome>) | null = null;
    const heard: string[] = [];
    const log = { warn: jest.fn(), error: jest.fn() };
    let counter = 0;

    const publish = async (count: number): Promise<string[]> => {
      const ids = Array.from({ length: count }, () => `e${++counter}`);
      for (const id of ids) publisher.publish('promo_deleted', { id });
      await publisher.published();
      return ids;
    };
    const killListener = () =>
      pool.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE starts_with(application_name, $1)', [`listener-${tag}:`]);

    beforeAll(async () => {
      scratch = await openScratchDataSource('event_bus_reconnect');
      pool = scratch.dataSource;
      const url = new URL((pool.options as { url: string }).url);
      tap = new PostgresWireTap({ host: url.hostname, port: Number(url.port) }, async (pid) => {
        await pool.query('SELECT pg_terminate_backend($1)', [pid]);
      });
      const tapped = new URL(url.toString());
      tapped.hostname = '127.0.0.1';
      tapped.port = String(await tap.listen());
      const query = (text: string, params: unknown[]) => pool.query(text, params);
      publisher = new PostgresEventBus({
        databaseUrl: url.toString(),
        notify: (channel, payload) => pool.query('SELECT pg_notify($1, $2)', [channel, payload]),
        query,
        applicationName: `publisher-${tag}`,
        log,
      });
      listener = new PostgresEventBus({
        databaseUrl: tapped.toString(),
        notify: (channel, payload) => pool.query('SELECT pg_notify($1, $2)', [channel, payload]),
        query: async (text, params) => {
          const action = text.includes('WHERE id > $1') ? beforeCatchUpRead : null;
          beforeCatchUpRead = null;
          if (action && (await action()) === 'kill') await killListener();
          return query(text, params);
        },
        applicationName: `listener-${tag}`,
        backoff: { initialMs: 10, maxMs: 40 },
        log,
      });
      listener.subscribe('promo_deleted', ({ id }) => heard.push(id));
      await Promise.all([publisher.start(), listener.start()]);
      await until(() => listener.isLinked, () => 'the listener never listened');
    });

    afterAll(async () => {
      await Promise.all([publisher.close(), listener.close()]);
      await tap.close();
      await scratch.close();
    });

    const points: (TapPoint | 'before the catch-up read')[] = [
      'startup',
      'before query 1',
      'after query 1',
      'before query 2',
      'after query 2',
      'before query 3',
      'after query 3',
      'before the catch-up read',
    ];
    const cases = points.flatMap((point) => (['go on', 'kill'] as const).map((outcome) => [point, outcome] as const));

    it.each(cases)('should lose nothing when events are published at "%s" of a reconnect, which then goes %s', async (point, outcome) => {
      const expected: string[] = [];
      heard.length = 0;
      expected.push(...(await publish(1)));
      await until(() => heard.length === 1, () => `heard ${heard.join()}`);
      const reached = new Promise<void>((resolve) => {
        const action = async (): Promise<TapOutcome> => {
          expected.push(...(await publish(2)));
          resolve();
          return outcome;
        };
        if (point === 'before the catch-up read') beforeCatchUpRead = action;
        else tap.at(point, action);
      });

      await killListener();
      expected.push(...(await publish(3))); // while nobody listens
      await reached;
      await until(() => listener.isLinked, () => 'not listening again');
      expected.push(...(await publish(1)));
      await until(() => heard.length >= expected.length, () => `heard ${heard.join()} of ${expected.join()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual(expected);
      expect(tap.pending).toEqual([]);
    });

    it('should not have given up on any read', () => {
      expect(log.error).not.toHaveBeenCalled();
    });
  });
});
