import { BOOKMAKERS } from '../racing/bookmakers';
import {
  parseOpportunitiesQuery,
  parseQueryNumber,
  serializeOpportunitiesQuery,
} from './filter-query';
import { defaultOpportunitiesQuery } from './filters';

const KNOWN = [...BOOKMAKERS, 'Unibet'];

describe('parseOpportunitiesQuery', () => {
  it('should give the defaults for an empty query', () => {
    expect(parseOpportunitiesQuery({}, KNOWN)).toEqual(
      defaultOpportunitiesQuery(KNOWN),
    );
  });

  it.each([
    [
      'min_total_ev below the UI bound (promo manager link)',
      { min_total_ev: '-50' },
      { minTotalEV: -50 },
    ],
    [
      'a non-numeric min_total_ev',
      { min_total_ev: 'abc' },
      { minTotalEV: -40 },
    ],
    ['an empty max_odds', { max_odds: '' }, { maxOdds: 51 }],
    ['a hex max_odds', { max_odds: '0x10' }, { maxOdds: 51 }],
    ['Infinity', { max_odds: 'Infinity' }, { maxOdds: 51 }],
    ['a decimal max_odds', { max_odds: ' 7.5 ' }, { maxOdds: 7.5 }],
    ['min_bonus_pct', { min_bonus_pct: '70' }, { minBonusPct: 70 }],
    [
      'max_results above the cap',
      { max_results: '9000' },
      { maxResults: 5000 },
    ],
    ['max_results of 0', { max_results: '0' }, { maxResults: 1 }],
    // The Matched mode (docs/ev-model.md §10).
    ['min_rating', { min_rating: '95' }, { minRating: 95 }],
    ['a non-numeric min_rating', { min_rating: 'high' }, { minRating: 0 }],
    ['lay_only', { lay_only: 'true' }, { layOnly: true }],
    ['matched', { matched: 'true' }, { matched: true }],
    ['matched=1 (only true)', { matched: '1' }, { matched: false }],
    ['sort by locked EV', { sort_by: 'lockedEV' }, { sortBy: 'lockedEV' }],
    ['a fractional max_results', { max_results: '120.9' }, { maxResults: 120 }],
    [
      'within_minutes above a week',
      { within_minutes: '20000' },
      { withinMinutes: 10080 },
    ],
    [
      'within_minutes 1440',
      { within_minutes: '1440' },
      { withinMinutes: 1440 },
    ],
    [
      'a non-numeric within_minutes',
      { within_minutes: 'soon' },
      { withinMinutes: 720 },
    ],
    [
      "require_two_bookies 'true'",
      { require_two_bookies: 'true' },
      { requireTwoBookies: true },
    ],
    [
      "require_two_bookies '1'",
      { require_two_bookies: '1' },
      { requireTwoBookies: false },
    ],
    [
      "include_promos 'false'",
      { include_promos: 'false' },
      { includePromos: false },
    ],
    ["include_promos 'no'", { include_promos: 'no' }, { includePromos: true }],
    ['mode promo_only', { mode: 'promo_only' }, { promoOnly: true }],
    [
      'mode promo_only with promos excluded',
      { mode: 'promo_only', include_promos: 'false' },
      { promoOnly: false, includePromos: false },
    ],
    ['an unknown mode', { mode: 'fancy' }, { promoOnly: false }],
    [
      'codes with unknown values dropped',
      { codes: 'TB,XX,gr' },
      { raceCodes: ['TB', 'GR'] },
    ],
    [
      'codes with none valid',
      { codes: 'XX,YY' },
      { raceCodes: ['TB', 'GR', 'HR'] },
    ],
    [
      'repeated codes keys',
      { codes: ['HR', 'TB'] },
      { raceCodes: ['TB', 'HR'] },
    ],
    [
      'bookmakers limited to known names',
      { bookmakers: 'sportsbet,Nope,TAB NZ' },
      { bookmakers: ['Sportsbet', 'TAB NZ'] },
    ],
    [
      'bookmakers with none known',
      { bookmakers: 'Nope' },
      { bookmakers: KNOWN },
    ],
    [
      'an active custom bookmaker',
      { bookmakers: 'unibet' },
      { bookmakers: ['Unibet'] },
    ],
    [
      'race_id and q',
      { race_id: ' flem-r1 ', q: 'R5' },
      { raceId: 'flem-r1', q: 'R5' },
    ],
    ['an empty race_id', { race_id: '' }, { raceId: null }],
    [
      'sort_by and sort_dir',
      { sort_by: 'price', sort_dir: 'asc' },
      { sortBy: 'price', sortDir: 'asc' },
    ],
    [
      'an unknown sort',
      { sort_by: 'name', sort_dir: 'up' },
      { sortBy: 'totalEV', sortDir: 'desc' },
    ],
    [
      'a repeated scalar key (first wins)',
      { max_odds: ['10', '20'] },
      { maxOdds: 10 },
    ],
  ])('should parse %s', (_label, raw, expected) => {
    expect(parseOpportunitiesQuery(raw, KNOWN)).toMatchObject(expected);
  });
});

