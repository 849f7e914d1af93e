import { BOOKMAKERS, parseOpportunitiesQuery } from '@overlay/domain';
import type { OpportunitiesQuery } from '@overlay/domain';
import { freshMarket } from '../../../../test/support/market-freshness';
import { FixedClock } from '../../../../test/support/test-clock';
import type { OpportunityRows, ValuationService, Viewer } from '../../valuation';
import { GetOpportunitiesUseCase } from './get-opportunities.use-case';
import { OpportunityReplyCache } from './opportunity-reply.cache';

const NOW = Date.parse('2026-11-21T10:00:00Z');

const viewer = (id: string): Viewer => ({ id, fairMethod: 'default', commission: 0.07, retentionSource: 'promo', promoContext: 'own' });
const query = (raw: Record<string, string> = {}) => parseOpportunitiesQuery(raw, BOOKMAKERS);

describe('Unit', () => {
  describe('GetOpportunitiesUseCase', () => {
    let version: string;
    let valued: number;
    /** When set, the next rows are held until it is called. */
    let hold: Promise<void> | null;
    let clock: FixedClock;
    let useCase: GetOpportunitiesUseCase;

    beforeEach(() => {
      version = 'v1';
      valued = 0;
      hold = null;
      clock = new FixedClock(NOW);
      const valuation = {
        peekOpportunityVersion: () => version,
        opportunityVersion: () => Promise.resolve(version),
        opportunityRows: async (_viewer: Viewer, _query: OpportunitiesQuery): Promise<OpportunityRows> => {
          valued += 1;
          const at = version;
          if (hold) await hold;
          return {
            version: at,
            opportunities: [],
            lastUpdated: `2026-11-21T09:59:0${valued}.000Z`,
            fairPriceMethod: 'default',
            commission: 7,
            retention: { source: 'promo', measured: {} },
            staleRaces: [],
            marketAsOf: null,
            marketFreshness: freshMarket().freshness,
            validUntilMs: NOW + 10_000,
          };
        },
      } as unknown as ValuationService;
      useCase = new GetOpportunitiesUseCase(valuation, new OpportunityReplyCache(clock), clock);
    });

    it('should serialise a filter set once per version and answer the same bytes and ETag after', async () => {
      expect(useCase.cached(viewer('u1'), query())).toBeUndefined();
      const [first, together] = await Promise.all([useCase.execute(viewer('u1'), query()), useCase.execute(viewer('u1'), query())]);
      expect(together).toBe(first);
      expect(await useCase.execute(viewer('u1'), query({ min_total_ev: 'abc' }))).toBe(first);
      expect(useCase.cached(viewer('u1'), query())).toBe(first);
      expect(valued).toBe(1);
      expect(JSON.parse(first.body.toString())).toMatchObject({ lastUpdated: '2026-11-21T09:59:01.000Z' });
    });

    it('should build a new reply when the version moved', async () => {
      const first = await useCase.execute(viewer('u1'), query());
      version = 'v2';
      expect(useCase.cached(viewer('u1'), query())).toBeUndefined();
      const second = await useCase.execute(viewer('u1'), query());
      expect(second).not.toBe(first);
      expect(second.etag).not.toBe(first.etag);
    });

    it("should let the last market version's reply stand in for a whole read while the next is built, not for a part", async () => {
      version = '1|2026-11-21T09:59:00.000Z|c1|global|c0.07|fresh';
      const first = await useCase.execute(viewer('u1'), query());
      version = '2|2026-11-21T09:59:30.000Z|c1|global|c0.07|fresh';
      // No build under way: the reader starts it and waits for it.
      expect(useCase.cached(viewer('u1'), query())).toBeUndefined();
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      const building = useCase.execute(viewer('u1'), query());
      expect(useCase.cached(viewer('u1'), query())).toBe(first);
      expect(useCase.cached(viewer('u1'), query({ races: 'r1' }))).toBeUndefined();
      // Another viewer context (catalogue version) has no stand-in.
      version = '2|2026-11-21T09:59:30.000Z|c2|global|c0.07|fresh';
      expect(useCase.cached(viewer('u1'), query())).toBeUndefined();
      version = '2|2026-11-21T09:59:30.000Z|c1|global|c0.07|fresh';
      // Built more than 2 s ago: it no longer stands in.
      clock.at = NOW + 2_001;
      expect(useCase.cached(viewer('u1'), query())).toBeUndefined();
      release();
      const second = await building;
      expect(second).not.toBe(first);
      expect(useCase.cached(viewer('u1'), query())).toBe(second);
    });

    it('should build a reply again once it is no longer valid', async () => {
      const first = await useCase.execute(viewer('u1'), query());
      clock.at = NOW + 9_999;
      expect(await useCase.execute(viewer('u1'), query())).toBe(first);
      clock.at = NOW + 10_000;
      expect(useCase.cached(viewer('u1'), query())).toBeUndefined();
      expect(await useCase.execute(viewer('u1'), query())).not.toBe(first);
    });
  });
});
