import { StaleLeaderError } from '@overlay/domain';
import type { SnapshotRace } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { raceWith } from '../persistence/testing/race-fixture';
import { openScratchDataSource } from '../persistence/testing/scratch-data-source';
import type { ScratchDataSource } from '../persistence/testing/scratch-data-source';
import { PostgresFeedStreamStateRepository } from '../persistence/repositories/postgres-feed-stream-state.repository';
import { TypeOrmMarketIngestRepository } from '../persistence/repositories/typeorm-market-ingest.repository';
import { PostgresLeaderLock } from './postgres-leader-lock';

const race = (id: string): SnapshotRace =>
  raceWith(
    id,
    [1, 2].map((number) => ({
      extId: `${id}-${number}`,
      number,
      name: `Runner ${number}`,
      scratched: false,
      prices: [{ bookmaker: 'TAB', win: 2 + number }],
    })),
  );

// Split brain (docs/operations.md §5): killing only the leader's lock connection left both instances
// acting as leader. An old leader's write still in flight when another instance takes the lead
// must be refused, whatever that old leader believes.
describe('Integration', () => {
  describe('Leader epoch fencing', () => {
    let scratch: ScratchDataSource;
    let dataSource: DataSource;
    let url: string;
    let ingest: TypeOrmMarketIngestRepository;
    let positions: PostgresFeedStreamStateRepository;
    const locks: PostgresLeaderLock[] = [];
    const lock = () => {
      const made = new PostgresLeaderLock(url);
      locks.push(made);
      return made;
    };
    const store = (id: string) =>
      ingest.ingest({ source: 'file', snapshotHash: id, races: [{ race: race(id), contentHash: id }], at: new Date() });
    const stored = async () =>
      ((await dataSource.query('SELECT ext_race_id FROM races ORDER BY 1')) as { ext_race_id: string }[]).map((row) => row.ext_race_id);
    const killLockConnections = () =>
      dataSource.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'overlay-leader' AND datname = current_database()`);

    beforeAll(async () => {
      scratch = await openScratchDataSource('leader_fence');
      dataSource = scratch.dataSource;
      const options = dataSource.options as { url: string };
      url = options.url;
      ingest = new TypeOrmMarketIngestRepository(dataSource);
      positions = new PostgresFeedStreamStateRepository(dataSource);
    });

    afterAll(async () => {
      for (const made of locks) await made.release();
      await scratch.close();
    });

    it('should refuse the old leader’s refresh and stream cursor once a new leader took the lock, and keep the new one’s', async () => {
      const a = lock();
      const b = lock();
      expect(await a.tryAcquire()).toBe(true);
      expect(await b.tryAcquire()).toBe(false);
      await a.fenced(() => store('a-while-leading'));

      // A's refresh is under way when its lock connection dies and B takes over.
      const aWrite = a.fenced(async () => {
        await killLockConnections();
        for (let i = 0; i < 100 && !(await b.tryAcquire().catch(() => false)); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
        await store('a-stale');
      });
      await expect(aWrite).rejects.toBeInstanceOf(StaleLeaderError);
      await expect(a.fenced(() => positions.savePosition('betwatch', 'stale-cursor', new Date(), null))).rejects.toThrow(
        /Leader epoch 1 is stale \(now 2\)/,
      );
      await b.fenced(() => store('b-leading'));

      expect(await stored()).toEqual(['a-while-leading', 'b-leading']);
      expect(await dataSource.query('SELECT epoch::int FROM leader_epoch')).toEqual([{ epoch: 2 }]);
      expect(await dataSource.query('SELECT cursor FROM feed_stream_state')).toEqual([]);
    });

    it('should make a leader that still holds its lock step down at its next check once the epoch moved on', async () => {
      const c = lock();
      await dataSource.query('SELECT 1'); // B of the first test may still lead: free the lock first.
      for (const made of locks.slice(0, -1)) await made.release();
      expect(await c.tryAcquire()).toBe(true);
      // Another instance took the lead without this one's connection noticing (a partition).
      await dataSource.query('UPDATE leader_epoch SET epoch = epoch + 1');
      expect(await c.tryAcquire()).toBe(false);
      expect(c.isHeld).toBe(false);
      await expect(c.fenced(() => store('c-stale'))).rejects.toBeInstanceOf(StaleLeaderError);
    });

    it('should refuse leader work from an instance that never led, and leave a user’s own refresh unfenced', async () => {
      await expect(lock().fenced(() => store('never-led'))).rejects.toThrow('This instance has not led');
      await store('user-refresh');
      expect(await stored()).toContain('user-refresh');
    });
  });
});
