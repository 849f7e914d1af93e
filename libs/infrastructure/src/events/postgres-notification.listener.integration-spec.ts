import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { PostgresNotificationListener } from './postgres-notification.listener';

/** Polls `probe` every 10 ms until it is true (or fails after `timeoutMs`). */
async function until(probe: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('Integration', () => {
  describe('PostgresNotificationListener', () => {
    const serverUrl = process.env.OVERLAY_TEST_PG_URL ?? '';
    const channel = `t_${randomBytes(5).toString('hex')}`;
    const appName = `listener-${channel}`;
    let sql: Client;
    let listener: PostgresNotificationListener;
    const received: unknown[] = [];
    const events: string[] = [];

    beforeAll(async () => {
      sql = new Client({ connectionString: serverUrl });
      await sql.connect();
      listener = new PostgresNotificationListener({
        databaseUrl: serverUrl,
        channels: [channel],
        applicationName: appName,
        backoff: { initialMs: 20, maxMs: 200 },
        onNotification: (from, payload) => {
          expect(from).toBe(channel);
          received.push(payload);
        },
        onConnected: ({ reconnected }) => events.push(reconnected ? 'reconnected' : 'connected'),
        onDisconnected: () => events.push('disconnected'),
      });
      await listener.start();
    });

    afterAll(async () => {
      await listener.close();
      await sql.end();
    });

    it('should deliver parsed payloads once LISTEN is in place', async () => {
      expect(listener.isConnected).toBe(true);
      expect(events).toEqual(['connected']);
      await sql.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ userId: 'u1' })]);
      await sql.query('SELECT pg_notify($1, $2)', [channel, 'not json']);
      await until(() => received.length === 2);
      expect(received).toEqual([{ userId: 'u1' }, null]);
    });

    it('should reconnect after its connection is killed, saying notifications may have been missed', async () => {
      await sql.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [appName]);
      await until(() => events.includes('reconnected'));
      expect(events).toEqual(['connected', 'disconnected', 'reconnected']);
      expect(listener.isConnected).toBe(true);
      received.length = 0;
      await sql.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ sessionId: 's1' })]);
      await until(() => received.length === 1);
      expect(received).toEqual([{ sessionId: 's1' }]);
    });

    it('should stop listening and stay closed after close()', async () => {
      await listener.close();
      expect(listener.isConnected).toBe(false);
      received.length = 0;
      await sql.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ userId: 'u2' })]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received).toEqual([]);
      // The server drops the backend just after the socket closes.
      let open = -1;
      for (let poll = 0; poll < 50 && open !== 0; poll += 1) {
        const { rows } = await sql.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1',
          [appName],
        );
        open = rows[0].n;
        if (open !== 0) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(open).toBe(0);
    });
  });
});
