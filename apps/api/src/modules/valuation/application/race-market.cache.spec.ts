import { MarketDataRepository } from '@overlay/domain';
import type { RaceMarket, RaceVersion, RaceWindow } from '@overlay/domain';
import { FixedClock } from '../../../../test/support/test-clock';
import { RaceMarketCache, WHOLE_READ_SHARE } from './race-market.cache';
import { ValuationMetrics } from './valuation.metrics';

const NOW = Date.parse('2026-11-21T10:00:00Z');

/** A market store of races by id, counting the reads the cache makes. */
class FakeMarkets extends MarketDataRepository {
  races = new Map<string, RaceMarket>();
  calls = { findRaceVersions: 0, findRaceMarket: 0, findRaceMarkets: 0, findRaceMarketsByIds: 0 };
  idLists: string[][] = [];
  knownGiven: (ReadonlyMap<string, RaceMarket> | undefined)[] = [];
  windows: RaceWindow[] = [];

  put(extRaceId: string, updatedAt: string, startTime = '2026-11-21T11:00:00.000Z', state: RaceMarket['state'] = 'open') {
    this.races.set(extRaceId, { extRaceId, updatedAt, startTime, state, runners: [] } as unknown as RaceMarket);
  }

  private inWindow(window: RaceWindow): RaceMarket[] {
    return [...this.races.values()].filter(
      (race) =>
        Date.parse(race.startTime) <= window.to.getTime() && (!window.states || window.states.includes(race.state)),
    );
  }

  findRaces(): never {
    throw new Error('not used');
  }

  findRaceVersions(window: RaceWindow): Promise<RaceVersion[]> {
    this.calls.findRaceVersions += 1;
    this.windows.push(window);
    return Promise.resolve(this.inWindow(window).map(({ extRaceId, updatedAt }) => ({ extRaceId, updatedAt })));
  }

  findRaceMarket(extRaceId: string): Promise<RaceMarket | null> {
    this.calls.findRaceMarket += 1;
    const race = this.races.get(extRaceId);
    return Promise.resolve(race ? { ...race } : null);
  }

  findRaceMarkets(window: RaceWindow): Promise<RaceMarket[]> {
    this.calls.findRaceMarkets += 1;
    this.windows.push(window);
    return Promise.resolve(this.inWindow(window).map((race) => ({ ...race })));
  }

  findRaceMarketsByIds(extRaceIds: readonly string[], known?: ReadonlyMap<string, RaceMarket>): Promise<RaceMarket[]> {
    this.calls.findRaceMarketsByIds += 1;
    this.idLists.push([...extRaceIds]);
    this.knownGiven.push(known);
    const found = extRaceIds.map((id) => this.races.get(id)).filter((race) => race !== undefined);
    return Promise.resolve(found.map((race) => ({ ...race })));
  }

  bookmakerCoverage(): never {
    throw new Error('not used');
  }

  priceHistory(): never {
    throw new Error('not used');
  }
}

