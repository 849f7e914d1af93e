import { parseMarketSnapshot } from '@overlay/domain';
import { ScriptedHttpServer } from '../http/__fixtures__/scripted-http.server';
import type { ResilientHttpClientOptions } from '../http/resilient-http.client';
import { OddsFeedError } from '../odds-feed.error';
import {
  FAKE_API_KEY,
  fakeBetwatchApi,
  fixtureReply,
  manyRaces,
} from './__fixtures__/fake-betwatch.api';
import type { FakeBetwatchOptions } from './__fixtures__/fake-betwatch.api';
import { BetwatchOddsFeed } from './betwatch-odds-feed.adapter';

const NOW = new Date('2026-11-21T01:00:00Z'); // 12:00 in Sydney

interface GraphqlBody {
  query: string;
  variables: Record<string, unknown>;
}

describe('Integration', () => {
  describe('BetwatchOddsFeed against a fake Betwatch', () => {
    let server: ScriptedHttpServer;
    let sleeps: number[];
    let clock: number;

    const start = async (api: FakeBetwatchOptions = {}) => {
      server = new ScriptedHttpServer(fakeBetwatchApi(api));
      await server.start();
    };
    const feedFor = (
      options: {
        pageSize?: number;
        apiKey?: string;
        http?: ResilientHttpClientOptions;
      } = {},
    ) =>
      new BetwatchOddsFeed({
        url: server.url,
        apiKey: options.apiKey ?? FAKE_API_KEY,
        pageSize: options.pageSize ?? 3,
        http: {
          timeoutMs: 200,
          maxRetries: 2,
          baseDelayMs: 10,
          now: () => clock,
          sleep: (ms) => {
            sleeps.push(ms);
            return Promise.resolve();
          },
          random: () => 0.5,
          ...options.http,
        },
      });
    const bodies = () =>
      server.requests.map((request) => request.body as GraphqlBody);
    const failureOf = async (
      promise: Promise<unknown>,
    ): Promise<OddsFeedError> => {
      try {
        await promise;
      } catch (error) {
        if (error instanceof OddsFeedError) return error;
        throw error;
      }
      throw new Error('expected the fetch to fail');
    };

    beforeEach(() => {
      sleeps = [];
      clock = NOW.getTime();
    });

    afterEach(() => server.stop());

    it('should page through the races and map them to a valid snapshot', async () => {
      await start();
      const feed = feedFor();
      const snapshot = await feed.fetchSnapshot(NOW);
      expect(
        bodies().map((body) => [body.variables.limit, body.variables.offset]),
      ).toEqual([
        [3, 0],
        [3, 3],
        [3, 6],
      ]);
      expect(server.requests[0].headers['x-api-key']).toBe(FAKE_API_KEY);
      expect(bodies()[0].variables).toMatchObject({
        dateFrom: '2026-11-21',
        dateTo: '2026-11-22',
        types: ['Thoroughbred', 'Greyhound', 'Harness'],
        locations: expect.arrayContaining(['NSW', 'VIC', 'QLD', 'WA', 'NZL']),
        bookmakers: expect.arrayContaining(['Tab', 'Pointsbet', 'Tab NZ']),
      });
      expect(snapshot.generatedAt).toBe(NOW.toISOString());
      expect(
        snapshot.races.map((race) => [
          race.venue,
          race.code,
          race.country,
          race.state,
        ]),
      ).toEqual([
        ['Gloucester Park', 'HR', 'AU', 'final'],
        ['The Meadows', 'GR', 'AU', 'final'],
        ['Menangle', 'HR', 'AU', 'closed'],
        ['Ellerslie', 'TB', 'NZ', 'closed'],
        ['Flemington', 'TB', 'AU', 'open'],
        ['Albion Park', 'GR', 'AU', 'abandoned'],
      ]);
      expect(() => parseMarketSnapshot(snapshot)).not.toThrow();
      expect(feed.lastReport).toMatchObject({
        racesReceived: 7,
        racesMapped: 6,
        stringQuotes: 2,
        unknownBookmakers: ['Unibet'],
      });
    });

    it('should stop at the first page shorter than the limit, even an empty one', async () => {
      await start({ races: manyRaces(6) });
      const snapshot = await feedFor().fetchSnapshot(NOW);
      expect(snapshot.races).toHaveLength(6);
      expect(bodies().map((body) => body.variables.offset)).toEqual([0, 3, 6]);
    });

    it('should retry with the limit Betwatch asks for', async () => {
      await start({ races: manyRaces(7), maxLimit: 3 });
      const snapshot = await feedFor({ pageSize: 100 }).fetchSnapshot(NOW);
      expect(snapshot.races).toHaveLength(7);
      expect(bodies().map((body) => body.variables.limit)).toEqual([
        100, 3, 3, 3,
      ]);
    });

    it('should read a recorded limit error the same way', async () => {
      await start({ races: manyRaces(4) });
      server.enqueue({
        body: fixtureReply('betwatch-limit-error.response.json'),
      });
      await expect(
        feedFor({ pageSize: 50 }).fetchSnapshot(NOW),
      ).resolves.toHaveProperty('races.length', 4);
      expect(bodies().map((body) => body.variables.limit)).toEqual([50, 3, 3]);
    });

    it('should time out a slow answer and retry it', async () => {
      await start({ races: manyRaces(2) });
      server.enqueue({ delayMs: 800, body: { data: { races: [] } } });
      const snapshot = await feedFor().fetchSnapshot(NOW);
      expect(snapshot.races).toHaveLength(2);
      expect(server.requests).toHaveLength(2);
      expect(sleeps).toHaveLength(1);
    });

    it('should wait as Retry-After says on 429', async () => {
      await start({ races: manyRaces(2) });
      server.enqueue({
        status: 429,
        headers: { 'retry-after': '1' },
        body: { errors: [{ message: 'rate limited' }] },
      });
      await expect(feedFor().fetchSnapshot(NOW)).resolves.toHaveProperty(
        'races.length',
        2,
      );
      expect(sleeps).toEqual([1000]);
    });

    it('should retry a 500 and then succeed', async () => {
      await start({ races: manyRaces(2) });
      server.enqueue({ status: 500, body: 'Internal Server Error' });
      await expect(feedFor().fetchSnapshot(NOW)).resolves.toHaveProperty(
        'races.length',
        2,
      );
      expect(sleeps).toEqual([5]);
    });

    it('should refuse a garbage body with a clear error, and ping should say so', async () => {
      await start();
      server.enqueue(
        ...Array.from({ length: 4 }, () => ({
          body: '<!doctype html><h1>Gateway</h1>',
        })),
      );
      const feed = feedFor();
      const error = await failureOf(feed.fetchSnapshot(NOW));
      expect(error.message).toContain(
        `Betwatch POST ${server.url} failed after 3 attempts: answered 200 with a body that is not JSON`,
      );
      const ping = await feed.ping();
      expect(ping.ok).toBe(false);
      expect(ping.status).toContain('not JSON');
      expect(ping.lastError).toBe(error.message);
    });

    it('should open the circuit after repeated failures and recover through a half-open trial', async () => {
      await start({ races: manyRaces(2) });
      const feed = feedFor({
        http: {
          maxRetries: 0,
          circuitBreaker: { failureThreshold: 3, coolDownMs: 1000 },
        },
      });
      server.enqueue({ status: 500 }, { status: 503 }, { status: 500 });
      for (let i = 0; i < 3; i += 1) await failureOf(feed.fetchSnapshot(NOW));
      const fast = await failureOf(feed.fetchSnapshot(NOW));
      expect(fast.message).toContain(
        'not called: circuit open after 3 consecutive failures, next trial in 1 s',
      );
      expect(server.requests).toHaveLength(3);
      expect((await feed.ping()).status).toContain('circuit open');
      clock += 1000;
      await expect(feed.fetchSnapshot(NOW)).resolves.toHaveProperty(
        'races.length',
        2,
      );
      expect((await feed.ping()).ok).toBe(true);
    });

    it('should not retry a refused API key, and name the setting to fix', async () => {
      await start();
      const error = await failureOf(
        feedFor({ apiKey: 'wrong' }).fetchSnapshot(NOW),
      );
      expect(error.message).toContain(
        'failed after 1 attempt: HTTP 401 Unauthorized',
      );
      expect(error.message).toContain('(check FEED_API_KEY)');
      expect(server.requests).toHaveLength(1);
    });

    it('should pass other GraphQL errors on', async () => {
      await start();
      server.enqueue({
        body: {
          data: null,
          errors: [{ message: 'dateFrom must be YYYY-MM-DD' }],
        },
      });
      const error = await failureOf(feedFor().fetchSnapshot(NOW));
      expect(error.message).toBe(
        'Betwatch GraphQL error: dateFrom must be YYYY-MM-DD',
      );
    });

    it('should ping with a tiny query', async () => {
      await start();
      const ping = await feedFor().ping();
      expect(ping.ok).toBe(true);
      expect(ping.status).toMatch(
        new RegExp(`^OK: Betwatch ${server.url} answered in \\d+ ms$`),
      );
      expect(bodies()[0].query).toContain('query Ping');
      expect(server.requests).toHaveLength(1);
    });
  });
});
