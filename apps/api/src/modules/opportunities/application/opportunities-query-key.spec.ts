import { BOOKMAKERS, parseOpportunitiesQuery } from '@overlay/domain';
import { opportunitiesQueryKey } from './opportunities-query-key';

const key = (raw: Record<string, string>) => opportunitiesQueryKey(parseOpportunitiesQuery(raw, BOOKMAKERS));

describe('Unit', () => {
  describe('opportunitiesQueryKey', () => {
    it.each([
      [{}, { min_total_ev: 'abc', max_odds: '', within_minutes: 'soon', max_results: 'x', codes: 'XX', bookmakers: 'Nope' }],
      [{ codes: 'GR,TB' }, { codes: 'tb,gr,zz' }],
      [{ bookmakers: 'TAB,Sportsbet' }, { bookmakers: 'sportsbet,tab' }],
      [{ q: 'Moonee' }, { q: '  moonee ' }],
      [{ include_promos: 'false' }, { include_promos: 'false', mode: 'promo_only' }],
      [{ races: 'r2,r1' }, { races: 'r1, r2,r1' }],
      [{}, { races: ',' }],
    ])('should give %p and %p one key', (a, b) => {
      expect(key(a)).toBe(key(b));
    });

    it.each([
      [{}, { min_total_ev: '0' }],
      [{}, { race_id: 'r1' }],
      [{}, { sort_by: 'price' }],
      [{}, { mode: 'promo_only' }],
      [{ codes: 'GR' }, { codes: 'TB' }],
      [{}, { races: 'r1' }],
      [{ races: 'r1' }, { races: 'r1,r2' }],
    ])('should tell %p and %p apart', (a, b) => {
      expect(key(a)).not.toBe(key(b));
    });

    it('should make the key once per query object', () => {
      const query = parseOpportunitiesQuery({ codes: 'GR' }, BOOKMAKERS);
      expect(opportunitiesQueryKey(query)).toBe(opportunitiesQueryKey(query));
    });
  });
});
