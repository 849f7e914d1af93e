import type { MarketSnapshot } from '@overlay/domain';
import { runOnPool, WorkloadPools } from '@overlay/infrastructure';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createAccount, sessionCookieFor } from '../../test/support/accounts';
import { handRace } from '../../test/support/hand-race';
import { snapshotFile } from '../../test/support/market-snapshots';
import type { SnapshotFile } from '../../test/support/market-snapshots';
import { createTestApp } from '../../test/support/test-app';
import type { TestApp } from '../../test/support/test-app';
import { BetSettlementJob } from '../modules/bets/jobs/bet-settlement.job';
import { RefreshMarketsUseCase } from '../modules/refresh';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Pool exhaustion (docs/operations.md §4): slow requests holding every connection of the pool must not
// stop the leader's jobs; each kind of work has its own statement timeout.
describe('Pool exhaustion (e2e)', () => {
  let testApp: TestApp;
  let feed: SnapshotFile;
  const now = Date.now();
  const snapshot = (state: 'open' | 'final'): MarketSnapshot => {
    const race = handRace('pool-r1', 90, now, 3);
    race.state = state;
    if (state === 'final') race.results = [[2], [1], [3]];
    return { generatedAt: new Date().toISOString(), races: [race] };
  };
  const outside = async (sql: string) => {
    const client = new Client({ connectionString: testApp.database.url });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    feed = snapshotFile(snapshot('open'));
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path, DB_JOB_STATEMENT_TIMEOUT_MS: '1000' });
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    const cookie = await sessionCookieFor(testApp, await createAccount(testApp));
    await request(testApp.server)
      .post('/api/bets')
      .set('Cookie', cookie)
      .send({ extRaceId: 'pool-r1', runnerNumber: 2, bookmaker: 'Sportsbet', price: 4.4, stake: 10 })
      .expect(201);
    feed.write(snapshot('final'));
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
  });

  afterAll(async () => {
    await testApp.close();
    feed.remove();
  });

  it('should run the settlement pass at once while slow requests hold every request connection', async () => {
    const dataSource = testApp.app.get(DataSource);
    const pools = testApp.app.get(WorkloadPools);
    // Eleven 3 s queries: ten hold the request pool, one waits for it.
    const slow = Promise.all(Array.from({ length: 11 }, () => dataSource.query('SELECT pg_sleep(3)')));
    const full = () => pools.use().request.total === 10 && pools.use().request.idle === 0 && pools.use().request.waiting === 1;
    for (let i = 0; i < 200 && !full(); i += 1) await sleep(20);
    expect(pools.use().request).toMatchObject({ total: 10, waiting: 1 });

    const started = Date.now();
    await testApp.app.get(BetSettlementJob).trigger();
    const tookMs = Date.now() - started;
    const [bet] = await outside('SELECT result, profit::float8 AS profit FROM bets');
    // The slow requests still hold their pool (the pass's events may wait behind them too).
    const waiting = pools.use().request.waiting;
    await slow;
    expect(waiting).toBeGreaterThanOrEqual(1);
    process.stdout.write(`pool exhaustion: settlement pass took ${tookMs} ms with the request pool full\n`);
    expect(bet).toEqual({ result: 'won', profit: 34 });
    expect(tookMs).toBeLessThan(1500);
  });

  it('should cancel a job statement after DB_JOB_STATEMENT_TIMEOUT_MS while a request may run longer', async () => {
    const dataSource = testApp.app.get(DataSource);
    await expect(runOnPool('job', () => dataSource.query('SELECT pg_sleep(2)'))).rejects.toThrow(/statement timeout/);
    await expect(dataSource.query('SELECT pg_sleep(1.2) AS slept')).resolves.toEqual([{ slept: '' }]);
    // The job pool's own connections, named so in pg_stat_activity; never more than its 3.
    const [{ n }] = await outside(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'overlay-job' AND datname = current_database()`);
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(3);
  });
});
