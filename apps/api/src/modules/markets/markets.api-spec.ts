import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { snapshotFile, testSnapshot } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { RefreshMarketsUseCase } from '../refresh';

const NOW = Date.now();
const snapshot = testSnapshot(
  [
    { extRaceId: 'old-r1', minutesFromNow: -120, state: 'final' },
    { extRaceId: 'flem-r0', number: 0 + 1, name: 'Jumped', minutesFromNow: -10, state: 'closed' },
    { extRaceId: 'wenty-r3', venue: 'Wentworth Park', code: 'GR', number: 3, name: 'Maiden Stake', minutesFromNow: 30 },
    { extRaceId: 'flem-r1', number: 2, minutesFromNow: 60, runners: 5 },
    { extRaceId: 'flem-r2', number: 3, name: 'Cup Prelude', minutesFromNow: 90 },
    { extRaceId: 'alex-r7', venue: 'Alexandra Park', country: 'NZ', code: 'HR', number: 7, minutesFromNow: 120 },
    { extRaceId: 'far-r1', venue: 'Ascot', minutesFromNow: 3000 },
  ],
  NOW,
);
// One scratching: runnersCount counts active runners only.
snapshot.races[3].runners[4].scratched = true;

describe('Races and runners', () => {
  let testApp: TestApp;
  let feed: SnapshotFile;
  let cookie: string;
  const get = (path: string) => request(testApp.server).get(path).set('Cookie', cookie);
  const ids = (races: { extRaceId: string }[]) => races.map((race) => race.extRaceId);

  beforeAll(async () => {
    feed = snapshotFile(snapshot);
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    cookie = await sessionCookieFor(testApp, await createAccount(testApp));
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
  });

  afterAll(async () => {
    await testApp.close();
    feed.remove();
  });

  describe('GET /api/races', () => {
    it('should list the next 24 hours and races just started, by start time, in the spec shape', async () => {
      const response = await get('/api/races').expect(200);
      expect(ids(response.body)).toEqual(['flem-r0', 'wenty-r3', 'flem-r1', 'flem-r2', 'alex-r7']);
      const flem = response.body[2];
      expect(flem).toEqual({
        extRaceId: 'flem-r1',
        track: 'Flemington',
        number: 2,
        code: 'TB',
        name: 'Maiden Plate',
        state: 'open',
        country: 'AU',
        startTime: snapshot.races[3].startTime,
        startTimeLocal: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+1[01]:00$/),
        runnersCount: 4,
      });
      expect(Date.parse(flem.startTimeLocal)).toBe(Date.parse(flem.startTime));
      expect(response.body[4].startTimeLocal).toMatch(/\+1[23]:00$/);
    });

    it.each([
      ['codes=GR', ['wenty-r3']],
      ['codes=gr,HR', ['wenty-r3', 'alex-r7']],
      ['codes=XX', ['flem-r0', 'wenty-r3', 'flem-r1', 'flem-r2', 'alex-r7']],
      ['within_minutes=45', ['flem-r0', 'wenty-r3']],
      ['within_minutes=abc', ['flem-r0', 'wenty-r3', 'flem-r1', 'flem-r2', 'alex-r7']],
      ['within_minutes=3100&codes=TB', ['flem-r0', 'flem-r1', 'flem-r2', 'far-r1']],
    ])('should filter with %s', async (query, expected) => {
      const response = await get(`/api/races?${query}`).expect(200);
      expect(ids(response.body)).toEqual(expected);
    });
  });

  describe('GET /api/races/search', () => {
    it('should group open races not yet started into meetings', async () => {
      const response = await get('/api/races/search').expect(200);
      expect(response.body.meetings.map((m: { track: string }) => m.track)).toEqual([
        'Wentworth Park',
        'Flemington',
        'Alexandra Park',
      ]);
      const flemington = response.body.meetings[1];
      expect(flemington).toEqual({
        track: 'Flemington',
        code: 'TB',
        country: 'AU',
        date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        races: [expect.objectContaining({ extRaceId: 'flem-r1' }), expect.objectContaining({ extRaceId: 'flem-r2' })],
      });
    });

    it.each([
      ['query=wenty', ['wenty-r3']],
      ['query=FLEMINGTON%20r3', ['flem-r2']],
      ['query=cup%20prelude', ['flem-r2']],
      ['query=alex%20park&codes=HR', ['alex-r7']],
      ['query=alex%20park&codes=TB', []],
      ['query=ascot&within_minutes=3100', ['far-r1']],
      ['query=nowhere', []],
    ])('should match %s', async (query, expected) => {
      const response = await get(`/api/races/search?${query}`).expect(200);
      const races = response.body.meetings.flatMap((m: { races: { extRaceId: string }[] }) => m.races);
      expect(ids(races)).toEqual(expected);
    });
  });

  describe('GET /api/runners/:extRaceId', () => {
    it('should give the race and its runners with every bookmaker price and its base EV', async () => {
      const response = await get('/api/runners/flem-r1').expect(200);
      expect(response.body.race).toMatchObject({ extRaceId: 'flem-r1', runnersCount: 4 });
      expect(response.body.runners).toHaveLength(5);
      // BF Mid (every active runner has back and lay): p = (1/back + 1/lay) / 2, normalised over
      // the 4 active runners (runner 5 is scratched); back/lay = base ∓ 0.05, base = 2, 3.5, 5, 6.5.
      const mids = [2, 3.5, 5, 6.5].map((base) => (1 / (base - 0.05) + 1 / (base + 0.05)) / 2);
      const p1 = mids[0] / mids.reduce((sum, mid) => sum + mid, 0);
      // ev = (price / fair − 1) × 100 with fair = 1 / p.
      const ev = (price: number) => (price * p1 - 1) * 100;
      expect(response.body.runners[0]).toEqual({
        extId: 'flem-r1-1',
        number: 1,
        name: 'Runner 1',
        scratched: 0,
        bookmakerOdds: [
          { bookmaker: 'Neds', price: 2.2, ev: expect.any(Number) },
          { bookmaker: 'Sportsbet', price: 2.1, ev: expect.any(Number) },
          { bookmaker: 'TAB', price: 2, ev: expect.any(Number) },
        ],
      });
      const evs = response.body.runners[0].bookmakerOdds.map((odds: { ev: number }) => odds.ev);
      [2.2, 2.1, 2].forEach((price, index) => expect(evs[index]).toBeCloseTo(ev(price), 6));
      expect(response.body.runners[4].scratched).toBe(1);
      expect(response.body.runners[4].bookmakerOdds.every((odds: { ev: null }) => odds.ev === null)).toBe(true);
    });

    it('should answer 404 for an unknown race', async () => {
      const response = await get('/api/runners/no-such-race').expect(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'No race with id "no-such-race"', error: 'Not Found' });
    });
  });

  it('should need a signed-in user', async () => {
    await request(testApp.server).get('/api/races').expect(401);
    await request(testApp.server).get('/api/races/search').expect(401);
    await request(testApp.server).get('/api/runners/flem-r1').expect(401);
  });
});
