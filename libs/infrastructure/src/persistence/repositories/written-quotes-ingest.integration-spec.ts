import type { HashedRace, SnapshotRunner } from '@overlay/domain';
import { raceWith } from '../testing/race-fixture';
import { openScratchDataSource } from '../testing/scratch-data-source';
import type { ScratchDataSource } from '../testing/scratch-data-source';
import { TypeOrmMarketIngestRepository } from './typeorm-market-ingest.repository';

// A changed runner whose stored quotes its writer knows sends only the quotes that changed
// (docs/architecture.md §3, "Writing only the quotes that changed"). The property in
// changed-runners-ingest.integration-spec.ts checks the stored market; these show what is sent.

const runner = (prices: Record<string, number>): SnapshotRunner => ({
  extId: '1',
  number: 1,
  name: 'Runner 1',
  scratched: false,
  prices: Object.entries(prices).map(([bookmaker, win]) => ({ bookmaker, win })),
});

const hashed = (prices: Record<string, number>): HashedRace => {
  const race = raceWith('r-q', [runner(prices)]);
  return { race, contentHash: JSON.stringify(race), runnerHashes: race.runners.map((r) => JSON.stringify(r)) };
};

describe('Integration', () => {
  describe('writing only the quotes that changed', () => {
    let scratch: ScratchDataSource;
    let version = 0;

    beforeAll(async () => {
      scratch = await openScratchDataSource('overlay_written_quotes');
    }, 60_000);

    afterAll(() => scratch.close());

    beforeEach(() => scratch.dataSource.query('TRUNCATE races, runners, bookmaker_prices, exchange_prices, price_history, feed_sources'));

    const write = (writer: TypeOrmMarketIngestRepository, prices: Record<string, number>) =>
      writer.ingest({ source: 'file', snapshotHash: `s${++version}`, races: [hashed(prices)], at: new Date(Date.parse('2026-11-21T11:00:00Z') + version * 1000) });

    async function stored(): Promise<Record<string, number>> {
      const rows: { bookmaker: string; win: number }[] = await scratch.dataSource.query('SELECT bookmaker, win FROM bookmaker_prices ORDER BY bookmaker');
      return Object.fromEntries(rows.map((row) => [row.bookmaker, row.win]));
    }

    it('should send only the changed quotes, and drop by name those no longer offered', async () => {
      const writer = new TypeOrmMarketIngestRepository(scratch.dataSource);
      await write(writer, { TAB: 3, Sportsbet: 5, Neds: 7 });
      // Changed behind the store's back (its hash left as it was): a quote sent again would mend it.
      await scratch.dataSource.query("UPDATE bookmaker_prices SET win = 9 WHERE bookmaker = 'TAB'");
      await write(writer, { TAB: 3, Sportsbet: 5.5 });
      expect(await stored()).toEqual({ TAB: 9, Sportsbet: 5.5 });
    });

    it('should write whole a runner another writer wrote since', async () => {
      const [one, other] = [new TypeOrmMarketIngestRepository(scratch.dataSource), new TypeOrmMarketIngestRepository(scratch.dataSource)];
      await write(one, { TAB: 3, Sportsbet: 5 });
      await write(other, { TAB: 4, Sportsbet: 5, Neds: 8 });
      // `one` remembers TAB at 3 and no Neds: trusting that would leave TAB at 4 and Neds offered.
      await write(one, { TAB: 3, Sportsbet: 6 });
      expect(await stored()).toEqual({ TAB: 3, Sportsbet: 6 });
    });
  });
});
