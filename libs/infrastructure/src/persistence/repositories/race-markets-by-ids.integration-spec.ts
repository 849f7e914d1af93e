import type { SnapshotRace } from '@overlay/domain';
import { openScratchDataSource } from '../testing/scratch-data-source';
import type { ScratchDataSource } from '../testing/scratch-data-source';
import { TypeOrmMarketDataRepository } from './typeorm-market-data.repository';
import { TypeOrmMarketIngestRepository } from './typeorm-market-ingest.repository';

// The opportunity engine reads a new data version's changed races by id in one set read; each
// race must come back exactly as the window read gives it, or a reply would differ by path.

function race(id: string, startTime: string, state: SnapshotRace['state'] = 'open'): SnapshotRace {
  return {
    extRaceId: id,
    venue: 'Nowhere Downs',
    country: 'AU',
    code: 'TB',
    number: 1,
    name: `Race ${id}`,
    startTime,
    state,
    runners: [1, 2].map((number) => ({
      extId: `${id}-${number}`,
      number,
      name: `Runner ${number}`,
      scratched: number === 2,
      prices: [
        { bookmaker: 'TAB', win: 2 + number, place: 1.5 },
        { bookmaker: 'Sportsbet', win: 2.5 + number },
      ],
    })),
  };
}

describe('Integration', () => {
  describe('findRaceMarketsByIds', () => {
    let scratch: ScratchDataSource;
    let market: TypeOrmMarketDataRepository;

    beforeAll(async () => {
      scratch = await openScratchDataSource('overlay_by_ids');
      const ingest = new TypeOrmMarketIngestRepository(scratch.dataSource);
      market = new TypeOrmMarketDataRepository(scratch.dataSource);
      const races = [
        race('r-late', '2026-11-21T14:00:00.000Z'),
        race('r-early', '2026-11-21T12:00:00.000Z'),
        race('r-mid', '2026-11-21T13:00:00.000Z'),
        race('r-closed', '2026-11-21T09:00:00.000Z', 'closed'),
      ];
      await ingest.ingest({
        source: 'file',
        snapshotHash: 'h1',
        races: races.map((r) => ({ race: r, contentHash: `${r.extRaceId}-1` })),
        at: new Date('2026-11-21T11:00:00Z'),
      });
    });

    afterAll(async () => {
      await scratch.close();
    });

    it('should read the races asked, in any state, by start time, equal to the window read', async () => {
      const byIds = await market.findRaceMarketsByIds(['r-late', 'r-early', 'r-closed', 'r-missing']);
      expect(byIds.map((r) => r.extRaceId)).toEqual(['r-closed', 'r-early', 'r-late']);
      const whole = await market.findRaceMarkets({
        from: new Date('2026-11-21T00:00:00Z'),
        to: new Date('2026-11-22T00:00:00Z'),
      });
      const wholeById = new Map(whole.map((r) => [r.extRaceId, r]));
      for (const read of byIds) expect(read).toEqual(wholeById.get(read.extRaceId));
      expect(byIds[1].runners.map((runner) => runner.prices.length)).toEqual([2, 2]);
    });

    it("should list the window's races and when each changed, in the race list's order", async () => {
      const window = { from: new Date('2026-11-21T00:00:00Z'), to: new Date('2026-11-22T00:00:00Z'), states: ['open' as const] };
      const [versions, listing] = await Promise.all([market.findRaceVersions(window), market.findRaces(window)]);
      expect(versions).toEqual(listing.map(({ extRaceId, updatedAt }) => ({ extRaceId, updatedAt })));
      expect(versions.map((race) => race.extRaceId)).toEqual(['r-early', 'r-mid', 'r-late']);
      expect(versions[0].updatedAt).toBe('2026-11-21T11:00:00.000Z');
    });

    it('should read nothing for no ids', async () => {
      expect(await market.findRaceMarketsByIds([])).toEqual([]);
    });
  });
});
