import type { RaceMarket } from '@overlay/domain';
import { freshMarket } from '../../../test/support/market-freshness';
import { CatalogSnapshot } from './application/catalog-snapshot';
import type { MarketStateCache, ServingState } from './application/market-state.cache';
import type { OpportunityRowsSource } from './application/opportunity-rows';
import type { PromoCatalogCache } from './application/promo-catalog.cache';
import type { RaceMarketCache } from './application/race-market.cache';
import { ValuationService } from './valuation.service';
import type { BettingSettingsService } from '../betting-settings';
import type { MeasuredRetentionSource } from './application/measured-retention.source';
import type { ViewRows } from './application/view-rows';

describe('Unit', () => {
  describe('ValuationService', () => {
    const state: ServingState = {
      dataVersion: 7,
      lastUpdated: '2026-11-21T09:59:00.000Z',
      bookmakers: ['TAB'],
      ...freshMarket(),
    };
    const catalog = new CatalogSnapshot('3.4', [], [], 50);
    const stored = { extRaceId: 'r1' } as RaceMarket;
    const asked: [string, number][] = [];
    let known: { fairMethod: 'default' } | undefined;
    const settings = {
      peek: () => known,
      forUser: () => {
        known = { fairMethod: 'default' };
        return Promise.resolve(known);
      },
    } as unknown as BettingSettingsService;
    const service = new ValuationService(
      { current: () => Promise.resolve(state) } as unknown as MarketStateCache,
      { current: () => Promise.resolve(catalog) } as unknown as PromoCatalogCache,
      {
        findRace: (extRaceId: string, dataVersion: number) => {
          asked.push([extRaceId, dataVersion]);
          return Promise.resolve(extRaceId === 'r1' ? stored : null);
        },
      } as unknown as RaceMarketCache,
      {} as OpportunityRowsSource,
      settings,
      {} as ViewRows,
      {} as MeasuredRetentionSource,
    );

    it('should give the serving state with the viewer context of the catalog', async () => {
      await expect(service.current('u1')).resolves.toEqual({ ...state, viewer: catalog.contextFor('u1') });
    });

    it('should give each fair-price method its own viewer context, the override winning over the setting', async () => {
      const shin = await service.current('u1', 'shin');
      expect(shin.viewer.key).toBe('global|shin');
      expect(shin.viewer.context.fairPriceMethod).toBe('shin');
      expect(shin.viewer).not.toBe(catalog.contextFor('u1'));
      expect(service.peekFairMethod('u1', 'power')).toBe('power');
      expect(service.peekFairMethod('u1')).toBeUndefined();
      await expect(service.fairMethod('u1')).resolves.toBe('default');
      expect(service.peekFairMethod('u1')).toBe('default');
    });

    it('should look a race up in the loaded data version, with the viewer context and refresh time', async () => {
      await expect(service.race('r1', 'u1')).resolves.toEqual({
        race: stored,
        viewer: catalog.contextFor('u1'),
        lastUpdated: state.lastUpdated,
      });
      await expect(service.race('nope', 'u1')).resolves.toBeNull();
      expect(asked).toEqual([
        ['r1', 7],
        ['nope', 7],
      ]);
    });
  });
});
