import { ADVISORY_LOCK_KEYS } from '@overlay/infrastructure';
import { queryDb } from '../../../test/support/accounts';
import { snapshotFile } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { LeaderElection } from './application/leader-election';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A probe killed only the leader's lock connection: both instances acted as leader for 4.2 s
// (until the old leader's next check). The leader must stop the moment that connection is gone.
describe('Leader whose lock connection is killed', () => {
  let feed: SnapshotFile;
  let a: TestApp;
  let b: TestApp;
  const leads = (app: TestApp) => app.app.get(LeaderElection).isLeader;

  beforeAll(async () => {
    feed = snapshotFile({ generatedAt: new Date().toISOString(), races: [] });
    const env = { ODDS_FEED: 'file', FEED_FILE: feed.path, JOBS_ENABLED: 'true', REFRESH_SECONDS: '3600', FAST_REFRESH_SECONDS: '3600' };
    // A checks its lock only every 60 s: only the lost connection itself can make it stop soon.
    a = await createTestApp({ ...env, LEADER_RETRY_SECONDS: '60' });
    b = await createTestApp({ ...env, LEADER_RETRY_SECONDS: '0.2' }, { database: a.database });
    for (let i = 0; i < 100 && !leads(a); i += 1) await sleep(50);
  });

  afterAll(async () => {
    await b.close();
    await a.close();
    feed.remove();
  });

  it('stops leading at once, and the two never lead together', async () => {
    expect([leads(a), leads(b)]).toEqual([true, false]);
    const [{ pid }] = await queryDb<{ pid: number }>(
      a,
      // The leader lock's holder only (an ingest under way holds another advisory lock).
      `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = $1
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [ADVISORY_LOCK_KEYS.leader],
    );
    // Every change as it happens (both instances run in this process, so the order is exact):
    // sampling the flags would miss a stop and a take-back that fall between two samples.
    const changes: { app: 'a' | 'b'; leads: boolean; at: number }[] = [];
    const stopA = a.app.get(LeaderElection).onChange((leading) => changes.push({ app: 'a', leads: leading, at: Date.now() }));
    const stopB = b.app.get(LeaderElection).onChange((leading) => changes.push({ app: 'b', leads: leading, at: Date.now() }));
    const killedAt = Date.now();
    await queryDb(a, 'SELECT pg_terminate_backend($1)', [pid]);
    await sleep(1500);
    stopA();
    stopB();
    const aStoppedMs = (changes.find((change) => change.app === 'a' && !change.leads)?.at ?? killedAt - 1) - killedAt;
    const state = { a: true, b: false };
    let bothAtOnce = 0;
    for (const change of changes) {
      state[change.app] = change.leads;
      if (state.a && state.b) bothAtOnce += 1;
    }
    process.stdout.write(`split brain: old leader stopped ${aStoppedMs} ms after its lock connection was killed\n`);
    expect(aStoppedMs).toBeGreaterThanOrEqual(0);
    expect(aStoppedMs).toBeLessThan(300);
    expect(bothAtOnce).toBe(0);
    // Someone leads again (B within its 0.2 s retry, or A taking the lock back first).
    expect(leads(a) || leads(b)).toBe(true);
  });
});
