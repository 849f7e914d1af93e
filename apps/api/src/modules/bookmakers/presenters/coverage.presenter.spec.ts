import { freshDataState } from '../../../../test/support/market-freshness';
import { toCoverageEntries } from './coverage.presenter';

const state = freshDataState({ dataVersion: 3, lastUpdated: '2026-11-21T10:00:00.000Z' });

describe('Unit', () => {
  describe('toCoverageEntries', () => {
    it('should give zeros for active books that price nothing and keep unknown priced books', () => {
      const entries = toCoverageEntries(
        ['TAB', 'Sportsbet'],
        [
          { bookmaker: 'Sportsbet', racesPriced: 2, runnersPriced: 8, runnersWithPlace: 6, lastPriceChange: '2026-11-21T09:59:00.000Z' },
          { bookmaker: 'Exotic', racesPriced: 1, runnersPriced: 4, runnersWithPlace: 0, lastPriceChange: null },
        ],
        state,
      );
      expect(Object.keys(entries)).toEqual(['TAB', 'Sportsbet', 'Exotic']);
      expect(entries.TAB).toEqual({
        racesPriced: 0,
        runnersPriced: 0,
        placeCoverage: 0,
        lastUpdate: null,
        lastPriceChange: null,
        stale: false,
      });
      expect(entries.Sportsbet).toMatchObject({ racesPriced: 2, runnersPriced: 8, placeCoverage: 0.75, lastUpdate: state.lastUpdated });
      expect(entries.Exotic.placeCoverage).toBe(0);
    });

    it('should mark every book stale when the data is stale', () => {
      const entries = toCoverageEntries(['TAB'], [], { ...state, stale: true });
      expect(entries.TAB.stale).toBe(true);
    });
  });
});
