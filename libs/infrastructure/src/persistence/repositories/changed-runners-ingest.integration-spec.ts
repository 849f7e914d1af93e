import type { HashedRace, SnapshotRace, SnapshotRunner } from '@overlay/domain';
import fc from 'fast-check';
import { raceWith, runnerWith } from '../testing/race-fixture';
import { openScratchDataSource } from '../testing/scratch-data-source';
import type { ScratchDataSource } from '../testing/scratch-data-source';
import { STORED_STATE } from './market-ingest-bookkeeping.sql';
import { TypeOrmMarketIngestRepository } from './typeorm-market-ingest.repository';

// A changed race writes only the runners whose hash changed (docs/architecture.md §3, "Writing
// only the runners that changed"), and of a runner whose stored quotes its writer knows, only the
// quotes that changed ("Writing only the quotes that changed"). Whatever the sequence of market
// states, whether or not a write came with runner hashes, and whichever of two writers (two
// instances, each with its own memo) wrote it, the stored market must be the one writing every
// runner leaves.

const BOOKS = ['TAB', 'Sportsbet', 'Ladbrokes', 'Neds'];
const RUNNER_IDS = ['1', '2', '3', '4'];

/** A runner's hash for the store: any injective function of its content will do. */
const hashOf = (runner: SnapshotRunner) => JSON.stringify(runner);

const runnerArb = (extId: string) =>
  fc.record({
    extId: fc.constant(extId),
    number: fc.constant(Number(extId)),
    name: fc.constantFrom(`Runner ${extId}`, `Renamed ${extId}`),
    scratched: fc.boolean(),
    prices: fc.subarray(BOOKS).chain((books) =>
      fc.tuple(
        ...books.map((bookmaker) =>
          fc.record({
            bookmaker: fc.constant(bookmaker),
            win: fc.constantFrom(2.5, 3, 4.2),
            place: fc.constantFrom(null, 1.4),
            lastUpdated: fc.constantFrom(null, '2026-11-21T10:00:00.000Z'),
          }),
        ),
      ),
    ),
    exchange: fc.option(fc.record({ winBack: fc.constantFrom(2.9, 3.1), winLay: fc.constantFrom(3.2, 3.4) }), { nil: undefined }),
  });

/**
 * Each runner has a few states and each step picks one or leaves the runner out: a runner then
 * often comes back as it was (its stored hash must not pass for its stored quotes after a scratch).
 */
const poolsArb = fc.tuple(...RUNNER_IDS.map((extId) => fc.array(runnerArb(extId), { minLength: 1, maxLength: 3 })));

/**
 * Per runner, a state's index in its pool or -1 (not listed); whether the write gives runner
 * hashes; which of two long-lived writers writes it.
 */
const stepArb = fc.record({
  picks: fc.tuple(fc.array(fc.integer({ min: -1, max: 2 }), { minLength: 4, maxLength: 4 }), fc.array(fc.integer({ min: -1, max: 2 }), { minLength: 4, maxLength: 4 })),
  hashed: fc.boolean(),
  writer: fc.constantFrom(0, 1),
});

interface ExpectedRunner {
  scratched: boolean;
  quotes: string[];
  exchange: string | null;
}

/**
 * The market as the rules say it must be stored (independently of the store's code): a listed
 * runner as last listed; one left out of a race listed with runners is scratched with no quotes;
 * a race listed without runners (a feed gap) changes nothing.
 */
function expectedMarket(races: readonly SnapshotRace[][]): Map<string, ExpectedRunner> {
  const market = new Map<string, ExpectedRunner>();
  for (const step of races) {
    for (const race of step) {
      if (race.runners.length === 0) continue;
      const listed = new Set(race.runners.map((runner) => runner.extId));
      for (const [key, runner] of market)
        if (key.startsWith(`${race.extRaceId}/`) && !listed.has(key.split('/')[1])) market.set(key, { ...runner, scratched: true, quotes: [], exchange: null });
      for (const runner of race.runners)
        market.set(`${race.extRaceId}/${runner.extId}`, {
          scratched: runner.scratched,
          quotes: runner.prices.map((q) => `${q.bookmaker} ${q.win} ${q.place ?? '-'}`).sort(),
          exchange: runner.exchange ? `${runner.exchange.winBack} ${runner.exchange.winLay}` : null,
        });
    }
  }
  return market;
}

