import type { MarketSnapshot } from '@overlay/domain';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { handRace } from '../../../test/support/hand-race';
import { snapshotFile } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { eventually } from '../../../test/support/eventually';
import { LeaderElection } from '../leader';

// The job as production runs it: the leader's refresh stores the final race, its data_refresh
// starts a settlement pass, and the bet is settled without anyone calling the job.
describe('Bet settlement job (leader, JOBS_ENABLED)', () => {
  let testApp: TestApp;
  let feed: SnapshotFile;
  const now = Date.now();
  const snapshot = (state: 'open' | 'final'): MarketSnapshot => {
    const race = handRace('job-r1', 90, now, 3);
    race.state = state;
    if (state === 'final') race.results = [[2], [1], [3]];
    return { generatedAt: new Date().toISOString(), races: [race] };
  };

  beforeAll(async () => {
    feed = snapshotFile(snapshot('open'));
    testApp = await createTestApp({
      ODDS_FEED: 'file',
      FEED_FILE: feed.path,
      JOBS_ENABLED: 'true',
      LEADER_RETRY_SECONDS: '0.2',
      REFRESH_SECONDS: '3600',
      FAST_REFRESH_SECONDS: '3600',
    });
  });

  afterAll(async () => {
    await testApp.close();
    feed.remove();
  });

  it('should settle a logged bet after the refresh that marks its race final', async () => {
    expect(await eventually(() => testApp.app.get(LeaderElection).isLeader, Boolean)).toBe(true);
    const cookie = await sessionCookieFor(testApp, await createAccount(testApp));
    const as = () => ({
      get: (path: string) => request(testApp.server).get(path).set('Cookie', cookie),
      post: (path: string, body: object = {}) => request(testApp.server).post(path).set('Cookie', cookie).send(body),
    });
    // The leader loads the market at once; the bet waits for it.
    const created = await eventually(
      () => as().post('/api/bets', { extRaceId: 'job-r1', runnerNumber: 2, bookmaker: 'Sportsbet', price: 4.4, stake: 10 }),
      (response) => response.status === 201,
    );
    expect(created.status).toBe(201);
    feed.write(snapshot('final'));
    await as().post('/api/refresh').expect(200);
    const bet = await eventually(
      async () => (await as().get('/api/bets').expect(200)).body.bets[0],
      (b: { result: string }) => b.result !== 'pending',
    );
    // Runner 2 won at $4.40: 44 back, profit 34; the close (closed by the final state) is fair $4.
    expect(bet).toMatchObject({ result: 'won', payout: 44, profit: 34, closingFairPrice: expect.closeTo(4, 9), clv: expect.closeTo(0.1, 9) });
  });
});