describe('parseQueryNumber', () => {
  it.each([
    ['3', 3],
    ['-40', -40],
    ['.5', 0.5],
    ['1e2', 100],
    ['', 9],
    [undefined, 9],
    ['NaN', 9],
    ['12px', 9],
  ])('should read %p as %p (fallback 9)', (value, expected) => {
    expect(parseQueryNumber(value, 9)).toBe(expected);
  });
});

describe('serializeOpportunitiesQuery', () => {
  it('should write the Matched mode and its filters only when set', () => {
    const q = {
      ...defaultOpportunitiesQuery(KNOWN),
      minRating: 95,
      layOnly: true,
      matched: true,
      sortBy: 'lockedEV' as const,
    };
    expect(
      serializeOpportunitiesQuery(q, { knownBookmakers: KNOWN, omitDefaults: true }),
    ).toBe('min_rating=95&lay_only=true&sort_by=lockedEV&matched=true');
  });

  it('should write the full api query, min_bonus_pct only above 0', () => {
    const q = defaultOpportunitiesQuery(KNOWN);
    expect(serializeOpportunitiesQuery(q, { knownBookmakers: KNOWN })).toBe(
      'min_total_ev=-40&max_odds=51&within_minutes=720&max_results=1000&require_two_bookies=false&mode=standard&include_promos=true&codes=TB,GR,HR&sort_by=totalEV&sort_dir=desc',
    );
  });

  it('should leave defaults out of the dashboard URL', () => {
    const q = {
      ...defaultOpportunitiesQuery(KNOWN),
      minBonusPct: 70,
      raceCodes: ['GR' as const],
      bookmakers: ['TAB', 'TAB NZ'],
      q: 'Moonee R5',
      raceId: 'x 1',
      promoOnly: true,
    };
    expect(
      serializeOpportunitiesQuery(q, {
        knownBookmakers: KNOWN,
        omitDefaults: true,
      }),
    ).toBe(
      'min_bonus_pct=70&mode=promo_only&codes=GR&bookmakers=TAB,TAB%20NZ&q=Moonee%20R5&race_id=x%201',
    );
  });

  it('should round-trip through the parser', () => {
    const q = {
      ...defaultOpportunitiesQuery(KNOWN),
      minTotalEV: -12,
      maxOdds: 9.5,
      minBonusPct: 65,
      withinMinutes: 120,
      maxResults: 250,
      requireTwoBookies: true,
      includePromos: false,
      raceCodes: ['TB' as const, 'HR' as const],
      bookmakers: ['Betr', 'Unibet'],
      sortBy: 'price' as const,
      sortDir: 'asc' as const,
      minRating: 92.5,
      layOnly: true,
      matched: true,
    };
    for (const omitDefaults of [true, false]) {
      const text = serializeOpportunitiesQuery(q, {
        knownBookmakers: KNOWN,
        omitDefaults,
      });
      const raw = Object.fromEntries(
        text.split('&').map((pair) => pair.split('=').map(decodeURIComponent)),
      );
      expect(parseOpportunitiesQuery(raw, KNOWN)).toEqual(q);
    }
  });
});
