import { matchesRaceSearch, parseRaceSearch } from './race-search.util';
import type { SearchableRace } from './race-search.util';

const moonee: SearchableRace = { venue: 'Moonee Valley', name: 'Cox Plate (Group 1)', code: 'TB', number: 5 };
const wenty: SearchableRace = { venue: 'Wentworth Park', name: 'Maiden Stake', code: 'GR', number: 3 };
const alex: SearchableRace = { venue: 'Alexandra Park', name: 'Mobile Pace', code: 'HR', number: 7 };

describe('Unit', () => {
  describe('parseRaceSearch', () => {
    it.each([
      ['Moonee R5', { codes: [], number: 5, text: 'moonee' }],
      ['race 5 moonee', { codes: [], number: 5, text: 'moonee' }],
      ['gr wenty', { codes: ['GR'], number: null, text: 'wenty' }],
      ['  Mooneé   Valley!! ', { codes: [], number: null, text: 'moonee valley' }],
      ['', { codes: [], number: null, text: '' }],
    ])('should read %p', (query, expected) => {
      expect(parseRaceSearch(query)).toEqual(expected);
    });
  });

  describe('matchesRaceSearch', () => {
    it.each([
      ['moonee', moonee, true],
      ['mooneevalley', moonee, true],
      ['the valley', moonee, true],
      ['cox plate', moonee, true],
      ['moonee r5', moonee, true],
      ['moonee r6', moonee, false],
      ['tb moonee', moonee, true],
      ['gr moonee', moonee, false],
      ['wenty', wenty, true],
      ['alex park', alex, true],
      ['', alex, true],
      ['flemington', moonee, false],
    ])('should match %p against %p: %p', (query, race, expected) => {
      expect(matchesRaceSearch(race, parseRaceSearch(query))).toBe(expected);
    });
  });
});
