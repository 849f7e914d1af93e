import type { SnapshotRace } from '@overlay/domain';
import { raceWith } from '../testing/race-fixture';
import { openScratchDataSource } from '../testing/scratch-data-source';
import type { ScratchDataSource } from '../testing/scratch-data-source';
import { TypeOrmMarketDataRepository } from './typeorm-market-data.repository';
import { TypeOrmMarketIngestRepository } from './typeorm-market-ingest.repository';

// The money on offer at the exchange's best win back and lay is stored with its prices and read
// back (docs/ev-model.md §10); an exchange quote without sizes reads as before.

function race(layAt: number, laySize: number | null): SnapshotRace {
  return raceWith(
    'r-x',
    [1, 2].map((number) => ({
      extId: `r-x-${number}`,
      number,
      name: `Runner ${number}`,
      scratched: false,
      prices: [{ bookmaker: 'TAB', win: 2 + number }],
      exchange:
        number === 1
          ? { winBack: 2.9, winLay: layAt, winBackSize: 250, ...(laySize === null ? {} : { winLaySize: laySize }) }
          : { winBack: 3.9, winLay: 4.1 },
    })),
  );
}

describe('Integration', () => {
  describe('exchange sizes', () => {
    let scratch: ScratchDataSource;
    let ingest: TypeOrmMarketIngestRepository;
    let market: TypeOrmMarketDataRepository;
    let version = 0;
    const store = (r: SnapshotRace) =>
      ingest.ingest({
        source: 'file',
        snapshotHash: `h${++version}`,
        races: [{ race: r, contentHash: `c${version}` }],
        at: new Date(Date.parse('2026-11-21T11:00:00Z') + version * 1000),
      });
    const exchanges = async () => {
      const stored = await market.findRaceMarket('r-x');
      return stored?.runners.map((runner) => runner.exchange);
    };

    beforeAll(async () => {
      scratch = await openScratchDataSource('overlay_exchange_size');
      ingest = new TypeOrmMarketIngestRepository(scratch.dataSource);
      market = new TypeOrmMarketDataRepository(scratch.dataSource);
    });

    afterAll(async () => {
      await scratch.close();
    });

    it('should keep the sizes a feed gave, change them when they move, and leave them out when none were given', async () => {
      await store(race(3, 80));
      const [first, second] = (await exchanges()) ?? [];
      expect(first).toMatchObject({ winBack: 2.9, winLay: 3, winBackSize: 250, winLaySize: 80 });
      expect(second).not.toHaveProperty('winBackSize');
      expect(second).not.toHaveProperty('winLaySize');
      await store(race(3, 45.5));
      expect((await exchanges())?.[0]).toMatchObject({ winLaySize: 45.5 });
      await store(race(3.05, null));
      expect((await exchanges())?.[0]).toMatchObject({ winLay: 3.05, winBackSize: 250 });
      expect((await exchanges())?.[0]).not.toHaveProperty('winLaySize');
    });
  });
});
