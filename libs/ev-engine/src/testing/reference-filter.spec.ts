import type { OpportunitiesQuery } from '@overlay/domain';
import { BOOKMAKERS, defaultOpportunitiesQuery } from '@overlay/domain';
import { filterOpportunities } from './reference-filter';
import { withoutPromo } from '../query/opportunity-filter';
import { opportunity } from './test-fixtures';

const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const base: OpportunitiesQuery = defaultOpportunitiesQuery(BOOKMAKERS);
const ids = (q: Partial<OpportunitiesQuery>, rows = ROWS): string[] =>
  filterOpportunities(rows, { ...base, ...q }, NOW).map((r) => r.id);

const promoFields = {
  promoId: 'p1',
  promoType: 'BonusBack_2nd' as const,
  promoMethod: 'MPTO' as const,
  placeSource: 'native' as const,
  placeSourceBookmaker: 'TAB',
  placeSourceK: 2,
  placeCoverage: 1,
};
const ROWS = [
  opportunity({
    id: 'a',
    totalEV: 12,
    ev: 2,
    promoEV: 10,
    ...promoFields,
    price: 4,
    bonusPct: 80,
    startTime: '2026-11-21T10:30:00.000Z',
  }),
  opportunity({
    id: 'b',
    totalEV: -45,
    ev: -45,
    price: 30,
    bonusPct: 40,
    raceCode: 'GR',
    bookmaker: 'Neds',
    bookmakerCount: 1,
  }),
  opportunity({
    id: 'c',
    totalEV: 5,
    ev: 5,
    price: 2,
    bonusPct: 50,
    extRaceId: 'r2',
    startTime: '2026-11-22T10:00:00.000Z',
  }),
  opportunity({
    id: 'd',
    totalEV: 20,
    ev: 20,
    price: 6,
    bonusPct: 100,
    bookmaker: 'CustomBook',
    startTime: '2026-11-21T09:50:00.000Z',
  }),
  opportunity({
    id: 'e',
    totalEV: 1,
    ev: 1,
    price: 51,
    bonusPct: 90,
    raceCode: 'HR',
    startTime: '2026-11-21T21:59:00.000Z',
  }),
];

describe('filterOpportunities', () => {
  it.each([
    [
      'the defaults (custom book not selected, −45 < −40, tomorrow outside 720 min)',
      {},
      ['a', 'e'],
    ],
    [
      'min_total_ev = −50 (the promo manager link)',
      { minTotalEV: -50 },
      ['a', 'e', 'b'],
    ],
    ['max_odds = 30 (price ≤)', { maxOdds: 30, minTotalEV: -50 }, ['a', 'b']],
    ['max_odds = 29.5', { maxOdds: 29.5, minTotalEV: -50 }, ['a']],
    ['min_bonus_pct = 85 (bonusPct ≥)', { minBonusPct: 85 }, ['e']],
    [
      'within_minutes = 60 (a started open race stays)',
      { withinMinutes: 60, bookmakers: [...BOOKMAKERS, 'CustomBook'] },
      ['d', 'a'],
    ],
    [
      'within_minutes = 1500 reaches tomorrow',
      { withinMinutes: 1500 },
      ['a', 'c', 'e'],
    ],
    [
      'codes = HR',
      { raceCodes: ['HR'] as OpportunitiesQuery['raceCodes'] },
      ['e'],
    ],
    [
      'bookmakers = neds (case-insensitive)',
      { bookmakers: ['neds'], minTotalEV: -50 },
      ['b'],
    ],
    [
      'require_two_bookies',
      { requireTwoBookies: true, minTotalEV: -50 },
      ['a', 'e'],
    ],
    ['mode = promo_only', { promoOnly: true }, ['a']],
    ['race_id = r2', { raceId: 'r2', withinMinutes: 2000 }, ['c']],
    ['max_results = 1', { maxResults: 1 }, ['a']],
    [
      'sort by price ascending',
      { sortBy: 'price', sortDir: 'asc', minTotalEV: -50 },
      ['a', 'b', 'e'],
    ],
  ] as const)('should apply %s', (_label, q, expected) => {
    expect(ids(q as Partial<OpportunitiesQuery>)).toEqual(expected);
  });

  it('should strip promos when include_promos=false and then test min_total_ev on ev', () => {
    const result = filterOpportunities(
      ROWS,
      { ...base, includePromos: false, minTotalEV: 0 },
      NOW,
    );
    expect(result.map((r) => r.id)).toEqual(['a', 'e']);
    expect(result[0]).toMatchObject({
      totalEV: 2,
      promoEV: 0,
      promoType: null,
      promoId: null,
      placeSource: null,
    });
    expect(ROWS[0].promoEV).toBe(10);
  });

  it('should return the same object when a row has no promo to strip', () => {
    expect(withoutPromo(ROWS[1])).toBe(ROWS[1]);
  });
});
