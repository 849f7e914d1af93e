import type { RaceMarket } from '@overlay/domain';
import { buildOpportunityTable, materialiseAll } from '@overlay/ev-engine';
import { opportunityMarket, RACE_A, RACE_B } from '../../../../test/fixtures/opportunity-market';
import { storedPromo as promo } from '../../../../test/support/promos';
import { CatalogSnapshot } from './catalog-snapshot';
import { createMarketSet } from './market-set';
import { OpportunityTableCache } from './opportunity-table.cache';

const NOW = Date.parse('2026-11-21T10:00:00Z');

function markets(updatedAt: Record<string, string> = {}): RaceMarket[] {
  return opportunityMarket(NOW)
    .races.filter((race) => race.state === 'open')
    .map((race) => ({ ...race, updatedAt: updatedAt[race.extRaceId] ?? 't1' }) as RaceMarket);
}


const personal = promo({
  id: 'p2',
  bookmaker: 'Ladbrokes',
  promoType: 'CashBack_2nd',
  scope: 'races',
  raceExtIds: [RACE_B],
  visibility: 'personal',
  createdBy: 'u1',
  refundPercent: 100,
  maxRefundCash: 50,
});

describe('Unit', () => {
  describe('OpportunityTableCache', () => {
    const catalog = new CatalogSnapshot('1.0', [promo({}), personal], [], 50);
    let cache: OpportunityTableCache;

    beforeEach(() => {
      cache = new OpportunityTableCache();
    });

    const segmentOf = (table: { segments: readonly { race: { extRaceId: string } }[] }, extRaceId: string) =>
      table.segments.find((segment) => segment.race.extRaceId === extRaceId);

    it('should build a market set once per viewer context, concurrent callers included, with the engine’s rows', async () => {
      const set = createMarketSet(1, Infinity, markets());
      const [first, second] = await Promise.all([
        cache.tableFor(set, catalog, catalog.global),
        cache.tableFor(set, catalog, catalog.global),
      ]);
      expect(second).toBe(first);
      expect(await cache.tableFor(set, catalog, catalog.global)).toBe(first);
      expect(materialiseAll(first)).toEqual(materialiseAll(buildOpportunityTable(set.races, catalog.global.context)));
    });

    it('should value again only the races whose updatedAt moved', async () => {
      const before = await cache.tableFor(createMarketSet(1, Infinity, markets()), catalog, catalog.global);
      const after = await cache.tableFor(createMarketSet(2, Infinity, markets({ [RACE_B]: 't2' })), catalog, catalog.global);
      expect(after).not.toBe(before);
      expect(segmentOf(after, RACE_A)).toBe(segmentOf(before, RACE_A));
      expect(segmentOf(after, RACE_B)).not.toBe(segmentOf(before, RACE_B));
      expect(materialiseAll(after)).toEqual(materialiseAll(before));
    });

    it('should value every race again when the catalog changed', async () => {
      const set = createMarketSet(1, Infinity, markets());
      const before = await cache.tableFor(set, catalog, catalog.global);
      const changed = new CatalogSnapshot('2.0', [promo({ valueMultiplier: 0.5 })], [], 50);
      const after = await cache.tableFor(set, changed, changed.global);
      expect(segmentOf(after, RACE_A)).not.toBe(segmentOf(before, RACE_A));
      const sportsbet = (rows: { id: string; promoEV: number }[]) => rows.find((row) => row.id === `${RACE_A}:1:Sportsbet`)!.promoEV;
      expect(sportsbet(materialiseAll(after))).toBeCloseTo((sportsbet(materialiseAll(before)) * 0.5) / 0.75, 9);
    });

    it('should share the global segments of races a personal context cannot touch', async () => {
      const set = createMarketSet(1, Infinity, markets());
      const global = await cache.tableFor(set, catalog, catalog.global);
      const mine = await cache.tableFor(set, catalog, catalog.contextFor('u1'));
      expect(segmentOf(mine, RACE_A)).toBe(segmentOf(global, RACE_A));
      expect(segmentOf(mine, RACE_B)).not.toBe(segmentOf(global, RACE_B));
      expect(materialiseAll(mine)).toEqual(materialiseAll(buildOpportunityTable(set.races, catalog.contextFor('u1').context)));
      const ladbrokes = (rows: { id: string; promoType: string | null }[]) =>
        rows.find((row) => row.id === `${RACE_B}:1:Ladbrokes`)!.promoType;
      expect(ladbrokes(materialiseAll(mine))).toBe('CashBack_2nd');
      expect(ladbrokes(materialiseAll(global))).toBeNull();
    });
  });
});
