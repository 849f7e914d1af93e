import { retentionLabel } from '@overlay/domain';
import type { LiveConnectedMessage, LiveTickMessage, SnapshotRace } from '@overlay/domain';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { openEventStream, until } from '../../../test/support/event-stream-client';
import type { EventStreamClient } from '../../../test/support/event-stream-client';
import { handRace } from '../../../test/support/hand-race';
import { snapshotFile } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { TestClock } from '../../../test/support/test-clock';
import { LiveRaceHub } from './http/live-race-hub';

type LiveMessage = LiveConnectedMessage | LiveTickMessage;

jest.setTimeout(30_000);

// The live race stream over the file feed: the leader fetches watched races within 15 minutes
// of the jump (the full refresh is an hour away here), so every price change a test writes to
// the file reaches the ticks through the per-race fetch alone.
describe('Live race stream /api/live/race/:extRaceId', () => {
  const clock = new TestClock();
  const now = Date.now();
  const races: Record<string, SnapshotRace> = {
    near: handRace('LIVE-NEAR', 5, now, 1),
    far: handRace('LIVE-FAR', 20, now, 2),
    shared: handRace('LIVE-SHARED', 8, now, 3),
    closing: handRace('LIVE-CLOSE', 7, now, 4),
  };
  let feed: SnapshotFile;
  let testApp: TestApp;
  let base: string;
  let editor: string;
  let member: string;
  const streams: EventStreamClient[] = [];

  const writeFeed = () => feed.write({ generatedAt: new Date().toISOString(), races: Object.values(races) });
  const open = async (path: string, cookie = editor) => {
    const stream = await openEventStream(base, path, cookie);
    streams.push(stream);
    return stream;
  };
  const messages = (stream: EventStreamClient) => stream.messages() as LiveMessage[];
  const ticks = (stream: EventStreamClient) => messages(stream).filter((m): m is LiveTickMessage => m.type === 'tick');
  const hub = () => testApp.app.get(LiveRaceHub);

  beforeAll(async () => {
    feed = snapshotFile({ generatedAt: new Date(now).toISOString(), races: Object.values(races) });
    testApp = await createTestApp(
      { ODDS_FEED: 'file', FEED_FILE: feed.path, JOBS_ENABLED: 'true', REFRESH_SECONDS: '3600', FAST_REFRESH_SECONDS: '3600', LEADER_RETRY_SECONDS: '1' },
      { clock },
    );
    await new Promise<void>((resolve) => testApp.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(testApp.server.address() as AddressInfo).port}`;
    editor = await sessionCookieFor(testApp, await createAccount(testApp, { role: 'promo_editor' }));
    member = await sessionCookieFor(testApp, await createAccount(testApp));
    // The leader's first full refresh stores the file.
    const stored = async () => (await request(testApp.server).get('/api/races').set('Cookie', editor)).body.length === 4;
    for (let i = 0; i < 100 && !(await stored()); i += 1) await new Promise((r) => setTimeout(r, 100));
  });

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  afterAll(async () => {
    await testApp.close();
    feed.remove();
  });

  it('should refuse anonymous callers (401) and members (403), and stream to editors', async () => {
    expect((await open('/api/live/race/LIVE-NEAR', '')).status).toBe(401);
    expect((await open('/api/live/race/LIVE-NEAR', member)).status).toBe(403);
    const stream = await open('/api/live/race/LIVE-NEAR');
    expect(stream.status).toBe(200);
  });

  it.each([
    ['interval=1500', 'Interval must be 1000, 2000 or 5000 ms (got "1500")'],
    ['interval=abc', 'Interval must be 1000, 2000 or 5000 ms (got "abc")'],
    ['retention=0.95', 'Retention must be a number from 0.40 to 0.90 (got "0.95")'],
    ['retention=0.3', 'Retention must be a number from 0.40 to 0.90 (got "0.3")'],
    ['books=TAB,Nope', "Unknown bookmaker 'Nope'"],
  ])('should answer ?%s with 400 and a message', async (query, message) => {
    const { body } = await request(testApp.server).get(`/api/live/race/LIVE-NEAR?${query}`).set('Cookie', editor).expect(400);
    expect(body.message).toEqual([message]);
  });

  it('should answer an unknown race with 404 and a message', async () => {
    const { body } = await request(testApp.server).get('/api/live/race/no-such-race').set('Cookie', editor).expect(404);
    expect(body.message).toBe('No race with id "no-such-race"');
  });

  it('should send connected, then ticks of live rows with hand-checked values, only of the books asked', async () => {
    const stream = await open('/api/live/race/LIVE-NEAR?books=sportsbet&retention=0.6');
    await until(() => ticks(stream).length >= 1);
    const [connected] = messages(stream);
    expect(connected).toEqual({
      type: 'connected',
      extRaceId: 'LIVE-NEAR',
      timestamp: expect.any(String),
      marketState: 'open',
      tracking: 'live',
      raceInfo: { extRaceId: 'LIVE-NEAR', track: 'Randwick', raceNumber: 1, raceName: 'Maiden Plate', code: 'TB', startTime: races.near.startTime, activeRunners: 5,
        // Randwick's clock: AEDT or AEST, the same instant as startTime (docs/product.md §4).
        startTimeLocal: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+1[01]:00$/) },
    });
    expect(Date.parse(String(connected.raceInfo.startTimeLocal))).toBe(Date.parse(races.near.startTime));
    const tick = ticks(stream)[0];
    expect(Object.keys(tick).sort()).toEqual(['asOf', 'bestByRunner', 'ev', 'market', 'marketState', 'message', 'oddsChanged', 'raceInfo', 'retention', 'timestamp', 'tracking', 'type']);
    // The retention its promo figures used, named (docs/ev-model.md §10): the page's override.
    expect(tick.retention).toEqual({ origin: 'override', value: 0.6 });
    expect(retentionLabel(tick.retention?.origin, tick.retention?.value)).toBe("Retention 0.60: the live page's override");
    // The market's own as-of (its last refresh), for the page's market age (docs/ev-model.md §1).
    expect(Date.parse(tick.asOf as string)).toBeLessThanOrEqual(Date.parse(tick.timestamp));
    expect(tick).toMatchObject({ marketState: 'open', tracking: 'live', oddsChanged: [], message: null });
    expect(tick.ev.map((row) => row.book)).toEqual(Array(5).fill('Sportsbet'));
    // Runner 1: fair $2.50 (p 0.40 by BF Mid), Sportsbet $2.60 → base EV +4 %, bonus (2.6 − 1) / 2.5 = 64 %.
    const first = tick.ev.find((row) => row.runnerNo === 1)!;
    expect(first).toEqual({
      runnerId: 'LIVE-NEAR-1',
      runnerNo: 1,
      runnerName: 'Runner 1',
      book: 'Sportsbet',
      winPrice: 2.6,
      baseEV: expect.closeTo(4, 6),
      promoEV: 0,
      totalEV: expect.closeTo(4, 6),
      bonusPct: expect.closeTo(64, 6),
      p_win: expect.closeTo(0.4, 6),
      // Full Kelly, win or lose: p − q/b = 0.4 − 0.6/1.6 = 0.025.
      kelly: expect.closeTo(0.025, 6),
    });
    expect(Object.keys(tick.bestByRunner).sort()).toEqual(['LIVE-NEAR-1', 'LIVE-NEAR-2', 'LIVE-NEAR-3', 'LIVE-NEAR-4', 'LIVE-NEAR-5']);
    expect(tick.ev[0]).toEqual(first);
  });

  it('should tick at the interval asked', async () => {
    const stream = await open('/api/live/race/LIVE-NEAR?interval=2000');
    await until(() => ticks(stream).length >= 2, 5000);
    // No override asked: each promo's own value multiplier.
    expect(ticks(stream)[0].retention).toEqual({ origin: 'promo', value: null });
    const [a, b] = ticks(stream).map((t) => Date.parse(t.timestamp));
    expect(b - a).toBeGreaterThanOrEqual(1900);
    expect(b - a).toBeLessThan(2600);
  });

  it('should report a price change in the file feed in oddsChanged, and keep it in the history', async () => {
    const stream = await open('/api/live/race/LIVE-NEAR');
    await until(() => ticks(stream).length >= 1);
    races.near.runners[1].prices[0].win = 4.4;
    writeFeed();
    await until(() => ticks(stream).some((t) => t.oddsChanged.length > 0), 5000);
    const change = ticks(stream).find((t) => t.oddsChanged.length > 0)!;
    expect(change.oddsChanged).toEqual([{ runnerId: 'LIVE-NEAR-2', book: 'Sportsbet', old: 4, new: 4.4 }]);
    expect(change.ev.find((row) => row.runnerId === 'LIVE-NEAR-2' && row.book === 'Sportsbet')?.winPrice).toBe(4.4);

    const { body } = await request(testApp.server).get('/api/live/race/LIVE-NEAR/history?runners=2&books=Sportsbet').set('Cookie', editor).expect(200);
    expect(body.extRaceId).toBe('LIVE-NEAR');
    expect(body.runners).toHaveLength(1);
    expect(body.runners[0]).toMatchObject({ runnerId: 'LIVE-NEAR-2', runnerNo: 2, runnerName: 'Runner 2' });
    expect(body.runners[0].books.map((b: { book: string }) => b.book)).toEqual(['Sportsbet']);
    expect(body.runners[0].books[0].points.map((p: { price: number }) => p.price)).toEqual([4, 4.4]);
    // The fair price ($4 by BF Mid) as the live computation found it.
    expect(body.runners[0].fair.map((p: { price: number }) => p.price)).toEqual([4]);
    await request(testApp.server).get('/api/live/race/LIVE-NEAR/history?runners=two').set('Cookie', editor).expect(400);
  });

  it('should bring viewers on another instance the changes the leader fetches for them', async () => {
    // The second instance runs no jobs: its viewer's race reaches the leader only as an announcement.
    const other = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path }, { database: testApp.database, clock });
    try {
      await new Promise<void>((resolve) => other.server.listen(0, '127.0.0.1', resolve));
      const otherBase = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
      const stream = await openEventStream(otherBase, '/api/live/race/LIVE-CLOSE', editor);
      streams.push(stream);
      await until(() => ticks(stream).length >= 1, 5000);
      expect(hub().viewers('LIVE-CLOSE')).toBe(0);
      races.closing.runners[2].prices[1].win = 6.5;
      writeFeed();
      await until(() => ticks(stream).some((t) => t.oddsChanged.length > 0), 8000);
      const change = ticks(stream).find((t) => t.oddsChanged.length > 0)!;
      expect(change.oddsChanged).toEqual([{ runnerId: 'LIVE-CLOSE-3', book: 'TAB', old: 0.95 / 0.15, new: 6.5 }]);
    } finally {
      for (const stream of streams.splice(0)) stream.close();
      await other.close();
    }
  });

  it('should share one computation per market content among many viewers, and one frame per group and tick', async () => {
    // Three editors, five streams each: one user holds at most six per hub.
    const editors = [editor, ...(await Promise.all([1, 2].map(async () => sessionCookieFor(testApp, await createAccount(testApp, { role: 'promo_editor' })))))];
    const same = await Promise.all(Array.from({ length: 12 }, (_, i) => open('/api/live/race/LIVE-SHARED', editors[i % 3])));
    const tabOnly = await Promise.all(Array.from({ length: 3 }, (_, i) => open('/api/live/race/LIVE-SHARED?books=TAB', editors[i])));
    await until(() => [...same, ...tabOnly].every((s) => ticks(s).length >= 3), 6000);
    expect(hub().viewers('LIVE-SHARED')).toBe(15);
    // Fifteen viewers, two groups, three ticks or more: the engine ran once.
    expect(hub().computations('LIVE-SHARED')).toBe(1);
    races.shared.runners[0].prices[1].win = 2.5;
    writeFeed();
    await until(() => same.every((s) => ticks(s).some((t) => t.oddsChanged.length > 0)), 5000);
    expect(hub().computations('LIVE-SHARED')).toBe(2);
    const changedTick = (s: EventStreamClient) => JSON.stringify(ticks(s).find((t) => t.oddsChanged.length > 0));
    expect(new Set(same.map(changedTick)).size).toBe(1);
  });

  it('should hold at most six live streams per user, ending the oldest first', async () => {
    const cookie = await sessionCookieFor(testApp, await createAccount(testApp, { role: 'promo_editor' }));
    const first = await open('/api/live/race/LIVE-FAR', cookie);
    const next: EventStreamClient[] = [];
    for (let i = 0; i < 6; i += 1) next.push(await open(i % 2 ? '/api/live/race/LIVE-NEAR' : '/api/live/race/LIVE-FAR', cookie));
    await first.ended;
    await until(() => next.every((s) => ticks(s).length >= 1), 5000);
    expect(hub().viewers('LIVE-FAR') + hub().viewers('LIVE-NEAR')).toBe(6);
    // Another user's streams are not counted with this one's.
    expect((await open('/api/live/race/LIVE-FAR')).status).toBe(200);
    expect(hub().viewers('LIVE-FAR') + hub().viewers('LIVE-NEAR')).toBe(7);
  });

  it('should end the stream when the client goes, and stop ticking the race', async () => {
    const stream = await open('/api/live/race/LIVE-SHARED');
    await until(() => hub().viewers('LIVE-SHARED') === 1 && ticks(stream).length >= 1);
    stream.close();
    await until(() => hub().viewers('LIVE-SHARED') === 0);
    expect(hub().watched().map((w) => w.extRaceId)).not.toContain('LIVE-SHARED');
  });

  it('should end the stream at logout', async () => {
    const cookie = await sessionCookieFor(testApp, await createAccount(testApp, { role: 'admin' }));
    const stream = await open('/api/live/race/LIVE-NEAR', cookie);
    expect(stream.status).toBe(200);
    await request(testApp.server).post('/api/auth/logout').set('Cookie', cookie).expect(204);
    await stream.ended;
  });

  it('should send a last tick with marketState closed when the race closes, then end', async () => {
    const stream = await open('/api/live/race/LIVE-CLOSE');
    await until(() => ticks(stream).length >= 1);
    races.closing.state = 'closed';
    writeFeed();
    await stream.ended;
    const all = ticks(stream);
    expect(all.at(-1)).toMatchObject({ marketState: 'closed', raceInfo: { extRaceId: 'LIVE-CLOSE' } });
    expect(all.slice(0, -1).every((t) => t.marketState === 'open')).toBe(true);
  });

  it('should stream a race 20 minutes out as static, then go live 15 minutes before the jump', async () => {
    const stream = await open('/api/live/race/LIVE-FAR');
    await until(() => ticks(stream).length >= 1);
    expect(messages(stream)[0]).toMatchObject({ type: 'connected', tracking: 'static' });
    races.far.runners[0].prices[0].win = 2.8;
    writeFeed();
    // Static: the change waits for the full refresh (an hour away), so two more ticks bring nothing.
    const seen = ticks(stream).length;
    await until(() => ticks(stream).length >= seen + 2, 5000);
    expect(ticks(stream).every((t) => t.tracking === 'static' && t.oddsChanged.length === 0)).toBe(true);

    clock.advance(6 * 60_000);
    await until(() => ticks(stream).some((t) => t.oddsChanged.length > 0), 6000);
    const live = ticks(stream).find((t) => t.oddsChanged.length > 0)!;
    expect(live.tracking).toBe('live');
    expect(live.oddsChanged).toEqual([{ runnerId: 'LIVE-FAR-1', book: 'Sportsbet', old: 2.6, new: 2.8 }]);
  });
});
