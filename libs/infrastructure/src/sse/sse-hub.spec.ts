import {
  createServer,
  get,
  type IncomingMessage,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { SseHub, type SseHubOptions } from './sse-hub';

interface Client {
  text: () => string;
  events: () => { id: string; type: string; data: unknown }[];
  ended: Promise<void>;
  response: IncomingMessage;
}

describe('Unit', () => {
  describe('SseHub', () => {
    let server: Server;
    let hub: SseHub;
    let base: string;

    async function boot(options: Partial<SseHubOptions> = {}) {
      hub = new SseHub({
        heartbeatMs: 60_000,
        replayCapacity: 4,
        maxBufferedBytes: 64 * 1024,
        retryMs: 3000,
        resync: () => ({ type: 'data_refresh', data: { full: true } }),
        ...options,
      });
      server = createServer((req, res) => {
        const url = new URL(req.url!, 'http://x');
        hub.connect(
          res,
          {
            userId: url.searchParams.get('user')!,
            sessionId: url.searchParams.get('session')!,
          },
          req.headers['last-event-id'] as string | undefined,
        );
      });
      await new Promise<void>((resolve) =>
        server.listen(0, '127.0.0.1', resolve),
      );
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }

    function open(
      user: string,
      session = `${user}-s`,
      lastEventId?: string,
    ): Promise<Client> {
      return new Promise((resolve) => {
        const headers = lastEventId
          ? { 'Last-Event-ID': lastEventId }
          : undefined;
        get(
          `${base}/?user=${user}&session=${session}`,
          { headers },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            const ended = new Promise<void>((done) =>
              response.on('close', () => done()),
            );
            resolve({
              response,
              ended,
              text: () => text,
              events: () =>
                [...text.matchAll(/id: (\S+)\ndata: (.*)\n\n/g)].map((m) => ({
                  id: m[1],
                  ...JSON.parse(m[2]),
                })),
            });
          },
        );
      });
    }

    const until = async (check: () => boolean, ms = 2000) => {
      const end = Date.now() + ms;
      while (!check()) {
        if (Date.now() > end) throw new Error('timed out');
        await new Promise((r) => setTimeout(r, 5));
      }
    };

    afterEach(async () => {
      hub.closeAll();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    });

    it('should send each event to every stream as id plus JSON {type, data}, after a retry hint', async () => {
      await boot();
      const [a, b] = [await open('u1'), await open('u2')];
      await until(() => hub.size === 2);
      hub.publish('promo_created', { id: 'p1' });
      await until(() => a.events().length === 1 && b.events().length === 1);
      expect(a.text().startsWith('retry: 3000\n\n')).toBe(true);
      expect(a.response.headers['content-type']).toBe(
        'text/event-stream; charset=utf-8',
      );
      expect(a.events()[0]).toEqual({
        id: expect.stringMatching(/-1$/),
        type: 'promo_created',
        data: { id: 'p1' },
      });
    });

    it('should replay only what a reconnecting stream missed, and resync when the gap is too old', async () => {
      await boot();
      const first = await open('u1');
      await until(() => hub.size === 1);
      hub.publish('promo_created', { id: 'a' });
      await until(() => first.events().length === 1);
      const lastId = first.events()[0].id;
      for (const id of ['b', 'c']) hub.publish('promo_deleted', { id });
      const back = await open('u1', 'u1-s', lastId);
      await until(() => back.events().length === 2);
      expect(back.events().map((e) => e.data)).toEqual([
        { id: 'b' },
        { id: 'c' },
      ]);

      for (const id of ['d', 'e', 'f', 'g', 'h'])
        hub.publish('promo_deleted', { id });
      const late = await open('u1', 'u1-s', lastId);
      const foreign = await open('u1', 'u1-s', 'otherinstance-3');
      await until(
        () => late.events().length === 1 && foreign.events().length === 1,
      );
      expect(late.events()[0]).toMatchObject({
        type: 'data_refresh',
        data: { full: true },
      });
      expect(foreign.events()[0]).toMatchObject({
        type: 'data_refresh',
        data: { full: true },
      });
    });

    it('should coalesce a burst into one event now and one merged event at the interval end', async () => {
      await boot();
      const client = await open('u1');
      await until(() => hub.size === 1);
      const sum = (a: { races: number }, b: { races: number }) => ({
        races: a.races + b.races,
      });
      const started = Date.now();
      for (const races of [1, 2, 3])
        hub.publishCoalesced('data_refresh', { races }, 200, sum);
      await until(() => client.events().length === 1);
      await until(() => client.events().length === 2);
      expect(Date.now() - started).toBeGreaterThanOrEqual(190);
      expect(client.events().map((e) => e.data)).toEqual([
        { races: 1 },
        { races: 5 },
      ]);
    });

    it('should send a private event to the streams of one user only, outside the numbered sequence', async () => {
      await boot();
      const [a1, a2, b] = [
        await open('a', 'a-1'),
        await open('a', 'a-2'),
        await open('b', 'b-1'),
      ];
      await until(() => hub.size === 3);
      hub.sendToUser('a', 'bet_changed', {});
      hub.publish('boost_created', { id: 'x' });
      await until(
        () =>
          b.events().length === 1 &&
          a1.events().length === 1 &&
          a2.events().length === 1,
      );
      const frame = 'data: {"type":"bet_changed","data":{}}\n\n';
      expect(a1.text()).toContain(frame);
      expect(a2.text()).toContain(frame);
      expect(b.text()).not.toContain('bet_changed');
      expect(b.events()[0].id.endsWith('-1')).toBe(true);
    });

    it('should end the streams of a user or a session, and only those', async () => {
      await boot();
      const [a1, a2, b] = [
        await open('a', 'a-1'),
        await open('a', 'a-2'),
        await open('b', 'b-1'),
      ];
      await until(() => hub.size === 3);
      expect(hub.closeSession('a-1')).toBe(1);
      await a1.ended;
      expect(hub.closeUser('a')).toBe(1);
      await a2.ended;
      hub.publish('boost_created', { id: 'x' });
      await until(() => b.events().length === 1);
      expect(hub.size).toBe(1);
    });

    it('should tell every stream when to come back, then end it, on a shutdown with a reconnect hint', async () => {
      await boot();
      const [a, b] = [await open('a'), await open('b')];
      await until(() => hub.size === 2);
      const hints = [700, 1200];
      hub.closeAll(() => hints.shift() ?? 0);
      await Promise.all([a.ended, b.ended]);
      expect([a.text(), b.text()]).toEqual(['retry: 3000\n\nretry: 700\n\n', 'retry: 3000\n\nretry: 1200\n\n']);
      expect(hub.size).toBe(0);
    });

    it('should drop a stream that stops reading once its unsent bytes pass the bound', async () => {
      await boot({ maxBufferedBytes: 256 * 1024 });
      const reader = await open('fast');
      const stalled = await open('slow');
      await until(() => hub.size === 2);
      stalled.response.pause();
      stalled.response.socket.pause();
      const big = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 200 && hub.size === 2; i += 1) {
        hub.publish('data_refresh', { big });
        await new Promise((r) => setTimeout(r, 2));
      }
      expect(hub.size).toBe(1);
      await until(() => reader.events().length > 0);
    });

    it('should write heartbeat comments on its interval', async () => {
      await boot({ heartbeatMs: 30 });
      hub.start();
      const client = await open('u1');
      await until(() => client.text().includes(': heartbeat\n\n'));
    });
  });
});
