import { parseMarketSnapshot } from '@overlay/domain';
import { ScriptedHttpServer } from '../http/__fixtures__/scripted-http.server';
import type { ResilientHttpClientOptions } from '../http/resilient-http.client';
import { OddsFeedError } from '../odds-feed.error';
import {
  FAKE_API_KEY,
  fakeBetwatchApi,
  fixtureRaces,
  fixtureReply,
  manyRaces,
} from './__fixtures__/fake-betwatch.api';
import type { FakeBetwatchOptions } from './__fixtures__/fake-betwatch.api';
import { canonicalBookmaker } from './betwatch-bookmakers';
import { emptyMappingReport } from './betwatch-mapping.report';
import { BetwatchGraphqlOddsFeed } from './betwatch-graphql-odds-feed.adapter';
import { mapBetwatchRace } from './betwatch-race.mapper';
import { RACES_QUERY } from './betwatch.queries';

const NOW = new Date('2026-11-21T01:00:00Z'); // 12:00 in Sydney

interface GraphqlBody {
  query: string;
  variables: Record<string, unknown>;
}

describe('Integration', () => {
  describe('BetwatchGraphqlOddsFeed against a fake Betwatch', () => {
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
      new BetwatchGraphqlOddsFeed({
        url: server.url,
        apiKey: options.apiKey ?? FAKE_API_KEY,
        pageSize: options.pageSize ?? 3,
        raceQueryTimer: {
          now: () => clock,
          sleep: (ms) => {
            sleeps.push(ms);
            return Promise.resolve();
          },
        },
        http: {
          timeoutMs: 200,
          maxRetries: 2,
          baseDelayMs: 10,
          now: () => clock,
          onRetry: ({ delayMs }) => sleeps.push(delayMs),
          random: () => 0.5,
          ...options.http,
        },
      });
    const bodies = () =>
      server.requests.map((request) => request.body as GraphqlBody);
    /**
     * The pages asked for, as "limit/offset", in order; a page sent again at once (its request
     * timed out on a loaded machine: seen in whole-suite runs at several faked hours) counts once.
     */
    const pagesAsked = () =>
      bodies()
        .map((body) => `${String(body.variables.limit)}/${String(body.variables.offset)}`)
        .filter((page, i, pages) => page !== pages[i - 1]);
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

    it('should fetch single races by race(id), spaced, leaving out ids Betwatch does not know', async () => {
      await start();
      const [first, second] = fixtureRaces().map((race) => String(race.id));
      const feed = feedFor({ http: { now: () => clock } });
      const snapshot = await feed.fetchRaces([first, 'no-such-id', second], NOW);
      const mapped = (id: string) => mapBetwatchRace(fixtureRaces().find((race) => race.id === id)!, NOW.getTime(), emptyMappingReport())?.extRaceId;
      expect(snapshot.races.map((race) => race.extRaceId)).toEqual([mapped(first), mapped(second)]);
      // One query per id in order (a request timed out on a loaded machine is sent again).
      expect(bodies().every((body) => body.query.includes('query GetRace('))).toBe(true);
      expect([...new Set(bodies().map((body) => body.variables.id))]).toEqual([first, 'no-such-id', second]);
      // The clock stands still here, so each query after the first waits its whole gap in turn
      // (a retry on a loaded machine may add its own backoff beside them).
      expect(sleeps).toEqual(expect.arrayContaining([250, 500]));
      expect(() => parseMarketSnapshot(snapshot)).not.toThrow();
      // The unknown id cost its own race only, counted as a GraphQL error.
      expect(feed.lastReport.graphqlErrors).toBe(1);
      expect(feed.lastReport.graphqlErrorSamples[0]).toContain('race no-such-id not found');
    });

    it('should page through the races and map them to a valid snapshot', async () => {
      await start();
      const feed = feedFor();
      const snapshot = await feed.fetchSnapshot(NOW);
      // Each page once, in order (a request timed out on a loaded machine is sent again: seen in a
      // whole-suite run, [3, 0] twice).
      const pages = bodies().map((body) => `${String(body.variables.limit)}/${String(body.variables.offset)}`);
      expect([...new Set(pages)]).toEqual(['3/0', '3/3', '3/6']);
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
      expect(pagesAsked()).toEqual(['3/0', '3/3', '3/6']);
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
      // The cool-down passes (cockatiel's breaker keeps real time).
      await new Promise((resolve) => setTimeout(resolve, 1050));
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

    // providers/betwatch.md, "What a real client must survive": one test per point.

    it('should declare list variables [String!] (a [String] one is refused) and always send bookmakersWithFlucs', async () => {
      await start({ races: manyRaces(2) });
      await feedFor().fetchSnapshot(NOW);
      expect(bodies()[0].query).toContain('$bookmakers: [String!]');
      expect(bodies()[0].query).toContain('$bookmakersWithFlucs: [String!]');
      expect(bodies()[0].variables.bookmakersWithFlucs).toEqual([]);
      // The fake answers the old declaration as GraphQL does: every request would fail.
      const refused = await fetch(server.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': FAKE_API_KEY,
        },
        body: JSON.stringify({
          query: RACES_QUERY.replace(
            '$bookmakers: [String!]',
            '$bookmakers: [String]',
          ),
          variables: { limit: 3, offset: 0, bookmakers: ['Tab'] },
        }),
      });
      const reply = (await refused.json()) as {
        data: unknown;
        errors: { message: string }[];
      };
      expect(reply.data).toBeNull();
      expect(reply.errors[0].message).toBe(
        'Variable "$bookmakers" of type "[String]" used in position expecting type "[String!]".',
      );
    });

    it('should keep the data beside GraphQL errors and count the errors in the report', async () => {
      await start({
        races: manyRaces(4),
        partialErrors: ['runner has no betfair market'],
      });
      const feed = feedFor();
      const snapshot = await feed.fetchSnapshot(NOW);
      expect(snapshot.races).toHaveLength(4);
      // Two pages (3 + 1 races), one error beside each.
      expect(feed.lastReport).toMatchObject({
        graphqlErrors: 2,
        graphqlErrorSamples: [
          'runner has no betfair market',
          'runner has no betfair market',
        ],
      });
      expect((await feed.ping()).status).toContain(
        'the last fetch kept its data beside 2 GraphQL errors (runner has no betfair market)',
      );
    });

    it('should wait 60 s for a page by default and ask 100 races a page', async () => {
      await start({ races: manyRaces(2), pageDelayMs: 1_500 });
      const feed = new BetwatchGraphqlOddsFeed({
        url: server.url,
        apiKey: FAKE_API_KEY,
      });
      expect(feed.pageTimeoutMs).toBe(60_000);
      const snapshot = await feed.fetchSnapshot(NOW);
      // 1.5 s would have been cut by a 1 s budget; the default lets the page finish once.
      expect(snapshot.races).toHaveLength(2);
      expect(bodies().map((body) => body.variables.limit)).toEqual([100]);
    });

    it('should remember a limit Betwatch taught for later fetches', async () => {
      await start({ races: manyRaces(7), maxLimit: 3 });
      const feed = feedFor({ pageSize: 100 });
      await feed.fetchSnapshot(NOW);
      await feed.fetchSnapshot(NOW);
      expect(pagesAsked()).toEqual([
        '100/0', '3/0', '3/3', '3/6',
        // The second fetch starts at the learned limit instead of being refused again.
        '3/0', '3/3', '3/6',
      ]);
    });

    it("should date each quote by its book's last successful read (names matched case-insensitively)", async () => {
      const races = fixtureRaces();
      races[0].links = [
        {
          bookmaker: 'SPORTSBET',
          lastSuccessfulPriceUpdate: '2026-11-21T00:59:40Z',
        },
        // Read before the price last changed: the price's own time is the newer, kept.
        { bookmaker: 'tab', lastSuccessfulPriceUpdate: '2026-11-21T00:40:00Z' },
      ];
      await start({ races });
      const snapshot = await feedFor().fetchSnapshot(NOW);
      const race = snapshot.races.find((r) => r.venue === 'Flemington')!;
      const quote = (book: string) =>
        race.runners[0].prices.find((q) => q.bookmaker === book)?.lastUpdated;
      expect(quote('Sportsbet')).toBe('2026-11-21T00:59:40.000Z');
      expect(quote('TAB')).toBe('2026-11-21T00:58:12.000Z');
      // No link for PointsBet: the price's own lastUpdated.
      expect(quote('PointsBet')).toBe('2026-11-21T00:58:12.000Z');
    });

    it('should count a quote sent as a string and keep the rest of the race', async () => {
      const races = fixtureRaces().slice(0, 1);
      const baseline = emptyMappingReport();
      mapBetwatchRace(races[0], NOW.getTime(), baseline);
      const markets = races[0].runners![1].bookmakerMarkets!;
      markets[0] = { ...markets[0], fixedWin: '3.80' };
      await start({ races });
      const feed = feedFor();
      const snapshot = await feed.fetchSnapshot(NOW);
      expect(feed.lastReport.stringQuotes).toBe(baseline.stringQuotes + 1);
      expect(snapshot.races).toHaveLength(1);
      const books = snapshot.races[0].runners[1].prices.map((q) => q.bookmaker);
      expect(books).not.toContain(canonicalBookmaker(markets[0].bookmaker!));
      expect(books.length).toBeGreaterThan(0);
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
