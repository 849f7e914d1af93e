import { BOOKMAKERS } from '@overlay/domain';
import {
  BETWATCH_BOOKMAKER_NAMES,
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
      [' Bluebet ', 'Bluebet'],
    ])('should map %p to %p', (betwatch, spec) => {
      expect(canonicalBookmaker(betwatch)).toBe(spec);
    });

    it('should know which names are spec books', () => {
      expect(isSpecBookmaker('Tab NZ')).toBe(true);
      expect(isSpecBookmaker('Unibet')).toBe(false);
    });

    it('should ask Betwatch for the 17 spec books', () => {
      expect(BETWATCH_BOOKMAKER_NAMES.map(canonicalBookmaker).sort()).toEqual(
        [...BOOKMAKERS].sort(),
      );
    });
  });
});
