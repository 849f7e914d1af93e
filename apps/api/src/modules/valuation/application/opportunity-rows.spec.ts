import { BOOKMAKERS, parseOpportunitiesQuery } from '@overlay/domain';
import type { RaceMarket } from '@overlay/domain';
import { freshMarket } from '../../../../test/support/market-freshness';
import { FixedClock } from '../../../../test/support/test-clock';
import { opportunityMarket, RACE_A, RACE_B } from '../../../../test/fixtures/opportunity-market';
import { CatalogSnapshot } from './catalog-snapshot';
import { createMarketSet } from './market-set';
import type { MarketSet } from './market-set';
import type { MarketStateCache, ServingState } from './market-state.cache';
import { MeasuredRetentionSource } from './measured-retention.source';
import type { AppConfig } from '../../../config/app-config';
import { OpportunityRowsSource } from './opportunity-rows';
import { OpportunityTableCache } from './opportunity-table.cache';
import type { PromoCatalogCache } from './promo-catalog.cache';
import type { RaceMarketCache } from './race-market.cache';
import type { Viewer } from './viewer';

const NOW = Date.parse('2026-11-21T10:00:00Z');

const viewer = (id: string): Viewer => ({ id, fairMethod: 'default', commission: 0.07, retentionSource: 'promo', promoContext: 'own' });
const query = (raw: Record<string, string> = {}) => parseOpportunitiesQuery(raw, BOOKMAKERS);

describe('Unit', () => {
  describe('OpportunityRowsSource', () => {
    let state: ServingState;
    let clock: FixedClock;
    let tableReads: number;
    let source: OpportunityRowsSource;
    const races = opportunityMarket(NOW).races.map((race) => ({ ...race, updatedAt: 't1' }) as RaceMarket);
    const set: MarketSet = createMarketSet(1, Infinity, races);

    beforeEach(() => {
      state = {
        dataVersion: 1,
        lastUpdated: '2026-11-21T09:59:00.000Z',
        bookmakers: ['TAB', 'Sportsbet', 'Ladbrokes', 'Neds'],
        ...freshMarket(),
      };
      clock = new FixedClock(NOW);
      tableReads = 0;
      const tables = new OpportunityTableCache();
      const tableFor = tables.tableFor.bind(tables);
      tables.tableFor = (...args) => {
        tableReads += 1;
        return tableFor(...args);
      };
      const catalog = new CatalogSnapshot('0.0', [], [], 50);
      const stateCache = {
        current: () => Promise.resolve(state),
        peek: () => undefined,
        freshnessAt: (kept: ServingState) => kept.freshness,
      } as unknown as MarketStateCache;
      const catalogCache = { current: () => Promise.resolve(catalog), peek: () => catalog } as unknown as PromoCatalogCache;
      const marketCache = { marketsFor: () => Promise.resolve(set) } as unknown as RaceMarketCache;
      source = new OpportunityRowsSource(
        stateCache,
        catalogCache,
        marketCache,
        tables,
        clock,
        new MeasuredRetentionSource(stateCache, catalogCache, marketCache, clock, { stalePriceSeconds: 120 } as AppConfig),
      );

    });

    it('should give the rows of the filter, the refresh time and one version for viewers sharing a context', async () => {
      const first = await source.rows(viewer('u1'), query());
      expect(first.version).toBe(await source.version(viewer('u2')));
      expect(first.version).toBe('1|2026-11-21T09:59:00.000Z|0.0|global|c0.07|fresh');
      expect(first.lastUpdated).toBe(state.lastUpdated);
      expect(first.fairPriceMethod).toBe('default');
      // Default window 720 min at 10:00: races A (+30) and B (+60); C (+900) is out, D closed, E unvalued.
      expect(new Set(first.opportunities.map((row) => row.extRaceId))).toEqual(new Set([RACE_A, RACE_B]));
      await source.rows(viewer('u2'), query({ min_total_ev: 'abc' }));
      expect(tableReads).toBe(2);
    });

    it('should name a new version when the data version, its refresh time or the method moved', async () => {
      const first = await source.version(viewer('u1'));
      state = { ...state, lastUpdated: '2026-11-21T10:00:00.000Z' };
      const second = await source.version(viewer('u1'));
      expect(second).not.toBe(first);
      state = { ...state, dataVersion: 2 };
      expect(await source.version(viewer('u1'))).not.toBe(second);
      expect(await source.version({ ...viewer('u1'), fairMethod: 'shin' })).toMatch(/\|global\|shin\|c0\.07\|fresh$/);
      // The commission the rows are hedged at names its own replies (docs/ev-model.md §10).
      expect(await source.version({ ...viewer('u1'), commission: 0.08 })).toMatch(/\|global\|c0\.08\|fresh$/);
    });

    it('should value a viewer who chose measured retention at the market’s figures, a version of its own that says so', async () => {
      const measured = { ...viewer('u1'), retentionSource: 'measured' as const };
      const rows = await source.rows(measured, query());
      // Race A (+30 min) is laid on the exchange: its books' bonus bets convert at measured rates.
      expect(rows.retention.source).toBe('measured');
      expect(Object.keys(rows.retention.measured).length).toBeGreaterThan(0);
      expect(rows.version).toMatch(/\|m:[a-z]+=0\.\d+/);
      expect(rows.version).not.toBe((await source.rows(viewer('u1'), query())).version);
      expect((await source.rows(viewer('u1'), query())).retention).toEqual({ source: 'promo', measured: {} });
    });

    it('should be valid until time brings another race into the window', async () => {
      // Race C starts at 10:00 + 900 min: a 720-minute window reaches it at 13:00. Asked 5 s
      // before that, the rows last until then (sooner than the 10 s of their price ages).
      const entersWindow = NOW + (900 - 720) * 60_000;
      clock.at = entersWindow - 5000;
      const first = await source.rows(viewer('u1'), query());
      expect(first.validUntilMs).toBe(entersWindow);
      clock.at = entersWindow;
      const later = await source.rows(viewer('u1'), query());
      expect(later.opportunities.some((row) => row.extRaceId === 'alex-r7')).toBe(true);
    });

    it('should be valid for 10 s at the latest, so price ages and stale marks move', async () => {
      expect((await source.rows(viewer('u1'), query())).validUntilMs).toBe(NOW + 10_000);
    });
  });
});
