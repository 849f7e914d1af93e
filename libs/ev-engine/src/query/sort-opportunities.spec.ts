import type { Opportunity, SortDir, SortField } from '@overlay/domain';
import {
  compareOpportunities,
  opportunityComparator,
} from './sort-opportunities';
import { opportunity } from '../testing/test-fixtures';

// The order queryOpportunityTable gives its rows (defaults totalEV desc).
const sortOpportunities = (
  list: readonly Opportunity[],
  sortBy: SortField = 'totalEV',
  sortDir: SortDir = 'desc',
): Opportunity[] => list.slice().sort(opportunityComparator(sortBy, sortDir));

const rows = [
  opportunity({
    id: 'b',
    venue: 'randwick',
    raceNumber: 2,
    bookmaker: 'neds',
    price: 3,
    ev: 1,
    bonusPct: 60,
    promoEV: 0,
    totalEV: 1,
    startTime: '2026-11-21T11:00:00.000Z',
  }),
  opportunity({
    id: 'a',
    venue: 'Flemington',
    raceNumber: 7,
    bookmaker: 'TAB',
    price: 3,
    ev: 4,
    bonusPct: 70,
    promoEV: 5,
    totalEV: 9,
    startTime: '2026-11-21T10:00:00.000Z',
  }),
  opportunity({
    id: 'c',
    venue: 'Flemington',
    raceNumber: 2,
    bookmaker: 'Betr',
    price: 8,
    ev: -2,
    bonusPct: 90,
    promoEV: 11,
    totalEV: 9,
    startTime: '2026-11-21T12:00:00.000Z',
  }),
];

describe('sortOpportunities', () => {
  it.each([
    ['totalEV', 'desc', ['a', 'c', 'b']], // 9 = 9 → id a before c
    ['totalEV', 'asc', ['b', 'a', 'c']],
    ['ev', 'desc', ['a', 'b', 'c']],
    ['promoEV', 'desc', ['c', 'a', 'b']],
    ['bonusPct', 'desc', ['c', 'a', 'b']],
    ['price', 'asc', ['a', 'b', 'c']], // 3 = 3 → id a before b
    ['price', 'desc', ['c', 'a', 'b']],
    ['startTime', 'asc', ['a', 'b', 'c']],
    ['bookmaker', 'asc', ['c', 'b', 'a']], // betr, neds, tab (case-insensitive)
    ['raceName', 'asc', ['c', 'a', 'b']], // Flemington R2, Flemington R7, Randwick R2
    ['raceName', 'desc', ['b', 'a', 'c']],
  ] as const)('should sort by %s %s', (field, dir, expected) => {
    expect(sortOpportunities(rows, field, dir).map((r) => r.id)).toEqual(
      expected,
    );
  });

  it('should default to totalEV descending and not change its input', () => {
    const copy = rows.slice();
    expect(sortOpportunities(rows).map((r) => r.id)).toEqual(['a', 'c', 'b']);
    expect(rows).toEqual(copy);
  });

  it('should agree with compareOpportunities', () => {
    for (const field of [
      'raceName',
      'startTime',
      'bookmaker',
      'price',
      'ev',
      'bonusPct',
      'promoEV',
      'totalEV',
    ] as SortField[]) {
      const sorted = sortOpportunities(rows, field, 'asc');
      for (let i = 1; i < sorted.length; i++)
        expect(
          compareOpportunities(sorted[i - 1], sorted[i], field, 'asc'),
        ).toBeLessThan(0);
    }
  });
});
