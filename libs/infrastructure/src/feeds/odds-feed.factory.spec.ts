import { BetwatchStreamFeed } from './betwatch/betwatch-stream.feed';
import { BetwatchGraphqlOddsFeed } from './betwatch-graphql/betwatch-graphql-odds-feed.adapter';
import { FileOddsFeed } from './file/file-odds-feed.adapter';
import { createOddsFeed, DEFAULT_FEED_SEED } from './odds-feed.factory';
import { SimulatedOddsFeed } from './simulated/simulated-odds-feed.adapter';

describe('Unit', () => {
  describe('createOddsFeed', () => {
    it('should build the simulated feed by default, with the default seed', async () => {
      const feed = createOddsFeed({});
      expect(feed).toBeInstanceOf(SimulatedOddsFeed);
      expect(feed.kind).toBe('simulated');
      expect((await feed.ping()).status).toBe(
        `OK: simulated feed (seed ${DEFAULT_FEED_SEED})`,
      );
    });

    it('should read a seed given as a number or as text', async () => {
      expect(
        (await createOddsFeed({ kind: 'simulated', seed: 7 }).ping()).status,
      ).toContain('seed 7');
      expect(
        (await createOddsFeed({ kind: 'simulated', seed: ' 8 ' }).ping())
          .status,
      ).toContain('seed 8');
    });

    it('should refuse a seed that is not a whole number', () => {
      expect(() => createOddsFeed({ kind: 'simulated', seed: 'abc' })).toThrow(
        'FEED_SEED must be a whole number (got "abc")',
      );
    });

    it('should build the file feed, and refuse it without a file', () => {
      expect(
        createOddsFeed({ kind: 'file', file: '/tmp/snapshot.json' }),
      ).toBeInstanceOf(FileOddsFeed);
      expect(() => createOddsFeed({ kind: 'file', file: null })).toThrow(
        'ODDS_FEED=file needs FEED_FILE',
      );
    });

    it('should build the Betwatch GraphQL feed with the default URL, under its old name too', () => {
      expect(createOddsFeed({ kind: 'http', apiKey: 'key' })).toBeInstanceOf(
        BetwatchGraphqlOddsFeed,
      );
      const feed = createOddsFeed({
        kind: 'betwatch-graphql',
        apiKey: 'key',
        url: null,
      });
      expect(feed).toBeInstanceOf(BetwatchGraphqlOddsFeed);
      expect((feed as BetwatchGraphqlOddsFeed).url).toBe(
        'https://api.betwatch.com/query',
      );
    });

    it('should report a missing API key through ping rather than at start', async () => {
      const ping = await createOddsFeed({
        kind: 'betwatch-graphql',
        apiKey: null,
      }).ping();
      expect(ping).toMatchObject({
        ok: false,
        status:
          'FEED_API_KEY is not set: the Betwatch API (ODDS_FEED=betwatch-graphql) needs a key',
      });
    });

    it('should build the Betwatch v1 stream feed with its default host, and report a missing key', async () => {
      const feed = createOddsFeed({ kind: 'betwatch', apiKey: 'key' });
      expect(feed).toBeInstanceOf(BetwatchStreamFeed);
      expect((feed as BetwatchStreamFeed).url).toBe('https://api-beta.betwatch.com');
      expect(await createOddsFeed({ kind: 'betwatch', apiKey: null }).ping()).toMatchObject({
        ok: false,
        status: 'FEED_API_KEY is not set: the Betwatch API (ODDS_FEED=betwatch) needs a key',
      });
    });

    it('should refuse an unknown kind clearly', () => {
      expect(() => createOddsFeed({ kind: 'betfair' })).toThrow(
        'ODDS_FEED must be one of simulated, file, betwatch, betwatch-graphql (or http, its old name) (got "betfair")',
      );
    });
  });
});
