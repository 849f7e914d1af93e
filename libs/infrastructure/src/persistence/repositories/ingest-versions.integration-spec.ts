import type { SnapshotRace } from '@overlay/domain';
import { raceWith } from '../testing/race-fixture';
import { openScratchDataSource } from '../testing/scratch-data-source';
import type { ScratchDataSource } from '../testing/scratch-data-source';
import { TypeOrmMarketIngestRepository } from './typeorm-market-ingest.repository';

// Data versions and snapshot hashes across sources (docs/architecture.md §3): a change takes the
// next version across all sources, and makes every other source's last hash forget itself, so
// switching feeds and back writes the first feed's market again instead of skipping it.

function race(win: number): SnapshotRace {
  return raceWith('r-v', [{ extId: 'r-v-1', number: 1, name: 'Runner 1', scratched: false, prices: [{ bookmaker: 'TAB', win }] }]);
}

describe('Integration', () => {
  describe('ingest versions across sources', () => {
    let scratch: ScratchDataSource;
    let ingest: TypeOrmMarketIngestRepository;
    const store = (source: string, win: number, at: string) =>
      ingest.ingest({
        source,
        snapshotHash: `${source}-${win}`,
        races: [{ race: race(win), contentHash: `c-${win}` }],
        at: new Date(at),
      });
    const storedWin = async () =>
      Number((await scratch.dataSource.query('SELECT win FROM bookmaker_prices'))[0].win);

    beforeAll(async () => {
      scratch = await openScratchDataSource('overlay_ingest_versions');
      ingest = new TypeOrmMarketIngestRepository(scratch.dataSource);
    });

    afterAll(async () => {
      await scratch.close();
    });

    it("should number each change across sources and forget the other sources' hashes", async () => {
      expect(await store('file', 3, '2026-11-21T11:00:00Z')).toMatchObject({ changed: true, dataVersion: 1 });
      expect(await store('simulated', 4, '2026-11-21T11:01:00Z')).toMatchObject({ changed: true, dataVersion: 2 });
      expect(await storedWin()).toBe(4);
      // The file's snapshot is the one it stored first; its hash was forgotten, so it is written.
      expect(await store('file', 3, '2026-11-21T11:02:00Z')).toMatchObject({ changed: true, dataVersion: 3 });
      expect(await storedWin()).toBe(3);
      expect(await store('file', 3, '2026-11-21T11:03:00Z')).toMatchObject({ changed: false, dataVersion: 3 });
      const sources: { source: string; last_snapshot_hash: string | null; last_success_at: Date }[] =
        await scratch.dataSource.query('SELECT source, last_snapshot_hash, last_success_at FROM feed_sources ORDER BY source');
      expect(sources.map((row) => [row.source, row.last_snapshot_hash, row.last_success_at.toISOString()])).toEqual([
        ['file', 'file-3', '2026-11-21T11:03:00.000Z'],
        ['simulated', null, '2026-11-21T11:01:00.000Z'],
      ]);
    });
  });
});
