import type { SortField } from '@overlay/domain';
import fc from 'fast-check';
import {
  compareOpportunities,
  sortOpportunities,
  topOpportunities,
} from './sort-opportunities';
import { opportunity } from './test-fixtures';

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

describe('topOpportunities', () => {
  it('should equal the first rows of the full sort (property)', () => {
    const field = fc.constantFrom<SortField>(
      'raceName',
      'startTime',
      'bookmaker',
      'price',
      'ev',
      'bonusPct',
      'promoEV',
      'totalEV',
    );
    const rowArb = fc.record({
      venue: fc.constantFrom('Flemington', 'randwick', 'Ascot'),
      raceNumber: fc.integer({ min: 1, max: 3 }),
      bookmaker: fc.constantFrom('TAB', 'neds', 'Betr'),
      price: fc.integer({ min: 2, max: 6 }),
      totalEV: fc.integer({ min: -3, max: 3 }),
      startTime: fc.constantFrom(
        '2026-11-21T10:00:00.000Z',
        '2026-11-21T11:00:00.000Z',
      ),
    });
    fc.assert(
      fc.property(
        fc.array(rowArb, { maxLength: 300 }),
        fc.integer({ min: 0, max: 80 }),
        field,
        fc.boolean(),
        (specs, limit, sortBy, asc) => {
          const list = specs.map((x, i) =>
            opportunity({
              ...x,
              id: `r${String(i).padStart(3, '0')}`,
              ev: x.totalEV,
              promoEV: -x.totalEV,
              bonusPct: x.price * 10,
            }),
          );
          const dir = asc ? 'asc' : 'desc';
          expect(
            topOpportunities(list, limit, sortBy, dir).map((r) => r.id),
          ).toEqual(
            sortOpportunities(list, sortBy, dir)
              .slice(0, limit)
              .map((r) => r.id),
          );
        },
      ),
    );
  });
});
