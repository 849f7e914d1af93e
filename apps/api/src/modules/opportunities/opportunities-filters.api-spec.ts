import type { OpportunitiesResponse } from '@overlay/contracts';
import type { Opportunity } from '@overlay/domain';
import { expectedRows, expectRow } from '../../../test/fixtures/ev-hand-model';
import { createOpportunityApp } from '../../../test/fixtures/opportunity-app';
import type { OpportunityApp } from '../../../test/fixtures/opportunity-app';
import { RACE_A, RACE_B, RACE_C } from '../../../test/fixtures/opportunity-market';

// Every query parameter of docs/product.md §2 / §7 on the fixture market: the expected rows are the hand-worked
// rows of ev-hand-model.ts, kept by the filter's rule and sorted as asked.
describe('GET /api/opportunities (filters)', () => {
  let fx: OpportunityApp;
  let rows: Opportunity[];

  beforeAll(async () => {
    fx = await createOpportunityApp();
    rows = expectedRows(fx.races, fx.ids, false);
  });

  afterAll(async () => {
    await fx.close();
  });

  const byId = (x: Opportunity, y: Opportunity) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);
  // A row without the value (a Top-2 row's bonus %) sorts last.
  const desc = (field: 'totalEV' | 'ev' | 'bonusPct' | 'promoEV') => (x: Opportunity, y: Opportunity) => {
    const [a, b] = [x[field], y[field]];
    if (a === null || b === null) return a === b ? byId(x, y) : a === null ? 1 : -1;
    return b - a || byId(x, y);
  };
  const inWindow = (minutes: number) => (row: Opportunity) => Date.parse(row.startTime) <= Date.now() + minutes * 60_000;
  /** The defaults: 720 minutes (races A and B), totalEV ≥ −40, odds ≤ 51, bonus ≥ 0, every code and book. */
  const defaults = (row: Opportunity) => inWindow(720)(row) && row.totalEV >= -40 && row.price <= 51 && (row.bonusPct === null || row.bonusPct >= 0);

  async function expectQuery(query: string, keep: (row: Opportunity) => boolean, order = desc('totalEV'), limit = 1000) {
    const response = await fx.get(`/api/opportunities?${query}`).expect(200);
    const actual = (response.body as OpportunitiesResponse).opportunities;
    const expected = rows.filter(keep).sort(order).slice(0, limit);
    expect(actual.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    actual.forEach((row, index) => expectRow(row, expected[index]));
    return actual;
  }

  it.each([
    // min_total_ev: totalEV ≥ 10 (e.g. Sportsbet A1 26.345 stays, TAB A3 6.684 goes).
    ['min_total_ev=10', (row: Opportunity) => defaults(row) && row.totalEV >= 10],
    ['min_total_ev=-100', (row: Opportunity) => inWindow(720)(row)],
    // max_odds: price ≤ 5 (Sportsbet A2 4.5 stays, A3 6.0 goes).
    ['max_odds=5', (row: Opportunity) => defaults(row) && row.price <= 5],
    // min_bonus_pct: (price − 1) / fair × 100 ≥ 80 (Sportsbet A4 86.34 stays, A3 78.02 goes).
    ['min_bonus_pct=80', (row: Opportunity) => defaults(row) && row.bonusPct !== null && row.bonusPct >= 80],
    // within_minutes: 45 keeps race A (+30) only; 1440 adds race C (+900).
    ['within_minutes=45', (row: Opportunity) => defaults(row) && row.extRaceId === RACE_A],
    ['within_minutes=1440', (row: Opportunity) => row.totalEV >= -40],
    // codes: comma list, any case; unknown codes dropped; every code when none is valid.
    ['codes=GR', (row: Opportunity) => defaults(row) && row.raceCode === 'GR'],
    ['codes=gr,xx&within_minutes=1440', (row: Opportunity) => row.totalEV >= -40 && row.raceCode === 'GR'],
    ['codes=HR,TB&within_minutes=1440', (row: Opportunity) => row.totalEV >= -40 && row.raceCode !== 'GR'],
    ['codes=XX', defaults],
    // bookmakers: known names only (any case); all of them when none is known.
    ['bookmakers=tab,Nope', (row: Opportunity) => defaults(row) && row.bookmaker === 'TAB'],
    ['bookmakers=Ladbrokes,Sportsbet', (row: Opportunity) => defaults(row) && row.bookmaker !== 'TAB'],
    ['bookmakers=Nope', defaults],
    // require_two_bookies: race C runner 4 is priced by TAB alone.
    ['require_two_bookies=true&within_minutes=1440', (row: Opportunity) => row.totalEV >= -40 && row.bookmakerCount >= 2],
    ['require_two_bookies=false&within_minutes=1440', (row: Opportunity) => row.totalEV >= -40],
    // mode=promo_only: rows with a promo (the 16 promo rows of race A).
    ['mode=promo_only', (row: Opportunity) => defaults(row) && row.promoType !== null],
    // race_id restricts to one race.
    [`race_id=${RACE_B}`, (row: Opportunity) => defaults(row) && row.extRaceId === RACE_B],
    [`race_id=${RACE_C}&within_minutes=1440`, (row: Opportunity) => row.totalEV >= -40 && row.extRaceId === RACE_C],
    ['race_id=no-such-race', () => false],
    // q: the dashboard search (code token, race number token, venue / race / runner text).
    ['q=dapto', (row: Opportunity) => defaults(row) && row.extRaceId === RACE_B],
    ['q=tb%20r1', (row: Opportunity) => defaults(row) && row.extRaceId === RACE_A],
    ['q=hr&within_minutes=1440', (row: Opportunity) => row.totalEV >= -40 && row.raceCode === 'HR'],
    // "7" is the race-number token: race C (Alexandra Park R7), outside the default window.
    ['q=alexandra%207', () => false],
    ['q=alexandra%207&within_minutes=1440', (row: Opportunity) => row.totalEV >= -40 && row.extRaceId === RACE_C],
  ])('should filter with %s', async (query, keep) => {
    await expectQuery(query, keep);
  });

  it('should cut to max_results after sorting', async () => {
    const top = await expectQuery('max_results=5', defaults, desc('totalEV'), 5);
    expect(top).toHaveLength(5);
    expect(top[0].id).toBe(`${RACE_A}:1:Sportsbet`);
  });

  it.each([
    ['sort_by=ev', desc('ev')],
    ['sort_by=bonusPct&sort_dir=desc', desc('bonusPct')],
    ['sort_by=promoEV', desc('promoEV')],
    ['sort_by=price&sort_dir=asc', (x: Opportunity, y: Opportunity) => x.price - y.price || byId(x, y)],
    ['sort_by=totalEV&sort_dir=asc', (x: Opportunity, y: Opportunity) => x.totalEV - y.totalEV || byId(x, y)],
    [
      'sort_by=bookmaker&sort_dir=asc',
      (x: Opportunity, y: Opportunity) => x.bookmaker.toLowerCase().localeCompare(y.bookmaker.toLowerCase()) || byId(x, y),
    ],
    [
      'sort_by=startTime&sort_dir=desc',
      (x: Opportunity, y: Opportunity) => y.startTime.localeCompare(x.startTime) || byId(x, y),
    ],
    ['sort_by=nonsense&sort_dir=sideways', desc('totalEV')],
  ])('should sort with %s', async (query, order) => {
    await expectQuery(query, defaults, order);
  });

  it('should project rows without promos when include_promos=false (totalEV = ev), even with mode=promo_only', async () => {
    const withoutPromos = rows.map((row) =>
      row.promoType === null
        ? row
        : {
            ...row,
            promoEV: 0,
            totalEV: row.ev,
            lockedEV: row.lockRating,
            promoId: null,
            promoType: null,
            promoMethod: null,
            isPlaceEstimate: false,
            placeSource: null,
            placeSourceBookmaker: null,
            placeSourceK: null,
            placeCoverage: null,
          },
    );
    const saved = rows;
    rows = withoutPromos;
    try {
      await expectQuery('include_promos=false', defaults);
      await expectQuery('include_promos=false&mode=promo_only', defaults);
    } finally {
      rows = saved;
    }
  });

  it('should fall back to the defaults for non-numeric numbers, with the very reply (and ETag) of the defaults', async () => {
    const plain = await fx.get('/api/opportunities').expect(200);
    const odd = await fx
      .get('/api/opportunities?min_total_ev=abc&max_odds=&min_bonus_pct=1e&within_minutes=soon&max_results=lots&codes=&bookmakers=')
      .expect(200);
    expect(odd.headers.etag).toBe(plain.headers.etag);
    expect(odd.text).toBe(plain.text);
    await expectQuery('min_total_ev=abc&max_odds=x&within_minutes=0x10&max_results=Infinity', defaults);
  });

  it('should clamp max_results to 1..5000 and within_minutes to 1..10080', async () => {
    await expectQuery('max_results=0', defaults, desc('totalEV'), 1);
    await expectQuery('max_results=99999&within_minutes=99999', (row) => row.totalEV >= -40);
  });
});
