import { findBookmakerName } from './bookmakers';

describe('Unit', () => {
  describe('findBookmakerName', () => {
    const names = ['TAB', 'Sportsbet', 'TAB NZ', 'Bluebet'];

    it.each([
      ['sportsBET', 'Sportsbet'],
      ['  tab nz ', 'TAB NZ'],
      ['TAB', 'TAB'],
      ['bluebet', 'Bluebet'],
    ])('should find %j as the list spells it (%s)', (wanted, found) => {
      expect(findBookmakerName(names, wanted)).toBe(found);
    });

    it.each(['Nobody Bet', 'TABNZ', ''])('should find nothing for %j', (wanted) => {
      expect(findBookmakerName(names, wanted)).toBeUndefined();
    });
  });
});
