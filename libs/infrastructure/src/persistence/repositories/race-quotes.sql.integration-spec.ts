import type { SnapshotRace } from '@overlay/domain';
import { openScratchDataSource } from '../testing/scratch-data-source';
import type { ScratchDataSource } from '../testing/scratch-data-source';
import { ingestColumns, WRITE_QUOTES } from './market-ingest.sql';
import { EXCHANGE_OF_RACES, HISTORY_OF_RACES, QUOTES_OF_RACES } from './race-quotes.sql';
import { TypeOrmMarketIngestRepository } from './typeorm-market-ingest.repository';

// The quotes of some races are read and deleted through the primary key, whatever the planner
// thinks of joins (docs/architecture.md §3, "Reading prices by runner"). On a Saturday it hashed
// the whole prices table for a one-race read or delete; with nested loops switched off here it
// would do the same to any statement that still joins `runners` to reach the quotes.

const BOOKS = Array.from({ length: 20 }, (_, i) => `Book ${i + 1}`);

function race(index: number): SnapshotRace {
  const id = `r-${index}`;
  return {
    extRaceId: id,
    venue: 'Nowhere Downs',
    country: 'AU',
    code: 'TB',
    number: (index % 10) + 1,
    name: `Race ${index}`,
    startTime: '2026-11-21T12:00:00.000Z',
    state: 'open',
    runners: Array.from({ length: 10 }, (_, r) => ({
      extId: `${id}-${r + 1}`,
      number: r + 1,
      name: `Runner ${r + 1}`,
      scratched: false,
      prices: BOOKS.map((bookmaker, b) => ({ bookmaker, win: 2 + r + b / 100 })),
      exchange: { winBack: 3 + r, winLay: 3.1 + r },
    })),
  };
}

describe('Integration', () => {
  describe('race quotes by runner', () => {
    let scratch: ScratchDataSource;
    const races = Array.from({ length: 120 }, (_, i) => race(i + 1));

    beforeAll(async () => {
      scratch = await openScratchDataSource('overlay_race_quotes');
      await new TypeOrmMarketIngestRepository(scratch.dataSource).ingest({
        source: 'file',
        snapshotHash: 'h1',
        races: races.map((r) => ({ race: r, contentHash: `${r.extRaceId}-1` })),
        at: new Date('2026-11-21T11:00:00Z'),
      });
      await scratch.dataSource.query('ANALYZE');
    }, 60_000);

    afterAll(async () => {
      await scratch.close();
    });

    /** The plan of `sql` with nested loops off: the planner hashes any join it can. */
    async function planOf(sql: string, params: unknown[]): Promise<string> {
      const runner = scratch.dataSource.createQueryRunner();
      await runner.startTransaction();
      try {
        await runner.query('SET LOCAL enable_nestloop = off');
        const rows: { 'QUERY PLAN': string }[] = await runner.query(`EXPLAIN ${sql}`, params);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    }

    /** The lines of a plan's CTE `name`: its header and every line indented deeper. */
    function cteOf(plan: string, name: string): string {
      const lines = plan.split('\n');
      const indent = (line: string) => line.length - line.trimStart().length;
      const start = lines.findIndex((line) => line.trim() === `CTE ${name}`);
      const end = lines.findIndex((line, i) => i > start && indent(line) <= indent(lines[start]));
      return lines.slice(start, end === -1 ? undefined : end).join('\n');
    }

    it("should read one race's quotes, of 24,000 stored, by the primary keys, never a scan of the price tables", async () => {
      for (const sql of [QUOTES_OF_RACES, EXCHANGE_OF_RACES]) {
        const plan = await planOf(sql, [['r-7']]);
        expect(plan).not.toMatch(/Seq Scan on (bookmaker|exchange)_prices/);
        expect(plan).toMatch(/(bookmaker|exchange)_prices_pkey/);
      }
    });

    it("should read one race's price history by a runner index, never a scan of the whole history", async () => {
      const plan = await planOf(HISTORY_OF_RACES, [['r-7'], new Date('2026-11-21T10:00:00Z')]);
      expect(plan).not.toMatch(/Seq Scan on price_history/);
      expect(plan).toMatch(/price_history_(runner_time|quote_time)_idx/);
    });

    it("should delete a written race's quotes no longer offered, and those dropped by name, by the primary keys", async () => {
      const written = race(7);
      const runners = written.runners.map((runner) => ({ runner, contentHash: null }));
      const columns = ingestColumns([{ race: written, contentHash: 'r-7-2', runners }]);
      const at = new Date('2026-11-21T11:01:00Z');
      const rows: { id: string }[] = await scratch.dataSource.query(
        "SELECT id::text AS id FROM runners WHERE race_ext_id = 'r-7'",
      );
      const replaced = rows.map((row) => row.id);
      // One quote of a runner written by difference, dropped by name (WrittenQuotes).
      const dropped = [[replaced[0]], [written.runners[0].prices[0].bookmaker]];
      const plan = await planOf(WRITE_QUOTES, [...columns.prices, at, replaced, ...columns.exchange, at, replaced, ...dropped]);
      for (const removal of [cteOf(plan, 'removed'), cteOf(plan, 'exchange_removed'), cteOf(plan, 'dropped')]) {
        expect(removal).toMatch(/Delete on (bookmaker|exchange)_prices/);
        expect(removal).not.toMatch(/Seq Scan on (bookmaker|exchange)_prices/);
        expect(removal).toMatch(/(bookmaker|exchange)_prices_pkey/);
      }
    });
  });
});
