import type { SnapshotRace } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { openScratchDataSource } from '../testing/scratch-data-source';
import type { ScratchDataSource } from '../testing/scratch-data-source';
import { TypeOrmMarketIngestRepository } from './typeorm-market-ingest.repository';
import { TypeOrmPriceMovesRepository } from './typeorm-price-moves.repository';

const MIN = 60_000;
const NOW = Date.parse('2026-11-21T10:00:00Z');

/** Two books pricing three runners; `tweak` edits the race before it is stored. */
function race(
  id: string,
  state: SnapshotRace['state'],
  startMinutes: number,
  tweak: (r: SnapshotRace) => void = () => undefined,
): SnapshotRace {
  const r: SnapshotRace = {
    extRaceId: id,
    venue: 'Randwick',
    country: 'AU',
    code: 'TB',
    number: 4,
    name: 'Handicap',
    startTime: new Date(NOW + startMinutes * MIN).toISOString(),
    state,
    runners: [1, 2, 3].map((number) => ({
      extId: `${id}-${number}`,
      number,
      name: `Runner ${number}`,
      scratched: false,
      prices: [
        { bookmaker: 'TAB', win: number * 2 },
        { bookmaker: 'Neds', win: number * 2 + 0.5 },
      ],
    })),
  };
  tweak(r);
  return r;
}

describe('Integration', () => {
  describe('TypeOrmPriceMovesRepository', () => {
    let scratch: ScratchDataSource;
    let dataSource: DataSource;
    let version = 0;
    const store = (minutesAgo: number, races: SnapshotRace[]) =>
      new TypeOrmMarketIngestRepository(dataSource).ingest({
        source: 'file',
        snapshotHash: `h${++version}`,
        races: races.map((r) => ({ race: r, contentHash: `${version}` })),
        at: new Date(NOW - minutesAgo * MIN),
      });

    beforeAll(async () => {
      scratch = await openScratchDataSource('overlay_moves');
      dataSource = scratch.dataSource;
      await store(60, [
        race('open', 'open', 30),
        race('quiet', 'open', 30),
        race('jumped', 'closed', -1),
      ]);
      // 10 min ago TAB moves runner 1 (before a 5-minute window); 2 min ago Neds moves runner 2 and
      // runner 3 is scratched; the jumped race moves too.
      const tab = (r: SnapshotRace) => (r.runners[0].prices[0].win = 1.8);
      await store(10, [
        race('open', 'open', 30, tab),
        race('jumped', 'closed', -1, tab),
      ]);
      const neds = (r: SnapshotRace) => {
        tab(r);
        r.runners[1].prices[1].win = 3.9;
        r.runners[2].scratched = true;
      };
      await store(2, [
        race('open', 'open', 30, neds),
        race('jumped', 'closed', -1, neds),
      ]);
    });

    afterAll(async () => {
      await scratch.close();
    });

    it('should read the moved open races with each quote as it stood at the window start, then its changes', async () => {
      const since = new Date(NOW - 5 * MIN);
      const races = await new TypeOrmPriceMovesRepository(
        dataSource,
      ).findWindowHistory(since, new Date(NOW));
      expect(races.map((r) => r.extRaceId)).toEqual(['open']);
      const [open] = races;
      expect(open).toMatchObject({
        venue: 'Randwick',
        number: 4,
        code: 'TB',
        startTime: new Date(NOW + 30 * MIN).toISOString(),
      });
      // The scratched runner is left out of the field.
      expect(open.runners).toEqual([
        { extId: 'open-1', number: 1, name: 'Runner 1' },
        { extId: 'open-2', number: 2, name: 'Runner 2' },
      ]);
      const at = (minutesAgo: number) => NOW - minutesAgo * MIN;
      const points = open.points.map((p) => [
        p.runnerExtId,
        p.bookmaker,
        p.win,
        p.atMs,
      ]);
      expect(points).toHaveLength(5);
      expect(points).toEqual(
        expect.arrayContaining([
          // Unchanged in the window: the current price, from its last change (10 and 60 min ago).
          ['open-1', 'TAB', 1.8, at(10)],
          ['open-1', 'Neds', 2.5, at(60)],
          ['open-2', 'TAB', 4, at(60)],
          // Changed in the window: its last price before it, then the change.
          ['open-2', 'Neds', 4.5, at(60)],
          ['open-2', 'Neds', 3.9, at(2)],
        ]),
      );
      expect(open.points.map((p) => p.atMs)).toEqual(
        [...open.points.map((p) => p.atMs)].sort((a, b) => a - b),
      );
    });

    it('should read nothing when no price changed in the window', async () => {
      const races = await new TypeOrmPriceMovesRepository(
        dataSource,
      ).findWindowHistory(new Date(NOW - MIN), new Date(NOW));
      expect(races).toEqual([]);
    });
  });
});
