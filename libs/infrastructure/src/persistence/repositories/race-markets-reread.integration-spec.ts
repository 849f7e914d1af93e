import type { HashedRace, RaceMarket, SnapshotRunner } from '@overlay/domain';
import fc from 'fast-check';
import { raceWith, runnerWith } from '../testing/race-fixture';
import { openScratchDataSource } from '../testing/scratch-data-source';
import type { ScratchDataSource } from '../testing/scratch-data-source';
import { TypeOrmMarketDataRepository } from './typeorm-market-data.repository';
import { TypeOrmMarketIngestRepository } from './typeorm-market-ingest.repository';

// A data version's changed races are read again, but of their runners only those whose revision
// moved (docs/architecture.md §3, "Re-reading only the runners that changed"). Whatever happened
// between two reads (prices moving and moving back, writes without hashes, scratchings, a source
// switched off or on), the read that keeps runners must equal a read of everything.

const BOOKS = ['TAB', 'Sportsbet', 'Ladbrokes'];
const RUNNER_IDS = ['1', '2', '3'];
const RACE_IDS = ['r-a', 'r-b'];

const hashOf = (runner: SnapshotRunner) => JSON.stringify(runner);

/** Few states per runner, so a price often moves and then comes back as it was. */
const runnerArb = (extId: string) =>
  fc.record({
    extId: fc.constant(extId),
    number: fc.constant(Number(extId)),
    name: fc.constant(`Runner ${extId}`),
    scratched: fc.boolean(),
    prices: fc.subarray(BOOKS, { minLength: 1 }).chain((books) =>
      fc.tuple(...books.map((bookmaker) => fc.record({ bookmaker: fc.constant(bookmaker), win: fc.constantFrom(3, 3.5) }))),
    ),
    exchange: fc.option(fc.record({ winBack: fc.constantFrom(2.9, 3.1), winLay: fc.constant(3.4) }), { nil: undefined }),
  });

const poolsArb = fc.tuple(...RUNNER_IDS.map((extId) => fc.array(runnerArb(extId), { minLength: 1, maxLength: 2 })));

/** Per race, each runner's state (index in its pool) or -1 (not listed); what else the step does. */
const stepArb = fc.record({
  picks: fc.tuple(...RACE_IDS.map(() => fc.array(fc.integer({ min: -1, max: 1 }), { minLength: 3, maxLength: 3 }))),
  hashed: fc.boolean(),
  switched: fc.constantFrom(null, null, null, 'Sportsbet', 'Betfair'),
  read: fc.boolean(),
});

describe('Integration', () => {
  describe('re-reading only the runners that changed', () => {
    let scratch: ScratchDataSource;
    let ingest: TypeOrmMarketIngestRepository;
    let market: TypeOrmMarketDataRepository;

    beforeAll(async () => {
      scratch = await openScratchDataSource('overlay_reread');
      ingest = new TypeOrmMarketIngestRepository(scratch.dataSource);
      market = new TypeOrmMarketDataRepository(scratch.dataSource);
    });

    afterAll(async () => {
      await scratch.close();
    });

    const byId = (races: readonly RaceMarket[]) => new Map(races.map((race) => [race.extRaceId, race]));

    async function reset(): Promise<void> {
      await scratch.dataSource.query('TRUNCATE races, runners, bookmaker_prices, exchange_prices, price_history, feed_sources, bookmakers CASCADE');
      await scratch.dataSource.query(
        `INSERT INTO bookmakers (name, kind) VALUES ('TAB', 'bookmaker'), ('Sportsbet', 'bookmaker'), ('Ladbrokes', 'bookmaker'), ('Betfair', 'exchange')`,
      );
    }

    it('should read what a whole read gives, for any sequence of writes between reads', async () => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(poolsArb, fc.array(stepArb, { minLength: 2, maxLength: 7 }), async (pools, steps) => {
          run += 1;
          await reset();
          let known: Map<string, RaceMarket> | null = null;
          for (const [index, step] of steps.entries()) {
            const races: HashedRace[] = RACE_IDS.map((extRaceId, r) => {
              const race = raceWith(
                extRaceId,
                step.picks[r].flatMap((pick, i) => (pick < 0 ? [] : [pools[i][pick % pools[i].length]])),
              );
              return { race, contentHash: JSON.stringify(race), ...(step.hashed ? { runnerHashes: race.runners.map(hashOf) } : {}) };
            });
            const at = new Date(Date.parse('2026-11-21T11:00:00Z') + index * 1000);
            await ingest.ingest({ source: 'file', snapshotHash: `${run}-${index}`, races, at });
            if (step.switched) await scratch.dataSource.query('UPDATE bookmakers SET is_active = NOT is_active WHERE name = $1', [step.switched]);
            if (!step.read && index < steps.length - 1) continue;
            const whole = await market.findRaceMarketsByIds(RACE_IDS);
            const kept = await market.findRaceMarketsByIds(RACE_IDS, known ?? new Map());
            expect(kept).toEqual(whole);
            known = byId(kept);
          }
        }),
        { numRuns: 80, seed: 38 },
      );
    }, 180_000);

    it('should keep the objects of unchanged runners and read the changed one again', async () => {
      await reset();
      const runner = (extId: string, win: number) => runnerWith(extId, win, BOOKS);
      const write = (winOfFirst: number, second: number) => {
        const race = raceWith('r-a', [runner('1', winOfFirst), runner('2', 5), runner('3', 7)]);
        return ingest.ingest({
          source: 'file',
          snapshotHash: `s${second}`,
          races: [{ race, contentHash: JSON.stringify(race), runnerHashes: race.runners.map(hashOf) }],
          at: new Date(Date.parse('2026-11-21T11:00:00Z') + second * 1000),
        });
      };
      await write(3, 0);
      const [first] = await market.findRaceMarketsByIds(['r-a'], new Map());
      // The first runner's price moves and comes back: same hash as first read, but a newer price time.
      await write(3.5, 1);
      await write(3, 2);
      const [second] = await market.findRaceMarketsByIds(['r-a'], byId([first]));
      expect(second.runners[0]).not.toBe(first.runners[0]);
      expect(second.runners[0].prices[0].updatedAt).toBe('2026-11-21T11:00:02.000Z');
      expect(second.runners.slice(1)).toEqual(first.runners.slice(1));
      second.runners.slice(1).forEach((kept, i) => expect(kept).toBe(first.runners[i + 1]));
      // A source switched off: nothing stored changed, but every runner reads differently.
      await scratch.dataSource.query("UPDATE bookmakers SET is_active = false WHERE name = 'TAB'");
      const [third] = await market.findRaceMarketsByIds(['r-a'], byId([second]));
      expect(third.runners.map((r) => r.prices.map((p) => p.bookmaker))).toEqual(RUNNER_IDS.map(() => ['Ladbrokes', 'Sportsbet']));
    });
  });
});
