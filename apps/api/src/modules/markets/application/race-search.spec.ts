import { parseSearchQuery } from '@overlay/ev-engine';
import { raceMatchesSearch } from './race-search';
import type { SearchableRace } from './race-search';

const moonee: SearchableRace = { venue: 'Moonee Valley', name: 'Cox Plate (Group 1)', code: 'TB', number: 5 };
const wenty: SearchableRace = { venue: 'Wentworth Park', name: 'Maiden Stake', code: 'GR', number: 3 };
const alex: SearchableRace = { venue: 'Alexandra Park', name: 'Mobile Pace', code: 'HR', number: 7 };

describe('Unit', () => {
  describe('parseSearchQuery on race-picker queries', () => {
    it.each([
      ['Moonee R5', { code: null, raceNumber: 5, text: 'moonee' }],
      ['race 5 moonee', { code: null, raceNumber: 5, text: 'moonee' }],
      ['gr wenty', { code: 'GR', raceNumber: null, text: 'wenty' }],
      ['  Mooneé   Valley!! ', { code: null, raceNumber: null, text: 'moonee valley' }],
      ['', { code: null, raceNumber: null, text: '' }],
    ])('should read %p', (query, expected) => {
      expect(parseSearchQuery(query)).toMatchObject(expected);
    });
  });

  describe('raceMatchesSearch', () => {
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
      expect(raceMatchesSearch(race, parseSearchQuery(query))).toBe(expected);
    });
  });
});
