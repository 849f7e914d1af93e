import type { SnapshotRace } from '@overlay/domain';
import { openScratchDataSource } from '../testing/scratch-data-source';
import type { ScratchDataSource } from '../testing/scratch-data-source';
import { TypeOrmMarketDataRepository } from './typeorm-market-data.repository';
import { TypeOrmMarketIngestRepository } from './typeorm-market-ingest.repository';

// The provider's meeting location is stored with the race and read back, so the venue's time
// zone of a track the zone table does not list comes from it (docs/architecture.md §3).

function race(id: string, region?: string): SnapshotRace {
  return {
    extRaceId: id,
    venue: 'Nowhere Downs',
    country: 'AU',
    code: 'TB',
    number: 1,
    name: 'Maiden Plate',
    startTime: '2026-11-21T12:05:00.000Z',
    state: 'open',
    ...(region ? { region } : {}),
    runners: [1, 2].map((number) => ({
      extId: `${id}-${number}`,
      number,
      name: `Runner ${number}`,
      scratched: false,
      prices: [{ bookmaker: 'TAB', win: 2 + number }],
    })),
  };
}

describe('Integration', () => {
  describe('race region (meeting location)', () => {
    let scratch: ScratchDataSource;
    let ingest: TypeOrmMarketIngestRepository;
    let market: TypeOrmMarketDataRepository;
    let version = 0;
    const store = (races: SnapshotRace[]) =>
      ingest.ingest({
        source: 'file',
        snapshotHash: `h${++version}`,
        races: races.map((r) => ({
          race: r,
          contentHash: `${r.extRaceId}-${version}`,
        })),
        at: new Date(Date.parse('2026-11-21T11:00:00Z') + version * 1000),
      });

    beforeAll(async () => {
      scratch = await openScratchDataSource('overlay_region');
      ingest = new TypeOrmMarketIngestRepository(scratch.dataSource);
      market = new TypeOrmMarketDataRepository(scratch.dataSource);
    });

    afterAll(async () => {
      await scratch.close();
    });

    it('should keep the region a feed gave, and keep it when a later fetch leaves it out', async () => {
      await store([race('r-wa', 'WA'), race('r-none')]);
      const read = async () =>
        Object.fromEntries(
          (
            await market.findRaces({
              from: new Date('2026-11-21T00:00:00Z'),
              to: new Date('2026-11-22T00:00:00Z'),
            })
          ).map((r) => [r.extRaceId, r.region ?? null]),
        );
      expect(await read()).toEqual({ 'r-wa': 'WA', 'r-none': null });
      await store([race('r-wa'), race('r-none', 'QLD')]);
      expect(await read()).toEqual({ 'r-wa': 'WA', 'r-none': 'QLD' });
    });
  });
});
