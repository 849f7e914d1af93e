import type { MarketSnapshot, SnapshotRace } from '@overlay/domain';
import { SimulatedMarket } from './simulated-market';

// The Saturday day (docs/feeds.md, "A Saturday"): FEED_DAY=saturday builds 600+ races across the
// three codes and both countries priced by 110 sources, not every source on every race. The
// suite uses it here and in saturday-day.api-spec.ts so a Saturday that cannot be built or served
// fails CI; its speed is measured by the benches, never here.

const SATURDAY_9AM_SYDNEY = new Date('2026-12-04T22:00:00Z');
const HOUR = 3_600_000;

const sourcesPricing = (race: SnapshotRace) => new Set(race.runners.flatMap((runner) => runner.prices.map((quote) => quote.bookmaker)));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('Unit', () => {
  describe('the simulated Saturday (FEED_DAY=saturday)', () => {
    const market = new SimulatedMarket(4, {}, 'saturday');
    let day: MarketSnapshot;
    beforeAll(() => {
      day = market.snapshotAt(SATURDAY_9AM_SYDNEY);
    });

    it('should declare 110 sources: 101 bookmakers, 8 totes and the exchange', () => {
      const kinds = market.day.sources.reduce<Record<string, number>>((count, source) => ({ ...count, [source.kind]: (count[source.kind] ?? 0) + 1 }), {});
      expect(kinds).toEqual({ bookmaker: 101, tote: 8, exchange: 1 });
      expect(new Set(market.day.sources.map((source) => source.name)).size).toBe(110);
    });

    it('should race 600+ races of every code in both countries', () => {
      expect(day.races.length).toBeGreaterThanOrEqual(600);
      const kinds = new Set(day.races.map((race) => `${race.code}-${race.country}`));
      expect([...kinds].sort()).toEqual(['GR-AU', 'GR-NZ', 'HR-AU', 'HR-NZ', 'TB-AU', 'TB-NZ']);
    });

    it('should not have every source price every race: a metro race draws far more books than a small one', () => {
      const counts = day.races.map((race) => sourcesPricing(race).size);
      expect(Math.max(...counts)).toBeLessThan(110);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(5);
      expect(Math.max(...counts)).toBeGreaterThan(2 * Math.min(...counts));
      expect(median(counts)).toBeGreaterThan(17);
      // Every declared source prices something on a Saturday, the totes included.
      const pricing = new Set(day.races.flatMap((race) => [...sourcesPricing(race)]));
      const declared = market.day.sources.filter((source) => source.kind !== 'exchange').map((source) => source.name);
      expect(declared.filter((name) => !pricing.has(name))).toEqual([]);
    });

    it('should give the exchange its own back and lay, apart from the books', () => {
      const open = day.races.filter((race) => race.state === 'open');
      const laid = open.filter((race) => race.runners.some((runner) => runner.exchange?.winLay));
      expect(laid.length).toBeGreaterThan(open.length / 2);
      expect(day.races.some((race) => sourcesPricing(race).has('Betfair'))).toBe(false);
    });

    it('should be the same day for the same seed and another for another seed', () => {
      const window = { beforeMs: 0, afterMs: HOUR };
      const again = new SimulatedMarket(4, {}, 'saturday').snapshotAt(SATURDAY_9AM_SYDNEY, window);
      const same = market.snapshotAt(SATURDAY_9AM_SYDNEY, window);
      expect(JSON.stringify(again)).toBe(JSON.stringify(same));
      const other = new SimulatedMarket(5, {}, 'saturday').snapshotAt(SATURDAY_9AM_SYDNEY, window);
      expect(JSON.stringify(other.races)).not.toBe(JSON.stringify(same.races));
    });
  });
});
