// Market refresh speed against a real PostgreSQL (embedded on a free port, or DATABASE_URL): a full
// simulated day ingested cold, then re-ingested as its prices drift minute by minute (the
// scheduled refresh), an unchanged re-ingest, a synthetic 500 races × 10 runners × 17 books day
// where every price moves, and the read of a day of markets for the engine.
import './fixtures/workspace-paths';
import { parseMarketSnapshot } from '@overlay/domain';
import type { MarketSnapshot } from '@overlay/domain';
import type { IngestOutcome } from '@overlay/domain';
import { DataSource } from 'typeorm';
// Direct imports, not the library index: tsx reads no tsconfig here, so it cannot compile the
// index's decorated ORM entities; these files carry no decorators.
import { MIGRATIONS } from '../libs/infrastructure/src/persistence/migrations/all-migrations';
import { TypeOrmMarketDataRepository } from '../libs/infrastructure/src/persistence/repositories/typeorm-market-data.repository';
import { TypeOrmMarketIngestRepository } from '../libs/infrastructure/src/persistence/repositories/typeorm-market-ingest.repository';
import { hashRace, snapshotContentHash } from '../apps/api/src/modules/ingest/application/snapshot-hash.util';
import { SimulatedOddsFeed } from '../libs/infrastructure/src/feeds/simulated/simulated-odds-feed.adapter';
import { buildDayCard } from './fixtures/day-card';
import { openBenchDatabase } from './fixtures/bench-database';
import { median } from './fixtures/stats';

type Report = (name: string, value: number, unit: string) => void;

const DRIFTS = 7;

function priceRows(snapshot: MarketSnapshot): number {
  return snapshot.races.reduce((sum, race) => sum + race.runners.reduce((n, runner) => n + runner.prices.length, 0), 0);
}

/** What the ingest use case does: validate, hash, store in one transaction. */
async function timedIngest(
  repository: TypeOrmMarketIngestRepository,
  source: string,
  snapshot: MarketSnapshot,
  at: Date,
): Promise<{ ms: number; outcome: IngestOutcome }> {
  const started = performance.now();
  const races = parseMarketSnapshot(snapshot).races.map(hashRace);
  const outcome = await repository.ingest({ source, snapshotHash: snapshotContentHash(races), races, at });
  return { ms: performance.now() - started, outcome };
}

/** Every win and place price of the day moved by a small step (the worst case for a refresh). */
function drifted(snapshot: MarketSnapshot, step: number): MarketSnapshot {
  const move = (price: number | null | undefined) => (price == null ? price : Math.round((price + step) * 100) / 100);
  return {
    ...snapshot,
    races: snapshot.races.map((race) => ({
      ...race,
      runners: race.runners.map((runner) => ({
        ...runner,
        prices: runner.prices.map((quote) => ({ ...quote, win: move(quote.win) as number, place: move(quote.place) })),
      })),
    })),
  };
}

export default async function run(report: Report): Promise<void> {
  const database = await openBenchDatabase();
  const dataSource = new DataSource({
    type: 'postgres',
    url: database.url,
    // Every migration: the ingest's statements read tables and columns added since the first ones.
    migrations: MIGRATIONS,
    migrationsRun: true,
    logging: false,
  });
  try {
    await dataSource.initialize();
    const ingest = new TypeOrmMarketIngestRepository(dataSource);
    const reads = new TypeOrmMarketDataRepository(dataSource);

    // A simulated day, then minute-by-minute drift.
    const feed = new SimulatedOddsFeed({ seed: 42 });
    const start = new Date();
    const day = await feed.fetchSnapshot(start);
    const first = await timedIngest(ingest, 'simulated', day, start);
    const times: number[] = [];
    const changed: number[] = [];
    let last = day;
    for (let minute = 1; minute <= DRIFTS; minute += 1) {
      const at = new Date(start.getTime() + minute * 60_000);
      last = await feed.fetchSnapshot(at);
      const { ms, outcome } = await timedIngest(ingest, 'simulated', last, at);
      times.push(ms);
      changed.push(outcome.historyRowsWritten);
    }
    const unchanged = await timedIngest(ingest, 'simulated', last, new Date());
    report('refresh.full_day_first_ingest', first.ms, 'ms');
    report('refresh.full_day_ingest_median', median(times), 'ms');
    report('refresh.unchanged_ingest', unchanged.ms, 'ms');
    report('refresh.rows', priceRows(day), 'price rows');
    report('refresh.races', day.races.length, 'races');
    report('refresh.changed_rows_median', median(changed), 'price rows');

    const window = { from: new Date(start.getTime() - 3_600_000), to: new Date(start.getTime() + 86_400_000) };
    const readTimes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const t0 = performance.now();
      await reads.findRaceMarkets(window);
      readTimes.push(performance.now() - t0);
    }
    report('refresh.read_day_markets', median(readTimes), 'ms');

    // The brief's sizing: 500 races × 10 runners, every bookmaker, every price moving each time.
    const { snapshot: synthetic } = buildDayCard({ races: 500, runners: 10, promos: 0, seed: 7, startMs: start.getTime() });
    const cold = await timedIngest(ingest, 'synthetic', synthetic, new Date());
    const worst: number[] = [];
    for (let i = 1; i <= 5; i += 1) worst.push((await timedIngest(ingest, 'synthetic', drifted(synthetic, i * 0.01), new Date())).ms);
    report('refresh.synthetic_first_ingest', cold.ms, 'ms');
    report('refresh.synthetic_all_changed_median', median(worst), 'ms');
    report('refresh.synthetic_rows', priceRows(synthetic), 'price rows');
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.close();
  }
}
