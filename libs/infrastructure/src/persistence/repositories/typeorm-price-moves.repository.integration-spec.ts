import type { SnapshotRace } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { openScratchDataSource } from '../testing/scratch-data-source';
import type { ScratchDataSource } from '../testing/scratch-data-source';
import { TypeOrmMarketIngestRepository } from './typeorm-market-ingest.repository';
import { BACKFILL_PREVIOUS_QUOTES } from '../migrations/1764210000000-add-price-history-previous';
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
    /** Stores the races at `minutesAgo`, with a hand-set fair price of 2 + i/10 + minutesAgo/100 for runner i. */
    const store = async (minutesAgo: number, races: SnapshotRace[]) => {
      const at = new Date(NOW - minutesAgo * MIN);
      await new TypeOrmMarketIngestRepository(dataSource).ingest({
        source: 'file',
        snapshotHash: `h${++version}`,
        races: races.map((r) => ({ race: r, contentHash: `${version}` })),
        at,
      });
      await repository().recordFairPrices(
        at,
        races.map((r) => {
          const field = r.runners.filter((u) => !u.scratched);
          return {
            extRaceId: r.extRaceId,
            runnerExtIds: field.map((u) => u.extId),
            fair: field.map((u) => fairAt(u.number, minutesAgo)),
            method: 'Bookie MPTO',
          };
        }),
      );
    };
    const fairAt = (runner: number, minutesAgo: number) => 2 + runner / 10 + minutesAgo / 100;
    const repository = () => new TypeOrmPriceMovesRepository(dataSource);

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
        r.runners[1].prices[1].boostedFrom = 4.2;
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

    it('should read the open races with a fair price stored in the window: the one before it, then each since', async () => {
      const races = await repository().findWindowHistory(new Date(NOW - 5 * MIN), new Date(NOW));
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
      // Stored 10 min ago (the last before the window) and 2 min ago; runner 3 left the field then.
      expect(open.fair.map((f) => [f.atMs, Object.fromEntries(f.byRunner)])).toEqual([
        [NOW - 10 * MIN, { 'open-1': fairAt(1, 10), 'open-2': fairAt(2, 10), 'open-3': fairAt(3, 10) }],
        [NOW - 2 * MIN, { 'open-1': fairAt(1, 2), 'open-2': fairAt(2, 2) }],
      ]);
    });

    /** Each runner's books as [runner, best then, best now, its book, books out, books in]. */
    const booksIn = async (minutes: number) => {
      const [open] = await repository().findWindowHistory(new Date(NOW - minutes * MIN), new Date(NOW));
      return open.books
        .map((b) => [b.runnerExtId, b.bestFrom, b.bestTo, b.bestBookmaker, b.booksOut, b.booksIn])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0])));
    };

    it('should sum up each runner\'s books when the window opened and now, a boost not counted as a move', async () => {
      expect(await booksIn(5)).toEqual([
        // Unchanged in the window (TAB moved runner 1 before it): best 2.5 at Neds then and now.
        ['open-1', 2.5, 2.5, 'Neds', 0, 0],
        // Neds boosted runner 2 to 3.9 from its own 4.2 (it was 4.5): its own price came in; the
        // best price went from Neds' 4.5 to TAB's 4.
        ['open-2', 4.5, 4, 'TAB', 0, 1],
      ]);
    });

    it('should read a quote that moved in a longer window from its price when that window opened', async () => {
      // 30 min back TAB's runner 1 was still 2 (it moved to 1.8 10 min ago): one book in.
      expect((await booksIn(30))[0]).toEqual(['open-1', 2.5, 2.5, 'Neds', 0, 1]);
      const [open] = await repository().findWindowHistory(new Date(NOW - 30 * MIN), new Date(NOW));
      expect(open.fair[0].atMs).toBe(NOW - 60 * MIN);
    });

    it('should read nothing when no fair price was stored in the window, and ignore a repeat of a change', async () => {
      expect(await repository().findWindowHistory(new Date(NOW - MIN), new Date(NOW))).toEqual([]);
      await repository().recordFairPrices(new Date(NOW - 2 * MIN), [
        { extRaceId: 'open', runnerExtIds: ['open-1'], fair: [9], method: 'BF Mid' },
      ]);
      const [open] = await repository().findWindowHistory(new Date(NOW - 5 * MIN), new Date(NOW));
      expect(open.fair.at(-1)?.byRunner.get('open-1')).toBe(fairAt(1, 2));
    });

    it('should prune the fair prices stored before a time', async () => {
      expect(await repository().pruneFairPrices(new Date(NOW - 30 * MIN))).toBe(3);
      const [open] = await repository().findWindowHistory(new Date(NOW - 30 * MIN), new Date(NOW));
      expect(open.fair.map((f) => f.atMs)).toEqual([NOW - 10 * MIN, NOW - 2 * MIN]);
    });

    it('should start a quote that moved twice in the window before the first move, and a book listed inside it at its first price', async () => {
      await store(1, [
        race('open', 'open', 30, (r) => {
          r.runners[0].prices[0].win = 1.7;
          r.runners[0].prices.push({ bookmaker: 'Bet365', win: 2.2 });
          r.runners[1].prices[1].win = 3.9;
          r.runners[1].prices[1].boostedFrom = 4.2;
          r.runners[2].scratched = true;
        }),
      ]);
      await store(0.5, [
        race('open', 'open', 30, (r) => {
          r.runners[0].prices[0].win = 1.6;
          r.runners[0].prices.push({ bookmaker: 'Bet365', win: 2.1 });
          r.runners[1].prices[1].win = 3.9;
          r.runners[1].prices[1].boostedFrom = 4.2;
          r.runners[2].scratched = true;
        }),
      ]);
      expect(await booksIn(5)).toEqual([
        // TAB: 1.8 when the window opened (moved 10 min ago), then 1.7 and 1.6 inside it: in.
        // Bet365: listed inside the window at 2.2, now 2.1: in. Neds held 2.5, the best then and now.
        ['open-1', 2.5, 2.5, 'Neds', 0, 2],
        ['open-2', 4.5, 4, 'TAB', 0, 1],
      ]);
    });

    it('should read the same window from history written before each row kept its replaced quote (the backfill)', async () => {
      const before = await booksIn(5);
      await dataSource.query('UPDATE price_history SET prev_win = NULL, prev_boosted_from = NULL');
      await dataSource.query(BACKFILL_PREVIOUS_QUOTES);
      expect(await booksIn(5)).toEqual(before);
    });
  });
});
