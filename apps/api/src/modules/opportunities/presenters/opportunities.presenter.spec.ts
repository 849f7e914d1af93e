import { createHash } from 'node:crypto';
import { freshMarket } from '../../../../test/support/market-freshness';
import type { OpportunityRows } from '../../valuation';
import { presentOpportunities } from './opportunities.presenter';

const rows = (over: Partial<OpportunityRows> = {}): OpportunityRows => ({
  version: 'v',
  opportunities: [],
  lastUpdated: '2026-11-21T10:00:00.000Z',
  fairPriceMethod: 'default',
  commission: 7,
  retention: { source: 'promo', measured: {} },
  staleRaces: [],
  marketAsOf: null,
  marketFreshness: freshMarket().freshness,
  validUntilMs: 123,
  ...over,
});

describe('Unit', () => {
  describe('presentOpportunities', () => {
    it('should serialise once and tag the bytes with their SHA-1', () => {
      const reply = presentOpportunities(rows());
      expect(reply.body.toString()).toBe('{"opportunities":[],"lastUpdated":"2026-11-21T10:00:00.000Z","fairPriceMethod":"default","staleRaces":[],"marketAsOf":null,"marketFreshness":{"stale":false,"reason":null,"asOf":"2026-11-21T09:59:00.000Z","staleSince":null,"staleAt":null,"detail":null},"commission":7,"retention":{"source":"promo","measured":{}}}');
      expect(JSON.parse(presentOpportunities(rows({ fairPriceMethod: 'shin' })).body.toString())).toMatchObject({ fairPriceMethod: 'shin' });
      expect(reply.etag).toBe(`"${createHash('sha1').update(reply.body).digest('base64url')}"`);
      expect(reply.validUntilMs).toBe(123);
    });
  });
});
