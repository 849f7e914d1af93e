import type { RaceMarket } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { opportunityMarket, RACE_A, RACE_B } from '../../../../test/fixtures/opportunity-market';
import { CatalogSnapshot } from './catalog-snapshot';
import { OpportunityReplies } from './opportunity-replies';
import { createMarketSet } from './market-set';
import type { MarketSet } from './market-set';
import type { MarketStateCache, ServingState } from './market-state.cache';
import { OpportunityTableCache } from './opportunity-table.cache';
import type { PromoCatalogCache } from './promo-catalog.cache';
import type { RaceMarketCache } from './race-market.cache';

const NOW = Date.parse('2026-11-21T10:00:00Z');

class FixedClock extends Clock {
  at = NOW;
  now(): Date {
    return new Date(this.at);
  }
}

describe('Unit', () => {
  describe('OpportunityReplies', () => {
    let state: ServingState;
    let clock: FixedClock;
    let tableReads: number;
    let useCase: OpportunityReplies;
    const races = opportunityMarket(NOW).races.map((race) => ({ ...race, updatedAt: 't1' }) as RaceMarket);
    const set: MarketSet = createMarketSet(1, Infinity, races);

    beforeEach(() => {
      state = { dataVersion: 1, lastUpdated: '2026-11-21T09:59:00.000Z', bookmakers: ['TAB', 'Sportsbet', 'Ladbrokes', 'Neds'] };
      clock = new FixedClock();
      tableReads = 0;
      const tables = new OpportunityTableCache();
      const tableFor = tables.tableFor.bind(tables);
      tables.tableFor = (...args) => {
        tableReads += 1;
        return tableFor(...args);
      };
      const catalog = new CatalogSnapshot('0.0', [], [], 50);
      useCase = new OpportunityReplies(
        { current: () => Promise.resolve(state), peek: () => undefined } as unknown as MarketStateCache,
        { current: () => Promise.resolve(catalog), peek: () => catalog } as unknown as PromoCatalogCache,
        { marketsFor: () => Promise.resolve(set) } as unknown as RaceMarketCache,
        tables,
        clock,
      );
    });

    it('should serialise a filter set once and answer the same bytes and ETag after', async () => {
      const first = await useCase.execute('', 'u1');
      const again = await useCase.execute('min_total_ev=abc', 'u2');
      expect(again).toBe(first);
      expect(tableReads).toBe(1);
      const body = JSON.parse(first.body.toString());
      expect(body.lastUpdated).toBe(state.lastUpdated);
      // Default window 720 min at 10:00: races A (+30) and B (+60); C (+900) is out, D closed, E unvalued.
      expect(new Set(body.opportunities.map((row: { extRaceId: string }) => row.extRaceId))).toEqual(new Set([RACE_A, RACE_B]));
    });

    it('should build a new reply when the data version or its refresh time moved', async () => {
      const first = await useCase.execute('', 'u1');
      state = { ...state, lastUpdated: '2026-11-21T10:00:00.000Z' };
      const second = await useCase.execute('', 'u1');
      expect(second).not.toBe(first);
      expect(second.etag).not.toBe(first.etag);
      state = { ...state, dataVersion: 2 };
      expect(await useCase.execute('', 'u1')).not.toBe(second);
    });

    it('should build a new reply once time brought another race into the window', async () => {
      // Race C starts at 10:00 + 900 min: a 720-minute window reaches it at 13:00. Asked 5 s
      // before that, the reply lasts until then (sooner than the 10 s of its price ages).
      const entersWindow = NOW + (900 - 720) * 60_000;
      clock.at = entersWindow - 5000;
      const first = await useCase.execute('', 'u1');
      expect(first.validUntilMs).toBe(entersWindow);
      clock.at = first.validUntilMs - 1;
      expect(await useCase.execute('', 'u1')).toBe(first);
      clock.at = first.validUntilMs;
      const later = await useCase.execute('', 'u1');
      expect(later).not.toBe(first);
      expect(JSON.parse(later.body.toString()).opportunities.some((row: { extRaceId: string }) => row.extRaceId === 'alex-r7')).toBe(true);
    });

    it('should build a reply again after 10 s at the latest, so price ages and stale marks move', async () => {
      const first = await useCase.execute('', 'u1');
      expect(first.validUntilMs).toBe(NOW + 10_000);
      clock.at = NOW + 9_999;
      expect(await useCase.execute('', 'u1')).toBe(first);
      clock.at = NOW + 10_000;
      expect(await useCase.execute('', 'u1')).not.toBe(first);
    });
  });
});
