import {
  matchesSearch,
  parseSearchQuery,
  searchOpportunities,
} from './search-query';
import { opportunity } from '../testing/test-fixtures';

describe('parseSearchQuery', () => {
  it.each([
    [
      'Moonee',
      { code: null, raceNumber: null, text: 'moonee', textKey: 'moonee' },
    ],
    ['R5', { code: null, raceNumber: 5, text: '', textKey: '' }],
    ['race5 gr', { code: 'GR', raceNumber: 5, text: '', textKey: '' }],
    [
      'race 7 Moonee Valley',
      {
        code: null,
        raceNumber: 7,
        text: 'moonee valley',
        textKey: 'mooneevalley',
      },
    ],
    [
      '5 HR Gloucester',
      { code: 'HR', raceNumber: 5, text: 'gloucester', textKey: 'gloucester' },
    ],
    [
      '  Flémington,  R12! ',
      { code: null, raceNumber: 12, text: 'flemington', textKey: 'flemington' },
    ],
    [
      "St. Arnaud's tb",
      {
        code: 'TB',
        raceNumber: null,
        text: 'st arnauds',
        textKey: 'starnauds',
      },
    ],
    ['tb gr', { code: 'TB', raceNumber: null, text: 'gr', textKey: 'gr' }],
  ])('should parse %p', (q, expected) => {
    expect(parseSearchQuery(q)).toEqual(expected);
  });
});

describe('matchesSearch', () => {
  const row = opportunity({
    venue: 'Moonee Valley',
    raceNumber: 5,
    raceCode: 'TB',
    raceName: 'Cox Plate',
    runnerName: "O'Reilly's Star",
  });
  it.each([
    ['moonee', true],
    ['Moonee R5', true],
    ['moonee r6', false],
    ['tb 5', true],
    ['gr', false],
    ['mooneevalley', true], // search key
    ['the valley', true], // alias
    ['mv', true], // alias key
    ['cox', true], // race name
    ['oreillys', true], // runner name without punctuation
    ['flemington', false],
    ['', true],
  ])('should match %p: %p', (q, expected) => {
    expect(matchesSearch(parseSearchQuery(q), row)).toBe(expected);
  });

  it('should filter rows, and keep all for a blank search', () => {
    const rows = [
      row,
      opportunity({
        id: 'x',
        venue: 'Randwick',
        raceName: 'Maiden',
        runnerName: 'Zed',
      }),
    ];
    expect(searchOpportunities(rows, 'randwick').map((r) => r.id)).toEqual([
      'x',
    ]);
    expect(searchOpportunities(rows, '  ')).toHaveLength(2);
  });
});
