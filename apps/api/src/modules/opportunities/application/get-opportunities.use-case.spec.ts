import { BOOKMAKERS, parseOpportunitiesQuery } from '@overlay/domain';
import type { OpportunitiesQuery } from '@overlay/domain';
import { freshMarket } from '../../../../test/support/market-freshness';
import { FixedClock } from '../../../../test/support/test-clock';
import type { OpportunityRows, ServingState, ValuationService, Viewer } from '../../valuation';
import { GetOpportunitiesUseCase } from './get-opportunities.use-case';
import { OpportunityReplyCache } from './opportunity-reply.cache';
import { RECENT_VIEW_MS } from './recent-views';

const NOW = Date.parse('2026-11-21T10:00:00Z');

const viewer = (id: string): Viewer => ({ id, fairMethod: 'default', commission: 0.07, retentionSource: 'promo', promoContext: 'own' });
const query = (raw: Record<string, string> = {}) => parseOpportunitiesQuery(raw, BOOKMAKERS);
/** A state read but not served yet: the fake valuation keys its rows `v<dataVersion>`. */
const readState = (dataVersion: number) => ({ dataVersion }) as ServingState;
const versionAt = (at: ServingState | undefined, served: string) => (at === undefined ? served : `v${at.dataVersion}`);

describe('Unit', () => {
  describe('GetOpportunitiesUseCase', () => {
    let version: string;
    let valued: number;
    let clock: FixedClock;
    let useCase: GetOpportunitiesUseCase;

    beforeEach(() => {
      version = 'v1';
      valued = 0;
      clock = new FixedClock(NOW);
      const valuation = {
        peekOpportunityVersion: (_viewer: Viewer, at?: ServingState) => versionAt(at, version),
        opportunityVersion: () => Promise.resolve(version),
        opportunityRows: (_viewer: Viewer, _query: OpportunitiesQuery, at?: ServingState): Promise<OpportunityRows> => {
          valued += 1;
          return Promise.resolve({
            version: versionAt(at, version),
            opportunities: [],
            lastUpdated: `2026-11-21T09:59:0${valued}.000Z`,
            fairPriceMethod: 'default',
            commission: 7,
            retention: { source: 'promo', measured: {} },
            staleRaces: [],
            marketAsOf: null,
            marketFreshness: freshMarket().freshness,
            validUntilMs: NOW + 10_000,
          });
        },
      } as unknown as ValuationService;
      useCase = new GetOpportunitiesUseCase(valuation, new OpportunityReplyCache(clock), clock);
    });

    describe('prepareAt (a state read, before it is served)', () => {
      it('should make the whole replies read lately, compressed as they were last sent, so the first read after the switch is a hit', async () => {
        const first = await useCase.execute(viewer('u1'), query());
        await first.variants.get('br');
        expect(useCase.cached(viewer('u1'), query())).toBe(first);
        await useCase.prepareAt(readState(2));
        expect(valued).toBe(2);
        version = 'v2';
        const prepared = useCase.cached(viewer('u1'), query());
        expect(prepared).toBeDefined();
        expect(prepared).not.toBe(first);
        expect(prepared?.variants.peek('br')).toBeDefined();
        expect(prepared?.variants.peek('gzip')).toBeUndefined();
      });

      it('should make only the whole rows of a view read by part, which the part reads after the switch cut from', async () => {
        await useCase.execute(viewer('u1'), query({ races: 'R1' }));
        expect(valued).toBe(1);
        await useCase.prepareAt(readState(2));
        expect(valued).toBe(2);
        version = 'v2';
        expect(useCase.cached(viewer('u1'), query())).toBeUndefined();
        await useCase.execute(viewer('u1'), query({ races: 'R2' }));
        expect(valued).toBe(2);
      });

      it('should leave views nobody read within RECENT_VIEW_MS', async () => {
        await useCase.execute(viewer('u1'), query());
        clock.at = NOW + RECENT_VIEW_MS + 1;
        await useCase.prepareAt(readState(2));
        expect(valued).toBe(1);
      });
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
