import { loadAppConfig } from './app-config';

describe('Unit', () => {
  describe('loadAppConfig: the odds feed', () => {
    it.each([
      [undefined, 'simulated'],
      ['betwatch', 'betwatch'],
      ['betwatch-graphql', 'betwatch-graphql'],
      // The GraphQL adapter's old name: configurations written before v1 keep working.
      ['http', 'betwatch-graphql'],
      [' HTTP ', 'betwatch-graphql'],
    ])('should read ODDS_FEED=%s as %s', (raw, kind) => {
      expect(loadAppConfig({ ODDS_FEED: raw }).oddsFeed).toBe(kind);
    });

    it('should refuse an unknown feed, naming the choices', () => {
      expect(() => loadAppConfig({ ODDS_FEED: 'betfair' })).toThrow(
        'ODDS_FEED must be one of simulated, file, betwatch, betwatch-graphql or http (got "betfair")',
      );
    });

    it("should leave FEED_URL to the adapter's own default unless set", () => {
      expect(loadAppConfig({ ODDS_FEED: 'betwatch' }).feedUrl).toBeNull();
      expect(
        loadAppConfig({
          ODDS_FEED: 'betwatch',
          FEED_URL: ' http://127.0.0.1:4010 ',
        }).feedUrl,
      ).toBe('http://127.0.0.1:4010');
    });
  });

  describe('loadAppConfig: the simulated feed\'s day (FEED_DAY)', () => {
    it.each([
      [undefined, 'standard'],
      ['', 'standard'],
      ['saturday', 'saturday'],
      [' Saturday ', 'saturday'],
    ])('should read FEED_DAY=%s as %s', (raw, day) => {
      expect(loadAppConfig({ FEED_DAY: raw }).feedDay).toBe(day);
    });

    it('should refuse another day, naming the choices', () => {
      expect(() => loadAppConfig({ FEED_DAY: 'sunday' })).toThrow('FEED_DAY must be one of standard, saturday (got "sunday")');
    });
  });
});
