import { BOOKMAKERS, parseOpportunitiesQuery } from '@overlay/domain';
import { createHash } from 'node:crypto';
import { opportunitiesQueryKey, serialiseReply } from './opportunities-reply';

const key = (raw: Record<string, string>) => opportunitiesQueryKey(parseOpportunitiesQuery(raw, BOOKMAKERS));

describe('Unit', () => {
  describe('opportunitiesQueryKey', () => {
    it.each([
      [{}, { min_total_ev: 'abc', max_odds: '', within_minutes: 'soon', max_results: 'x', codes: 'XX', bookmakers: 'Nope' }],
      [{ codes: 'GR,TB' }, { codes: 'tb,gr,zz' }],
      [{ bookmakers: 'TAB,Sportsbet' }, { bookmakers: 'sportsbet,tab' }],
      [{ q: 'Moonee' }, { q: '  moonee ' }],
      [{ include_promos: 'false' }, { include_promos: 'false', mode: 'promo_only' }],
    ])('should give %p and %p one key', (a, b) => {
      expect(key(a)).toBe(key(b));
    });

    it.each([
      [{}, { min_total_ev: '0' }],
      [{}, { race_id: 'r1' }],
      [{}, { sort_by: 'price' }],
      [{}, { mode: 'promo_only' }],
      [{ codes: 'GR' }, { codes: 'TB' }],
    ])('should tell %p and %p apart', (a, b) => {
      expect(key(a)).not.toBe(key(b));
    });
  });

  describe('serialiseReply', () => {
    it('should serialise once and tag the bytes with their SHA-1', () => {
      const reply = serialiseReply([], '2026-11-21T10:00:00.000Z', 123);
      expect(reply.body.toString()).toBe('{"opportunities":[],"lastUpdated":"2026-11-21T10:00:00.000Z","fairPriceMethod":"default","staleRaces":[],"marketAsOf":null}');
      expect(JSON.parse(serialiseReply([], null, 1, 'shin').body.toString())).toMatchObject({ fairPriceMethod: 'shin' });
      expect(reply.etag).toBe(`"${createHash('sha1').update(reply.body).digest('base64url')}"`);
      expect(reply.validUntilMs).toBe(123);
    });
  });
});