describe('Unit', () => {
  describe('RaceMarketCache', () => {
    let markets: FakeMarkets;
    let clock: FixedClock;
    let cache: RaceMarketCache;

    beforeEach(() => {
      markets = new FakeMarkets();
      clock = new FixedClock(NOW);
      cache = new RaceMarketCache(markets, clock, new ValuationMetrics());
      markets.put('a', 't1');
      markets.put('b', 't1');
      markets.put('c', 't1', '2026-11-21T12:00:00.000Z');
    });

    it('should read a version once, open races only, over 24 h plus slack and a day back', async () => {
      const set = await cache.marketsFor(1, NOW, 720);
      expect(set.races.map((race) => race.extRaceId)).toEqual(['a', 'b', 'c']);
      expect(await cache.marketsFor(1, NOW, 720)).toBe(set);
      expect(markets.calls.findRaceMarkets).toBe(1);
      expect(markets.windows[0]).toEqual({
        from: new Date(NOW - 24 * 3_600_000),
        to: new Date(NOW + 25 * 3_600_000),
        states: ['open'],
      });
    });

    it('should read again only the races whose updatedAt moved, keeping the others as they were', async () => {
      // Two more unchanged races, so fewer than half change (else the version is read whole).
      markets.put('e', 't1');
      markets.put('f', 't1');
      const first = await cache.marketsFor(1, NOW, 720);
      markets.put('b', 't2');
      markets.put('c', 't1', '2026-11-21T12:00:00.000Z', 'closed');
      markets.put('d', 't2');
      const second = await cache.marketsFor(2, NOW, 720);
      expect(second.races.map((race) => race.extRaceId)).toEqual(['a', 'b', 'e', 'f', 'd']);
      expect(second.byId.get('a')).toBe(first.byId.get('a'));
      expect(second.byId.get('b')?.updatedAt).toBe('t2');
      // The changed races in one read by id (c closed: the open listing no longer has it).
      expect(markets.idLists).toEqual([['b', 'd']]);
      // The races as read before go with it, so the store reads only the runners that moved.
      expect(markets.knownGiven).toHaveLength(1);
      expect(markets.knownGiven[0]).toBe(first.byId);
      expect(markets.calls).toEqual({ findRaceVersions: 1, findRaceMarket: 0, findRaceMarkets: 1, findRaceMarketsByIds: 1 });
    });

    it('should time each version read, by how it was read', async () => {
      const metrics = new ValuationMetrics();
      cache = new RaceMarketCache(markets, clock, metrics);
      await cache.marketsFor(1, NOW, 720);
      markets.put('b', 't2');
      await cache.marketsFor(2, NOW, 720);
      const counts = (await metrics.versionRead.get()).values
        .filter((value) => value.metricName === 'overlay_data_version_read_seconds_count')
        .map((value) => [value.labels.read, value.value]);
      expect(counts.sort()).toEqual([['changes', 1], ['whole', 1]]);
    });

    it('should read a few hundred changed races in one read by id, the rest kept', async () => {
      for (let i = 0; i < 600; i += 1) markets.put(`r-${i}`, 't1');
      const first = await cache.marketsFor(1, NOW, 720);
      for (let i = 0; i < 250; i += 1) markets.put(`r-${i}`, 't2');
      const second = await cache.marketsFor(2, NOW, 720);
      expect(second.races).toHaveLength(603);
      expect(second.races.filter((race) => race.updatedAt === 't2')).toHaveLength(250);
      expect(second.byId.get('r-300')).toBe(first.byId.get('r-300'));
      expect(second.byId.get('r-0')).not.toBe(first.byId.get('r-0'));
      expect(markets.idLists.map((ids) => ids.length)).toEqual([250]);
      expect(markets.calls.findRaceMarkets).toBe(1);
    });

    it('should leave out a changed race gone before its read by id', async () => {
      await cache.marketsFor(1, NOW, 720);
      markets.put('b', 't2');
      const findRaceVersions = markets.findRaceVersions.bind(markets);
      markets.findRaceVersions = async (window) => {
        const listing = await findRaceVersions(window);
        markets.races.delete('b');
        return listing;
      };
      const set = await cache.marketsFor(2, NOW, 720);
      expect(set.races.map((race) => race.extRaceId)).toEqual(['a', 'c']);
    });

    it('should read a version whole when most of its races changed', async () => {
      await cache.marketsFor(1, NOW, 720);
      const added = Math.ceil(3 / (1 - WHOLE_READ_SHARE));
      for (let i = 0; i < added; i += 1) markets.put(`new-${i}`, 't2');
      const set = await cache.marketsFor(2, NOW, 720);
      expect(set.races).toHaveLength(3 + added);
      expect(markets.calls.findRaceMarkets).toBe(2);
      expect(markets.calls.findRaceMarketsByIds).toBe(0);
    });

    it('should list and read nothing more when no race changed', async () => {
      const first = await cache.marketsFor(1, NOW, 720);
      const second = await cache.marketsFor(2, NOW, 720);
      expect(second.races).toEqual(first.races);
      expect(markets.calls.findRaceMarketsByIds).toBe(0);
    });

    it('should serve concurrent requests of a new version with one read', async () => {
      const sets = await Promise.all([cache.marketsFor(1, NOW, 720), cache.marketsFor(1, NOW, 60)]);
      expect(sets[0]).toBe(sets[1]);
      expect(markets.calls.findRaceMarkets).toBe(1);
    });

    it('should read further when a wider window is asked, or when time passed beyond what was read', async () => {
      const day = await cache.marketsFor(1, NOW, 720);
      const week = await cache.marketsFor(1, NOW, 10_080);
      expect(week).not.toBe(day);
      expect(week.coversUntilMs).toBe(NOW + (10_080 + 60) * 60_000);
      // The widest window asked stays: the next read covers it too.
      clock.at = NOW + 2 * 3_600_000;
      const later = await cache.marketsFor(1, clock.at, 720);
      expect(later).toBe(week);
    });

    it('should find a race in the loaded version, else in the store', async () => {
      markets.put('closed', 't1', '2026-11-21T09:00:00.000Z', 'closed');
      const set = await cache.marketsFor(1, NOW, 720);
      expect(await cache.findRace('a', 1)).toBe(set.byId.get('a'));
      expect((await cache.findRace('closed', 1))?.state).toBe('closed');
      // A newer version than the one loaded reads the store.
      expect(await cache.findRace('a', 2)).not.toBe(set.byId.get('a'));
      expect(await cache.findRace('nope', 1)).toBeNull();
    });
  });
});
