import { EventBus } from '@overlay/domain';
import type { DataRefreshEvent } from '@overlay/domain';
import request from 'supertest';
import { MarketDataRepository } from '@overlay/domain';
import { DataSource } from 'typeorm';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { snapshotFile, testSnapshot } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { PrunePriceHistoryUseCase } from '../ingest';

const NOW = Date.now();
const RACES = [
  { extRaceId: 'flem-r1', minutesFromNow: 60, runners: 4 },
  { extRaceId: 'flem-r2', number: 2, minutesFromNow: 90, runners: 3 },
];

describe('Market refresh (file feed)', () => {
  let testApp: TestApp;
  let feed: SnapshotFile;
  let member: string;
  let admin: string;
  const events: DataRefreshEvent[] = [];

  const count = async (table: string) =>
    Number((await testApp.app.get(DataSource).query(`SELECT count(*) AS n FROM ${table}`))[0].n);
  const refresh = (cookie = member) => request(testApp.server).post('/api/refresh').set('Cookie', cookie);

  beforeAll(async () => {
    feed = snapshotFile(testSnapshot(RACES, NOW));
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path, REFRESH_SECONDS: '60' });
    testApp.app.get(EventBus).subscribe('data_refresh', (event: DataRefreshEvent) => events.push(event));
    member = await sessionCookieFor(testApp, await createAccount(testApp, { role: 'member' }));
    admin = await sessionCookieFor(testApp, await createAccount(testApp, { role: 'admin' }));
  });

  afterAll(async () => {
    await testApp.close();
    feed.remove();
  });

  it('should store races, runners, prices, exchange prices and their first history', async () => {
    const response = await refresh().expect(200);
    expect(response.body).toMatchObject({ ok: true, dataVersion: 1, lastUpdated: expect.any(String), changed: true });
    expect(await count('races')).toBe(2);
    expect(await count('runners')).toBe(7);
    expect(await count('bookmaker_prices')).toBe(21);
    expect(await count('exchange_prices')).toBe(7);
    expect(await count('price_history')).toBe(21);
    expect(events).toEqual([{ version: 1, at: response.body.lastUpdated, races: 2, full: true }]);
  });

  it('should change nothing, bump no version and emit nothing for the same snapshot again', async () => {
    const response = await refresh().expect(200);
    expect(response.body).toMatchObject({ ok: true, dataVersion: 1, changed: false });
    expect(await count('price_history')).toBe(21);
    expect(events).toHaveLength(1);
  });

  it('should record a changed price in the history, bump the version and emit data_refresh', async () => {
    const snapshot = testSnapshot(RACES, NOW);
    snapshot.races[0].runners[1].prices[0].win = 9.5;
    feed.write(snapshot);
    const response = await refresh().expect(200);
    expect(response.body).toMatchObject({ dataVersion: 2, changed: true, racesUpdated: 1, pricesUpdated: 1 });
    expect(await count('price_history')).toBe(22);
    expect(events.map((event) => event.version)).toEqual([1, 2]);
    const runners = await request(testApp.server).get('/api/runners/flem-r1').set('Cookie', member).expect(200);
    expect(runners.body.runners[1].bookmakerOdds).toContainEqual({ bookmaker: 'TAB', price: 9.5, ev: expect.any(Number) });
  });

  it('should drop quotes no longer offered and scratch runners no longer listed', async () => {
    const snapshot = testSnapshot(RACES, NOW);
    snapshot.races[0].runners[1].prices[0].win = 9.5;
    snapshot.races[0].runners[0].prices.pop();
    snapshot.races[0].runners.pop();
    feed.write(snapshot);
    await refresh().expect(200);
    expect(await count('bookmaker_prices')).toBe(21 - 1 - 3);
    const rows = await testApp.app.get(DataSource).query(
      `SELECT ext_id, scratched FROM runners WHERE race_ext_id = 'flem-r1' ORDER BY number`,
    );
    expect(rows.map((row: { scratched: boolean }) => row.scratched)).toEqual([false, false, false, true]);
  });

  it('should store a lagging book\'s quote age without a history point, and read it back', async () => {
    const snapshot = testSnapshot(RACES, NOW);
    snapshot.races[0].runners[1].prices[0].win = 9.5;
    snapshot.races[0].runners[0].prices.pop();
    snapshot.races[0].runners.pop();
    const lagSince = new Date(NOW - 10 * 60_000).toISOString();
    snapshot.races[0].runners[0].prices[0].lastUpdated = lagSince;
    const historyBefore = await count('price_history');
    const [before] = await testApp.app.get(DataSource).query(
      `SELECT p.updated_at FROM bookmaker_prices p JOIN runners u ON u.id = p.runner_id
       WHERE u.ext_id = 'flem-r1-1' AND p.bookmaker = 'TAB'`,
    );
    feed.write(snapshot);
    const response = await refresh().expect(200);
    // Only the age changed: the quote is rewritten (one price row), the history is not.
    expect(response.body).toMatchObject({ changed: true, pricesUpdated: 1 });
    expect(await count('price_history')).toBe(historyBefore);
    const market = await testApp.app.get(MarketDataRepository).findRaceMarket('flem-r1');
    const quotes = market?.runners[0].prices ?? [];
    const tab = quotes.find((quote) => quote.bookmaker === 'TAB');
    expect(tab).toMatchObject({ lastUpdated: lagSince, updatedAt: before.updated_at.toISOString() });
    // The other books were confirmed by this fetch: no time of their own, as old as the data.
    const sportsbet = quotes.find((quote) => quote.bookmaker === 'Sportsbet');
    expect(sportsbet?.lastUpdated).toBeNull();
  });

  it('should refuse a malformed file naming the field, keep the last good data and show it in ping', async () => {
    const before = await request(testApp.server).get('/api/runners/flem-r1').set('Cookie', member).expect(200);
    const bad = testSnapshot(RACES, NOW);
    bad.races[0].runners[2].prices[0].win = 0.9;
    feed.write(bad);
    const failed = await refresh().expect(502);
    expect(failed.body.message).toContain('races[0].runners[2].prices[0].win');
    expect(failed.body.message).toContain('last good data');

    const after = await request(testApp.server).get('/api/runners/flem-r1').set('Cookie', member).expect(200);
    expect(after.body).toEqual(before.body);
    const ping = await request(testApp.server).get('/api/betwatch/ping').set('Cookie', member).expect(200);
    expect(ping.body).toMatchObject({ ok: false, source: 'file', lastError: expect.stringContaining('races[0].runners[2].prices[0].win') });
    expect(ping.body.status).toContain('races[0].runners[2].prices[0].win');

    feed.write('{ "generatedAt": "2026-11-21T10:00:00Z", "races": [ ');
    await refresh().expect(502);
  });

  it('should be fresh again after a good refresh and stale once the last success is older than twice the interval', async () => {
    feed.write(testSnapshot(RACES, NOW));
    await refresh().expect(200);
    const ping = await request(testApp.server).get('/api/betwatch/ping').set('Cookie', member).expect(200);
    expect(ping.body).toMatchObject({ ok: true, lastError: null, stale: false });
    const fresh = await request(testApp.server).get('/api/bookmakers/coverage').set('Cookie', member).expect(200);
    expect(fresh.body._meta.stale).toBe(false);
    expect(fresh.body.TAB.stale).toBe(false);

    await testApp.app
      .get(DataSource)
      .query(`UPDATE feed_sources SET last_success_at = now() - interval '121 seconds'`);
    const stale = await request(testApp.server).get('/api/bookmakers/coverage').set('Cookie', member).expect(200);
    expect(stale.body._meta.stale).toBe(true);
    expect(stale.body.TAB.stale).toBe(true);
  });

  it('should let only admins force a refresh', async () => {
    await request(testApp.server).post('/api/admin/refresh').set('Cookie', member).expect(403);
    const response = await request(testApp.server).post('/api/admin/refresh').set('Cookie', admin).expect(200);
    expect(response.body).toMatchObject({ ok: true, message: 'Data refresh triggered', dataVersion: expect.any(Number) });
  });

  it('should need a signed-in user for every market route', async () => {
    await request(testApp.server).post('/api/refresh').expect(401);
    await request(testApp.server).get('/api/betwatch/ping').expect(401);
  });

  it('should prune price history older than PRICE_HISTORY_DAYS', async () => {
    const dataSource = testApp.app.get(DataSource);
    await dataSource.query(`UPDATE price_history SET recorded_at = now() - interval '8 days' WHERE id IN (SELECT id FROM price_history LIMIT 5)`);
    const total = await count('price_history');
    await expect(testApp.app.get(PrunePriceHistoryUseCase).execute()).resolves.toBe(5);
    expect(await count('price_history')).toBe(total - 5);
  });
});
