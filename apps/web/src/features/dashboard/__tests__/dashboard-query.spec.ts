import {
  BOOKMAKERS,
  defaultOpportunitiesQuery,
  setIncludePromos,
  setPromoOnly,
} from '@overlay/domain';
import { opportunitiesArgs } from '../api/dashboard.api';
import {
  knownBookmakers,
  readDashboardQuery,
  writeDashboardQuery,
} from '../model/dashboard-query';

/** A catalogue as the api lists it: the 17, then the feed's other books by name. */
const CATALOGUE = [...BOOKMAKERS, 'Bet365', 'Bluebet', 'MyLocalBook', 'Unibet'];
const KNOWN = knownBookmakers(CATALOGUE, null);

describe('dashboard address query', () => {
  it("should know the catalogue's bookmakers once it has arrived", () => {
    expect(KNOWN).toEqual(CATALOGUE);
  });

  it('should know the static 17 and the names the address lists before the catalogue arrives', () => {
    expect(knownBookmakers(undefined, null)).toEqual([...BOOKMAKERS]);
    expect(knownBookmakers(undefined, ' bet365,Sportsbet,,Unibet')).toEqual([...BOOKMAKERS, 'bet365', 'Unibet']);
  });

  it('should read an empty query string as the defaults and write the defaults as nothing', () => {
    const query = readDashboardQuery('', KNOWN);
    expect(query).toEqual(defaultOpportunitiesQuery(KNOWN));
    expect(writeDashboardQuery(query, KNOWN)).toBe('');
  });

  it('should round-trip every parameter of docs/product.md §2', () => {
    const search =
      'min_total_ev=5&max_odds=10.5&min_bonus_pct=65&within_minutes=120&max_results=200' +
      '&require_two_bookies=true&mode=promo_only&codes=TB,GR&bookmakers=Betr,Sportsbet' +
      '&q=moonee%20r5&race_id=race-9&sort_by=startTime&sort_dir=asc';
    const query = readDashboardQuery(search, KNOWN);
    expect(query).toMatchObject({
      minTotalEV: 5,
      maxOdds: 10.5,
      minBonusPct: 65,
      withinMinutes: 120,
      maxResults: 200,
      requireTwoBookies: true,
      promoOnly: true,
      includePromos: true,
      raceCodes: ['TB', 'GR'],
      bookmakers: ['Betr', 'Sportsbet'],
      q: 'moonee r5',
      raceId: 'race-9',
      sortBy: 'startTime',
      sortDir: 'asc',
    });
    expect(
      readDashboardQuery(writeDashboardQuery(query, KNOWN), KNOWN),
    ).toEqual(query);
  });

  it.each([
    ['codes=XX,gr', 'raceCodes', ['GR']],
    ['codes=XX,YY', 'raceCodes', ['TB', 'GR', 'HR']],
    ['bookmakers=Nope,betr', 'bookmakers', ['Betr']],
    ['bookmakers=Nope', 'bookmakers', KNOWN],
    ['min_total_ev=abc', 'minTotalEV', -40],
    ['max_odds=', 'maxOdds', 51],
    ['max_results=lots', 'maxResults', 1000],
    ['within_minutes=0x10', 'withinMinutes', 720],
    ['include_promos=false&mode=promo_only', 'promoOnly', false],
    ['sort_by=venue', 'sortBy', 'totalEV'],
  ])('should read %s as %s = %j', (search, key, expected) => {
    expect(readDashboardQuery(search, KNOWN)[key as 'q']).toEqual(expected);
  });
});

describe('filter couplings (docs/product.md §4)', () => {
  const base = defaultOpportunitiesQuery(KNOWN);
  it('should turn Promo-Only off when promotions are excluded', () => {
    const on = setPromoOnly(base, true);
    expect(setIncludePromos(on, false)).toMatchObject({
      includePromos: false,
      promoOnly: false,
    });
  });
  it('should force promotions on when Promo-Only is turned on', () => {
    const off = setIncludePromos(base, false);
    expect(setPromoOnly(off, true)).toMatchObject({
      includePromos: true,
      promoOnly: true,
    });
  });
});

describe('opportunities call arguments', () => {
  it('should be the same for the default view before and after the active bookmakers arrive (one call)', () => {
    const before = knownBookmakers(undefined, null);
    const argsBefore = opportunitiesArgs(readDashboardQuery('', before), before);
    const argsAfter = opportunitiesArgs(readDashboardQuery('', KNOWN), KNOWN);
    expect(argsAfter).toEqual(argsBefore);
    expect(argsAfter.bookmakers).toEqual([]);
  });

  it('should be the same for an address naming books beyond the 17 before and after the catalogue arrives', () => {
    const search = 'bookmakers=Bet365,Unibet';
    const before = knownBookmakers(undefined, new URLSearchParams(search).get('bookmakers'));
    const argsBefore = opportunitiesArgs(readDashboardQuery(search, before), before);
    const argsAfter = opportunitiesArgs(readDashboardQuery(search, KNOWN), KNOWN);
    expect(argsBefore.bookmakers).toEqual(['Bet365', 'Unibet']);
    expect(argsAfter).toEqual(argsBefore);
  });

  it('should read an old address listing the 17 as those 17 once more books are known', () => {
    const search = `bookmakers=${BOOKMAKERS.join(',')}`;
    expect(readDashboardQuery(search, KNOWN).bookmakers).toEqual([...BOOKMAKERS]);
    expect(writeDashboardQuery(readDashboardQuery(search, KNOWN), KNOWN)).toBe(search.replace(/ /g, '%20'));
  });

  it('should keep a chosen subset of bookmakers', () => {
    const args = opportunitiesArgs(
      readDashboardQuery('bookmakers=Betr,MyLocalBook', KNOWN),
      KNOWN,
    );
    expect(args.bookmakers).toEqual(['Betr', 'MyLocalBook']);
  });
});
