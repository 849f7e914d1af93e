import { BetwatchMarket } from './betwatch-market';
import type { BetwatchApiClient } from './betwatch-api.client';
import { catalogueOf, readSources, sourceName, SourcesWatch } from './betwatch-sources';

describe('Unit', () => {
  describe('sourceName', () => {
    it.each([
      [{ name: 'Tab', kind: 'bookmaker' }, 'TAB'],
      [{ name: 'bet365', kind: 'bookmaker' }, 'Bet365'],
      [{ name: 'Bluebet', kind: 'bookmaker' }, 'Bluebet'],
      [{ name: 'Tab', kind: 'tote' }, 'TAB Tote'],
      [{ name: 'SuperTAB Tote', kind: 'tote' }, 'SuperTAB Tote'],
      [{ name: 'Betfair', kind: 'exchange' }, 'Betfair'],
    ] as const)('should name %j %j', (source, name) => {
      expect(sourceName(source)).toBe(name);
    });
  });

  describe('readSources', () => {
    it('should leave out a source of a kind the product does not know, warned once per name', async () => {
      const market = new BetwatchMarket();
      const warned: string[] = [];
      market.onUnknownSource = (source) => warned.push(`${source.name}:${source.kind}`);
      const api = {
        get: async () => ({
          items: [
            { id: 'tab', name: 'Tab', kind: 'bookmaker' },
            { id: 'pool_1', name: 'Mega Pool', kind: 'pool' },
            { id: 'pool_2', name: 'Mega Pool', kind: 'pool' },
            { id: 'betfair', name: 'Betfair', kind: 'exchange' },
          ],
        }),
      } as unknown as BetwatchApiClient;
      await readSources(api, market, {});
      expect([...market.sources.values()].map((source) => source.id)).toEqual(['tab', 'betfair']);
      expect(catalogueOf(market)).toEqual([
        { name: 'TAB', kind: 'bookmaker' },
        { name: 'Betfair', kind: 'exchange' },
      ]);
      expect(warned).toEqual(['Mega Pool:pool']);
      expect(market.unknownSources.size).toBe(1);
    });
  });

  describe('SourcesWatch', () => {
    it('should hand the catalogue over when the held sources changed, else nothing', () => {
      const market = new BetwatchMarket();
      const watch = new SourcesWatch();
      market.sources.set('tab', { id: 'tab', name: 'Tab', kind: 'bookmaker' });
      market.sources.set('betfair', { id: 'betfair', name: 'Betfair', kind: 'exchange' });
      expect(watch.changed(market)).toEqual([
        { name: 'TAB', kind: 'bookmaker' },
        { name: 'Betfair', kind: 'exchange' },
      ]);
      expect(watch.changed(market)).toBeUndefined();
      expect(watch.changed(market, true)).toHaveLength(2);
      market.sources.set('tab_tote', { id: 'tab_tote', name: 'Tab', kind: 'tote' });
      expect(watch.changed(market)).toContainEqual({ name: 'TAB Tote', kind: 'tote' });
      expect(catalogueOf(market)).toHaveLength(3);
    });
  });
});
