import type { Opportunity } from '@overlay/contracts';
import type { DashboardRow } from '../api/dashboard.api';
import { anOpportunityRow } from '../../../testing/an-opportunity-row';
import {
  boostBadge,
  isStaleRow,
  nextSort,
  relativeStart,
  searchRows,
  sortRows,
  visibleRows,
} from '../model/dashboard-view';

/** A neutral row (no EV, one book) that each test shapes. */
function row(over: Partial<Opportunity>): DashboardRow {
  return anOpportunityRow({
    id: 'r',
    extRaceId: 'x',
    venue: 'Flemington',
    raceNumber: 1,
    raceName: 'Race 1',
    startTime: '2026-11-23T10:00:00.000Z',
    runnerNumber: 1,
    runnerName: 'Fast Filly',
    price: 3,
    fairPrice: 3,
    ev: 0,
    totalEV: 0,
    bonusPct: 0,
    kelly: 0,
    bookmakerCount: 1,
    ...over,
  });
}

describe('nextSort (docs/product.md §2 first-click directions)', () => {
  it.each([
    ['ev', 'desc'],
    ['promoEV', 'desc'],
    ['totalEV', 'desc'],
    ['bonusPct', 'desc'],
    ['raceName', 'asc'],
    ['startTime', 'asc'],
    ['bookmaker', 'asc'],
    ['price', 'asc'],
  ] as const)('should sort %s %s on the first click', (field, dir) => {
    const from = {
      sortBy: field === 'price' ? 'ev' : 'price',
      sortDir: 'asc',
    } as const;
    expect(nextSort(from, field)).toEqual({ sortBy: field, sortDir: dir });
  });
  it('should toggle on the second click', () => {
    expect(
      nextSort({ sortBy: 'totalEV', sortDir: 'desc' }, 'totalEV').sortDir,
    ).toBe('asc');
    expect(nextSort({ sortBy: 'price', sortDir: 'asc' }, 'price').sortDir).toBe(
      'desc',
    );
  });
});

describe('visibleRows', () => {
  const rows = [
    row({
      id: 'a',
      venue: 'Moonee Valley',
      raceNumber: 5,
      totalEV: 3,
      price: 4,
    }),
    row({
      id: 'b',
      venue: 'Moonee Valley',
      raceNumber: 2,
      totalEV: 9,
      price: 2,
    }),
    row({
      id: 'c',
      venue: 'Randwick',
      raceNumber: 5,
      raceCode: 'GR',
      totalEV: 12,
      price: 6,
    }),
  ];
  it.each([
    ['', ['c', 'b', 'a']],
    ['moonee', ['b', 'a']],
    ['Moonee R5', ['a']],
    ['r5', ['c', 'a']],
    ['gr 5', ['c']],
    ['nowhere', []],
  ])('should find %j → %j (totalEV desc)', (q, ids) => {
    expect(visibleRows(rows, q, 'totalEV', 'desc').map((r) => r.id)).toEqual(
      ids,
    );
  });
  it('should sort by price ascending', () => {
    expect(visibleRows(rows, '', 'price', 'asc').map((r) => r.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });
});

describe('sortRows (in the browser, the engine comparator)', () => {
  // Hand-checked orders: b has no bonus % (a Top-2 row), c and d tie on every field but the id.
  const rows = [
    row({
      id: 'd',
      venue: 'randwick',
      raceNumber: 2,
      bookmaker: 'Neds',
      price: 5,
      ev: 1,
      totalEV: 4,
      bonusPct: 80,
    }),
    row({
      id: 'b',
      venue: 'Flemington',
      raceNumber: 7,
      bookmaker: 'betr',
      price: 2.5,
      ev: 3,
      totalEV: 9,
      bonusPct: null,
      startTime: '2026-11-23T09:00:00.000Z',
    }),
    row({
      id: 'c',
      venue: 'Randwick',
      raceNumber: 2,
      bookmaker: 'Neds',
      price: 5,
      ev: 1,
      totalEV: 4,
      bonusPct: 80,
    }),
    row({
      id: 'a',
      venue: 'Caulfield',
      raceNumber: 1,
      bookmaker: 'TAB',
      price: 11,
      ev: -2,
      totalEV: 12,
      bonusPct: 95,
      startTime: '2026-11-23T11:00:00.000Z',
    }),
  ];
  const ids = (sorted: DashboardRow[]) => sorted.map((r) => r.id).join('');
  it.each([
    // A first click (docs/product.md §2): ev, promoEV, totalEV and bonusPct descending, the others ascending.
    ['totalEV', 'abcd'],
    ['ev', 'bcda'],
    ['bonusPct', 'acdb'],
    ['price', 'bcda'],
    ['raceName', 'abcd'],
    ['startTime', 'bcda'],
    ['bookmaker', 'bcda'],
  ] as const)('should order a first click on %s as %s', (field, order) => {
    const { sortBy, sortDir } = nextSort(
      { sortBy: 'promoEV', sortDir: 'desc' },
      field,
    );
    expect(ids(sortRows(rows, sortBy, sortDir))).toBe(order);
  });
  it.each([
    ['totalEV', 'cdba'],
    ['bonusPct', 'cdab'],
    ['price', 'acdb'],
    ['raceName', 'cdba'],
  ] as const)(
    'should order the second click on %s as %s (ties still by id, a missing value still last)',
    (field, order) => {
      const first = nextSort({ sortBy: 'promoEV', sortDir: 'desc' }, field);
      const { sortBy, sortDir } = nextSort(first, field);
      expect(ids(sortRows(rows, sortBy, sortDir))).toBe(order);
    },
  );
  it('should leave the loaded rows as they were and keep the order when searching', () => {
    const sorted = sortRows(rows, 'price', 'asc');
    expect(ids(rows)).toBe('dbca');
    expect(ids(searchRows(sorted, 'randwick'))).toBe('cd');
  });
});

describe('row helpers', () => {
  const now = Date.parse('2026-11-23T10:00:00.000Z');
  it.each([
    [-1, 'Started'],
    [0, 'Started'],
    [59 * 60_000 + 1, 'In 60 min'],
    [30 * 60_000, 'In 30 min'],
    [2 * 3_600_000, 'in about 2 hours'],
  ])('should show a start %d ms away as %s', (offset, label) => {
    expect(relativeStart(now + offset, now)).toBe(label);
  });
  it.each([
    ['FIXED_PLACE_K2', 'Top-2'],
    ['ANY_OF_WIN', 'Any-Of'],
    ['PARLAY_ALL_WIN', 'Parlay'],
    ['FIXED_WIN', 'Win'],
    [null, 'Win'],
  ])('should badge boost type %s as %s', (type, badge) => {
    expect(boostBadge(type)).toBe(badge);
  });
  it('should mark a row stale by its own flag or by its bookmaker in coverage', () => {
    expect(isStaleRow(row({}), new Set())).toBe(false);
    expect(isStaleRow(row({ bookmaker: 'Neds' }), new Set(['Neds']))).toBe(
      true,
    );
    expect(isStaleRow({ ...row({}), stale: true }, new Set())).toBe(true);
  });
});
