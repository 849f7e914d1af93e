import type { MarketSnapshot, MoversResponse, RankedMovers } from '@overlay/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { snapshotFile, testSnapshot } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { RefreshMarketsUseCase } from '../refresh';

/** Every book (and no exchange) prices the race at `prices`, without margin: fair = price. */
function priceRace(snapshot: MarketSnapshot, prices: number[]): void {
  snapshot.races[0].runners.forEach((runner, i) => {
    runner.exchange = null;
    runner.prices = runner.prices.map((quote) => ({ ...quote, win: prices[i], place: null, placeK: null }));
  });
}

async function until<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The leader ranks the movers windows once per change and stores them; another instance (jobs
 * off) answers `GET /api/movers` from the stored row, not from the history (apps/api/README.md,
 * "Stored windows").
 */
describe('Movers windows stored by the leader', () => {
  let leader: TestApp;
  let follower: TestApp;
  let feed: SnapshotFile;
  let snapshot: MarketSnapshot;

  const storedWindow = async (window: number) => {
    const rows: { data_version: string; ranked: RankedMovers }[] = await leader.app
      .get(DataSource)
      .query('SELECT data_version, ranked FROM movers_windows WHERE window_minutes = $1 AND ranked IS NOT NULL', [window]);
    return rows[0];
  };

  beforeAll(async () => {
    snapshot = testSnapshot([{ extRaceId: 'flem-r1', number: 1, minutesFromNow: 60 }]);
    priceRace(snapshot, [2.5, 5, 5, 5]);
    feed = snapshotFile(snapshot);
    leader = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path, JOBS_ENABLED: 'true' });
    follower = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path }, { database: leader.database });
  });

  afterAll(async () => {
    await follower?.close();
    await leader?.close();
    feed.remove();
  });

  it('should store the windows callers asked for after a change, and the other instance answers from the stored row', async () => {
    // Nobody asked yet: the leader ranks nothing (an idle product reads no history for movers).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await storedWindow(5)).toBeUndefined();
    // A caller on the follower asks for every window: the leader ranks and stores them from then on.
    const cookie = await sessionCookieFor(follower, await createAccount(follower));
    const askedAt = Date.now();
    for (const window of [5, 15, 60]) await request(follower.server).get(`/api/movers?window=${window}`).set('Cookie', cookie).expect(200);
    for (const window of [5, 15, 60]) await until(() => storedWindow(window), `window ${window} stored`);

    // Runner 1 firms 2.5 → 2.0 on every book: the leader stores it within a pass or two.
    priceRace(snapshot, [2, 6, 6, 6]);
    feed.write(snapshot);
    await leader.app.get(RefreshMarketsUseCase).forceRefresh();
    const stored = await until(async () => {
      const row = await storedWindow(5);
      return row?.ranked?.firming.some((m) => m.runnerNumber === 1) ? row : undefined;
    }, 'the firming runner stored');
    // The follower's own answer of the first call is no longer fresh (5 s across data versions).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, askedAt + 5_500 - Date.now())));
    expect(stored.ranked.firming.map((m) => [m.runnerNumber, m.fairFrom, m.fairTo, m.fairMovePct])).toEqual([[1, 2.5, 2, -20]]);

    // The follower reads the row: a marker written into it comes back (its name changed here only).
    const marked = { ...stored.ranked, firming: stored.ranked.firming.map((m) => ({ ...m, runnerName: 'From the stored row' })) };
    await leader.app
      .get(DataSource)
      .query('UPDATE movers_windows SET ranked = $1::jsonb, computed_at = now() WHERE window_minutes = 5', [JSON.stringify(marked)]);
    const reply = (await request(follower.server).get('/api/movers?window=5').set('Cookie', cookie).expect(200)).body as MoversResponse;
    expect(reply.firming.map((m) => [m.runnerName, m.fairMovePct, m.booksMoved])).toEqual([['From the stored row', -20, 3]]);
  }, 90_000);
});
