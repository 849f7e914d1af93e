import { DataSource } from 'typeorm';
import { snapshotFile, testSnapshot } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { eventually } from '../../../test/support/eventually';
import { LeaderElection } from './application/leader-election';
import { LeaderJobs } from './leader-jobs';

describe('Leader election (two instances, one database)', () => {
  let feed: SnapshotFile;
  let first: TestApp;
  let second: TestApp;
  let closed: TestApp | null = null;
  const env = () => ({
    ODDS_FEED: 'file',
    FEED_FILE: feed.path,
    JOBS_ENABLED: 'true',
    LEADER_RETRY_SECONDS: '0.2',
    REFRESH_SECONDS: '60',
    FAST_REFRESH_SECONDS: '60',
  });
  const leads = (app: TestApp) => app.app.get(LeaderElection).isLeader;

  beforeAll(async () => {
    feed = snapshotFile(testSnapshot([{ extRaceId: 'lead-r1', minutesFromNow: 30 }]));
    first = await createTestApp(env());
    second = await createTestApp(env(), { database: first.database });
  });

  afterAll(async () => {
    for (const instance of [second, first]) if (instance !== closed) await instance.app.close();
    await first.database.drop();
    feed.remove();
  });

  it('should let exactly one instance lead, which loads the market at once', async () => {
    await eventually(() => leads(first) || leads(second), Boolean);
    // Both keep campaigning; give the follower a few retries to prove it stays a follower.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect([leads(first), leads(second)].filter(Boolean)).toHaveLength(1);
    const races = await eventually(
      async () => Number((await first.app.get(DataSource).query('SELECT count(*) AS n FROM races'))[0].n),
      (n) => n > 0,
    );
    expect(races).toBe(1);
  });

  it('should run every scheduled leader job through the leader module', () => {
    // Each one is a @RunWhileLeading() provider: none wires leadership changes itself.
    expect(first.app.get(LeaderJobs).names.sort()).toEqual([
      'AlertDeliveryJob',
      'AlertEvaluationJob',
      'BetSettlementJob',
      'ChasePolledResultsJob',
      'LiveRaceFetchJob',
      'MoversWindowsJob',
      'PrunePriceHistoryJob',
      'RefreshMarketsJob',
      'StreamMarketsJob',
      'TelegramUpdatesJob',
    ]);
  });

  it('should hand the lead to the other instance when the leader closes', async () => {
    const [leader, follower] = leads(first) ? [first, second] : [second, first];
    await leader.app.close();
    closed = leader;
    expect(await eventually(() => leads(follower), Boolean, 5_000)).toBe(true);
  });
});
