import type { SnapshotRace } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { openScratchDataSource } from '../testing/scratch-data-source';
import type { ScratchDataSource } from '../testing/scratch-data-source';
import { TypeOrmMarketDataRepository } from './typeorm-market-data.repository';
import { TypeOrmMarketIngestRepository } from './typeorm-market-ingest.repository';
import { TypeOrmRaceResultsRepository } from './typeorm-race-results.repository';

function race(
  id: string,
  state: SnapshotRace['state'],
  results?: number[][],
): SnapshotRace {
  return {
    extRaceId: id,
    venue: 'Flemington',
    country: 'AU',
    code: 'TB',
    number: 1,
    name: 'Maiden Plate',
    startTime: '2026-11-21T12:05:00.000Z',
    state,
    runners: [1, 2, 3, 4].map((number) => ({
      extId: `${id}-${number}`,
      number,
      name: `Runner ${number}`,
      scratched: number === 4,
      prices: number === 4 ? [] : [{ bookmaker: 'TAB', win: 2 + number }],
    })),
    ...(results ? { results } : {}),
  };
}

describe('Integration', () => {
  describe('TypeOrmRaceResultsRepository', () => {
    let scratch: ScratchDataSource;
    let dataSource: DataSource;
    let ingest: TypeOrmMarketIngestRepository;
    let outcomes: TypeOrmRaceResultsRepository;
    let version = 0;
    const store = (races: SnapshotRace[]) =>
      ingest.ingest({
        source: 'file',
        snapshotHash: `h${++version}`,
        races: races.map((r) => ({
          race: r,
          contentHash: `${r.extRaceId}-${version}`,
        })),
        at: new Date(Date.parse('2026-11-21T12:00:00Z') + version * 1000),
      });

    beforeAll(async () => {
      scratch = await openScratchDataSource('overlay_results');
      dataSource = scratch.dataSource;
      ingest = new TypeOrmMarketIngestRepository(dataSource);
      outcomes = new TypeOrmRaceResultsRepository(dataSource);
    });

    afterAll(async () => {
      await scratch.close();
    });

    it('should read state, start, results and scratchings of the races asked for', async () => {
      await store([
        race('r-open', 'open'),
        race('r-final', 'final', [[3], [1, 2]]),
      ]);
      const found = await outcomes.findRaceOutcomes([
        'r-final',
        'r-open',
        'r-unknown',
        'r-final',
      ]);
      expect(found).toEqual(
        [
          {
            extRaceId: 'r-final',
            state: 'final',
            startTime: '2026-11-21T12:05:00.000Z',
            results: [[3], [1, 2]],
            scratchedRunnerNumbers: [4],
          },
          {
            extRaceId: 'r-open',
            state: 'open',
            startTime: '2026-11-21T12:05:00.000Z',
            results: null,
            scratchedRunnerNumbers: [4],
          },
        ].sort((a, b) => a.extRaceId.localeCompare(b.extRaceId)),
      );
      expect(await outcomes.findRaceOutcomes([])).toEqual([]);
    });

    it('should keep stored results when a later fetch leaves them out, and take a correction', async () => {
      await store([race('r-kept', 'final', [[2], [1]])]);
      await store([race('r-kept', 'final')]);
      expect((await outcomes.findRaceOutcomes(['r-kept']))[0].results).toEqual([
        [2],
        [1],
      ]);
      await store([race('r-kept', 'final', [[1], [2]])]);
      expect((await outcomes.findRaceOutcomes(['r-kept']))[0].results).toEqual([
        [1],
        [2],
      ]);
    });

    it('should give the results on the stored race the market reads return', async () => {
      const market = await new TypeOrmMarketDataRepository(
        dataSource,
      ).findRaceMarket('r-kept');
      expect(market?.results).toEqual([[1], [2]]);
      const open = await new TypeOrmMarketDataRepository(
        dataSource,
      ).findRaceMarket('r-open');
      expect(open?.results).toBeNull();
    });
  });
});