describe('Integration', () => {
  describe('writing only the runners that changed', () => {
    let whole: ScratchDataSource;
    let changed: ScratchDataSource;
    let remembered: ScratchDataSource;

    beforeAll(async () => {
      [whole, changed, remembered] = await Promise.all([
        openScratchDataSource('overlay_runners_whole'),
        openScratchDataSource('overlay_runners_changed'),
        openScratchDataSource('overlay_runners_remembered'),
      ]);
    }, 60_000);

    afterAll(async () => {
      await Promise.all([whole.close(), changed.close(), remembered.close()]);
    });

    const MARKET = `
      SELECT 'runner' AS kind, u.race_ext_id, u.ext_id, u.number::text, u.name, u.scratched::text, NULL,
             u.updated_at::text, NULL
        FROM runners u
      UNION ALL
      SELECT 'quote', u.race_ext_id, u.ext_id, p.bookmaker, p.win::text, p.place::text, p.last_updated::text,
             p.updated_at::text, NULL
        FROM bookmaker_prices p JOIN runners u ON u.id = p.runner_id
      UNION ALL
      SELECT 'exchange', u.race_ext_id, u.ext_id, e.win_back::text, e.win_lay::text, NULL, NULL, NULL, NULL
        FROM exchange_prices e JOIN runners u ON u.id = e.runner_id
      UNION ALL
      SELECT 'history', u.race_ext_id, u.ext_id, h.bookmaker, h.win::text, h.prev_win::text, h.recorded_at::text,
             NULL, NULL
        FROM price_history h JOIN runners u ON u.id = h.runner_id
      ORDER BY 1, 2, 3, 4, 5, 6, 7`;

    /** The stored market in the form expectedMarket gives. */
    async function storedMarket(scratch: ScratchDataSource): Promise<Map<string, ExpectedRunner>> {
      const rows: { key: string; scratched: boolean; quotes: string[] | null; exchange: string | null }[] =
        await scratch.dataSource.query(`
          SELECT u.race_ext_id || '/' || u.ext_id AS key, u.scratched,
                 (SELECT array_agg(p.bookmaker || ' ' || p.win || ' ' || coalesce(p.place::text, '-') ORDER BY 1)
                    FROM bookmaker_prices p WHERE p.runner_id = u.id) AS quotes,
                 (SELECT e.win_back || ' ' || e.win_lay FROM exchange_prices e WHERE e.runner_id = u.id) AS exchange
          FROM runners u`);
      return new Map(rows.map((row) => [row.key, { scratched: row.scratched, quotes: [...(row.quotes ?? [])].sort(), exchange: row.exchange }]));
    }

    it('should store the market the rules give, and what writing every runner stores, for any sequence of states', async () => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(poolsArb, fc.array(stepArb, { minLength: 1, maxLength: 6 }), async (pools, steps) => {
          run += 1;
          // Two writers that live through the sequence: each remembers the quotes it wrote.
          const writers = [new TypeOrmMarketIngestRepository(remembered.dataSource), new TypeOrmMarketIngestRepository(remembered.dataSource)];
          for (const scratch of [whole, changed, remembered])
            await scratch.dataSource.query('TRUNCATE races, runners, bookmaker_prices, exchange_prices, price_history, feed_sources');
          const states = steps.map((step) =>
            (['r-a', 'r-b'] as const).map((extRaceId, r) =>
              raceWith(
                extRaceId,
                step.picks[r].flatMap((pick, i) => (pick < 0 ? [] : [pools[i][pick % pools[i].length]])),
              ),
            ),
          );
          for (const [index, step] of steps.entries()) {
            const at = new Date(Date.parse('2026-11-21T11:00:00Z') + index * 1000);
            const races = (withHashes: boolean): HashedRace[] =>
              states[index].map((race) => ({
                race,
                contentHash: JSON.stringify(race),
                ...(withHashes ? { runnerHashes: race.runners.map(hashOf) } : {}),
              }));
            const batch = { source: 'file', snapshotHash: `${run}-${index}`, at };
            await new TypeOrmMarketIngestRepository(whole.dataSource).ingest({ ...batch, races: races(false) });
            await new TypeOrmMarketIngestRepository(changed.dataSource).ingest({ ...batch, races: races(step.hashed) });
            await writers[step.writer].ingest({ ...batch, races: races(step.hashed) });
          }
          expect(await storedMarket(changed)).toEqual(expectedMarket(states));
          const [expected, actual, byDifference] = await Promise.all(
            [whole, changed, remembered].map((scratch) => scratch.dataSource.query(MARKET)),
          );
          expect(actual).toEqual(expected);
          expect(byDifference).toEqual(expected);
        }),
        { numRuns: 60, seed: 38 },
      );
    }, 180_000);

    it('should leave an unchanged runner of a changed race unwritten', async () => {
      await changed.dataSource.query('TRUNCATE races, runners, bookmaker_prices, exchange_prices, price_history, feed_sources');
      const runner = (extId: string, win: number) => runnerWith(extId, win, BOOKS);
      const race = (winOfFirst: number): HashedRace => {
        const r = raceWith('r-c', [runner('1', winOfFirst), runner('2', 5), runner('3', 7)]);
        return { race: r, contentHash: JSON.stringify(r), runnerHashes: r.runners.map(hashOf) };
      };
      const ingest = new TypeOrmMarketIngestRepository(changed.dataSource);
      await ingest.ingest({ source: 'file', snapshotHash: 's1', races: [race(3)], at: new Date('2026-11-21T11:00:00Z') });
      // The runners others may not have moved: mark their stored quotes to see whether they are rewritten.
      await changed.dataSource.query("UPDATE bookmaker_prices SET updated_at = '2000-01-01'");
      const outcome = await ingest.ingest({ source: 'file', snapshotHash: 's2', races: [race(3.5)], at: new Date('2026-11-21T11:00:05Z') });
      const rows: { ext_id: string; updated: string }[] = await changed.dataSource.query(
        `SELECT u.ext_id, min(p.updated_at)::date::text AS updated FROM bookmaker_prices p JOIN runners u ON u.id = p.runner_id
         GROUP BY u.ext_id ORDER BY u.ext_id`,
      );
      expect(rows).toEqual([
        { ext_id: '1', updated: '2026-11-21' },
        { ext_id: '2', updated: '2000-01-01' },
        { ext_id: '3', updated: '2000-01-01' },
      ]);
      expect(outcome).toMatchObject({ changed: true, racesWritten: 1, priceRowsWritten: BOOKS.length, historyRowsWritten: BOOKS.length });
    });

    it('should read the stored runners of the races whose hash differs only', async () => {
      await changed.dataSource.query('TRUNCATE races, runners, bookmaker_prices, exchange_prices, price_history, feed_sources');
      const hashed = (extRaceId: string, win: number): HashedRace => {
        const race = raceWith(extRaceId, [runnerWith('1', win, BOOKS), runnerWith('2', 5, BOOKS)]);
        return { race, contentHash: JSON.stringify(race) };
      };
      const stored = [hashed('r-same', 3), hashed('r-moved', 3)];
      await new TypeOrmMarketIngestRepository(changed.dataSource).ingest({ source: 'file', snapshotHash: 's1', races: stored, at: new Date('2026-11-21T11:00:00Z') });
      const next = [stored[0], hashed('r-moved', 3.5), hashed('r-new', 4)];
      const rows: { kind: string; race_ext_id: string | null; ext_id: string | null }[] = await changed.dataSource.query(STORED_STATE, [
        'file',
        next.map(({ race }) => race.extRaceId),
        next.map(({ contentHash }) => contentHash),
      ]);
      const runners = rows.filter((row) => row.kind === 'runner').map((row) => `${row.race_ext_id}/${row.ext_id}`).sort();
      expect(runners).toEqual(['r-moved/1', 'r-moved/2']);
      expect(rows.filter((row) => row.kind === 'race').map((row) => row.race_ext_id).sort()).toEqual(['r-moved', 'r-same']);
    });
  });
});
