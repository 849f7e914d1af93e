import { BOOKMAKERS } from '@overlay/domain';
import {
  BETWATCH_BOOKMAKER_NAMES,
  BETWATCH_GRAPHQL_BOOKMAKERS,
  canonicalBookmaker,
  isSpecBookmaker,
} from './betwatch-bookmakers';

describe('Unit', () => {
  describe('canonicalBookmaker', () => {
    it.each([
      ['Tab', 'TAB'],
      ['Pointsbet', 'PointsBet'],
      ['Tabtouch', 'TabTouch'],
      ['Betright', 'BetRight'],
      ['Betnation', 'BetNation'],
      ['Playup', 'PlayUp'],
      ['Tab NZ', 'TAB NZ'],
      ['TABNZ', 'TAB NZ'],
      ['sportsbet', 'Sportsbet'],
      ['  Neds ', 'Neds'],
      ['BetM', 'BetM'],
      ['Unibet', 'Unibet'],
      ['UNIBET', 'Unibet'],
      ['bet365', 'Bet365'],
      ['Bet 365', 'Bet365'],
      [' Bluebet ', 'Bluebet'],
      ['Topsport', 'Topsport'],
    ])('should map %p to %p', (betwatch, spec) => {
      expect(canonicalBookmaker(betwatch)).toBe(spec);
    });

    it('should know which names are spec books', () => {
      expect(isSpecBookmaker('Tab NZ')).toBe(true);
      expect(isSpecBookmaker('Unibet')).toBe(false);
    });

    it('should spell the 17 spec books as Betwatch does', () => {
      expect(BETWATCH_BOOKMAKER_NAMES.map(canonicalBookmaker).sort()).toEqual(
        [...BOOKMAKERS].sort(),
      );
    });

    it('should ask the GraphQL API for every book its SDK names, the 17 included, once each', () => {
      expect(BETWATCH_GRAPHQL_BOOKMAKERS).toEqual(expect.arrayContaining([...BETWATCH_BOOKMAKER_NAMES]));
      expect(BETWATCH_GRAPHQL_BOOKMAKERS.length).toBeGreaterThan(80);
      expect(new Set(BETWATCH_GRAPHQL_BOOKMAKERS.map((name) => name.toLowerCase())).size).toBe(BETWATCH_GRAPHQL_BOOKMAKERS.length);
    });
  });
});
