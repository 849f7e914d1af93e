import { graphqlSources } from './betwatch-sources';
import type { BetwatchRace } from './betwatch.types';

describe('Unit', () => {
  describe('graphqlSources', () => {
    it('should declare every book with a market, priced or not, under the product spelling, and Betfair', () => {
      const races = [
        {
          id: 'r1',
          runners: [
            {
              id: 'a',
              bookmakerMarkets: [
                { id: 'm1', bookmaker: 'Tab', fixedWin: { price: 3 } },
                { id: 'm2', bookmaker: 'Unibet', fixedWin: 'N/A' },
                { id: 'm3', bookmaker: ' ', fixedWin: { price: 3 } },
              ],
              betfairMarkets: [{ id: 'b1' }],
            },
            { id: 'b', bookmakerMarkets: [{ id: 'm4', bookmaker: 'tab', fixedWin: { price: 4 } }] },
          ],
        },
      ] as unknown as BetwatchRace[];
      expect(graphqlSources(races)).toEqual([
        { name: 'TAB', kind: 'bookmaker' },
        { name: 'Unibet', kind: 'bookmaker' },
        { name: 'Betfair', kind: 'exchange' },
      ]);
      expect(graphqlSources([])).toEqual([]);
    });
  });
});
