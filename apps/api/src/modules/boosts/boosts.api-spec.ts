import type { MarketSnapshot } from '@overlay/domain';
import request from 'supertest';
import {
  createAccount,
  queryDb,
  sessionCookieFor,
} from '../../../test/support/accounts';
import { handRace } from '../../../test/support/hand-race';
import { snapshotFile, testRace } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { RefreshMarketsUseCase } from '../refresh';

// Two hand races (test/support/hand-race.ts): fair win chances 0.40, 0.25, 0.15, 0.12, 0.08 by BF
// Mid; Sportsbet's own top-2 market gives 0.75, 0.50, 0.33, 0.25, 0.17. By hand:
//   FIXED_WIN runner 2 at $5.00:        (5.00 × 0.25 − 1) × 100 = 25
//   Top-2 runner 2 at $2.40:            (2.40 × 0.50 − 1) × 100 = 20, place fair $2.00
//   Any-Of runners 3 and 4 at $4.00:    (4.00 × (0.15 + 0.12) − 1) × 100 = 8
//   Parlay runner 1 of each at $7.00:   (7.00 × 0.40 × 0.40 − 1) × 100 = 12
describe('Boosts (e2e)', () => {
  let testApp: TestApp;
  let feed: SnapshotFile;
  let editor: string;
  let member: string;
  const now = Date.now();
  const snapshot: MarketSnapshot = {
    generatedAt: new Date(now).toISOString(),
    races: [
      handRace('hand-r1', 120, now, 4),
      handRace('hand-r2', 150, now, 5),
      testRace(
        { extRaceId: 'gone-r1', minutesFromNow: -5, state: 'closed' },
        now,
      ),
    ],
  };
  const as = (cookie: string) => ({
    get: (path: string) =>
      request(testApp.server).get(path).set('Cookie', cookie),
    post: (path: string, body: object) =>
      request(testApp.server).post(path).set('Cookie', cookie).send(body),
    delete: (path: string) =>
      request(testApp.server).delete(path).set('Cookie', cookie),
  });
  const active = async () =>
    (await as(member).get('/api/boosts/active').expect(200)).body.boosts;
  const top2 = {
    bookmaker: 'Sportsbet',
    boostType: 'FIXED_PLACE_K2',
    raceExtId: 'hand-r1',
    runnerExtId: 'hand-r1-2',
    boostedOdds: 2.4,
  };

  beforeAll(async () => {
    feed = snapshotFile(snapshot);
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    editor = await sessionCookieFor(
      testApp,
      await createAccount(testApp, { role: 'promo_editor' }),
    );
    member = await sessionCookieFor(testApp, await createAccount(testApp));
  });

  afterEach(async () => {
    await queryDb(testApp, 'DELETE FROM boosts');
  });

  afterAll(async () => {
    await testApp.close();
    feed.remove();
  });

  describe('POST /api/bet-boosts', () => {
    const send = (body: object) => as(editor).post('/api/bet-boosts', body);

    it.each<[string, object, number, string]>([
      [
        'no boosts',
        { bookmaker: 'Sportsbet', boosts: [] },
        400,
        'Please select a bookmaker and add at least one boost',
      ],
      [
        'no bookmaker',
        {
          bookmaker: ' ',
          boosts: [
            { raceExtId: 'hand-r1', runnerExtId: 'hand-r1-1', boostedOdds: 3 },
          ],
        },
        400,
        'Please select a bookmaker and add at least one boost',
      ],
      [
        'odds under 1.01',
        {
          bookmaker: 'Sportsbet',
          boosts: [
            {
              raceExtId: 'hand-r1',
              runnerExtId: 'hand-r1-1',
              boostedOdds: 1.005,
            },
          ],
        },
        400,
        'Boosted odds must be at least 1.01',
      ],
      [
        'an unknown bookmaker',
        {
          bookmaker: 'Nobody Bet',
          boosts: [
            { raceExtId: 'hand-r1', runnerExtId: 'hand-r1-1', boostedOdds: 3 },
          ],
        },
        400,
        "Unknown bookmaker 'Nobody Bet'",
      ],
      [
        'a closed race',
        {
          bookmaker: 'Sportsbet',
          boosts: [
            { raceExtId: 'gone-r1', runnerExtId: 'gone-r1-1', boostedOdds: 3 },
          ],
        },
        400,
        'Flemington R1 has already started',
      ],
    ])('should refuse %s', async (_name, body, status, message) => {
      const response = await send(body).expect(status);
      expect([response.body.message].flat()).toContain(message);
    });

    it.each<[string, object, string[]]>([
      ['no list of boosts', { bookmaker: 'Sportsbet' }, ['Please select a bookmaker and add at least one boost']],
      [
        'odds left out',
        { bookmaker: 'Sportsbet', boosts: [{ raceExtId: 'hand-r1', runnerExtId: 'hand-r1-1' }] },
        ['Boosted odds must be at least 1.01'],
      ],
      [
        'odds as text',
        { bookmaker: 'Sportsbet', boosts: [{ raceExtId: 'hand-r1', runnerExtId: 'hand-r1-1', boostedOdds: '3' }] },
        ['Boosted odds must be at least 1.01'],
      ],
    ])('should answer %s with its own rule alone, not an upper bound besides', async (_name, body, messages) => {
      const response = await send(body).expect(400);
      expect(response.body.message).toEqual(messages);
    });

    it('should store all or nothing', async () => {
      await send({
        bookmaker: 'Sportsbet',
        boosts: [
          { raceExtId: 'hand-r1', runnerExtId: 'hand-r1-1', boostedOdds: 3 },
          {
            raceExtId: 'hand-r1',
            runnerExtId: 'no-such-runner',
            boostedOdds: 3,
          },
        ],
      }).expect(400);
      expect(await queryDb(testApp, 'SELECT id FROM boosts')).toEqual([]);
    });

    it('should price a win boost by hand, show it as an opportunity row, and delete it', async () => {
      const response = await send({
        bookmaker: 'sportsbet',
        boosts: [
          { raceExtId: 'hand-r1', runnerExtId: 'hand-r1-2', boostedOdds: 5 },
        ],
      }).expect(201);
      const [boost] = response.body.created;
      expect(boost).toMatchObject({
        bookmaker: 'Sportsbet',
        boostType: 'FIXED_WIN',
        boostedOdds: 5,
        isActive: 1,
      });
      const [view] = await active();
      expect(view).toMatchObject({
        id: boost.id,
        raceId: 'hand-r1',
        track: 'Randwick',
        raceNumber: 4,
        runnerNumber: 2,
        fairMethod: 'BF Mid',
      });
      expect(view.baseEV).toBeCloseTo(25, 9);
      expect(view.fairPrice).toBeCloseTo(4, 9);
      const rows = await as(member)
        .get(
          '/api/opportunities?race_id=hand-r1&bookmakers=Sportsbet&min_total_ev=-100',
        )
        .expect(200);
      const row = rows.body.opportunities.find(
        (r: { runnerNumber: number }) => r.runnerNumber === 2,
      );
      expect(row).toMatchObject({
        price: 5,
        isBoosted: true,
        boostType: 'FIXED_WIN',
      });
      expect(row.ev).toBeCloseTo(25, 9);
      await as(editor).delete(`/api/bet-boosts/${boost.id}`).expect(204);
      await as(editor).delete(`/api/bet-boosts/${boost.id}`).expect(404);
      expect(await active()).toEqual([]);
    });
  });

  describe('POST /api/boosts', () => {
    it.each<[string, object, string]>([
      [
        'missing fields',
        {
          bookmaker: 'Sportsbet',
          boostType: 'FIXED_PLACE_K2',
          raceExtId: 'hand-r1',
        },
        'Please fill in all required fields',
      ],
      [
        'odds of 1.00',
        { ...top2, boostedOdds: 1 },
        'Boosted odds must be greater than 1.00',
      ],
      [
        'an Any-Of with one runner',
        {
          ...top2,
          boostType: 'ANY_OF_WIN',
          legs: [{ runnerExtId: 'hand-r1-3' }],
        },
        'An Any-Of Win boost needs 2 to 4 different runners of one race',
      ],
      [
        'an Any-Of across races',
        {
          ...top2,
          boostType: 'ANY_OF_WIN',
          legs: [
            { runnerExtId: 'hand-r1-3' },
            { raceExtId: 'hand-r2', runnerExtId: 'hand-r2-4' },
          ],
        },
        'An Any-Of Win boost needs 2 to 4 different runners of one race',
      ],
      [
        'a parlay in one race',
        {
          ...top2,
          boostType: 'PARLAY_ALL_WIN',
          legs: [
            { raceExtId: 'hand-r1', runnerExtId: 'hand-r1-1' },
            { raceExtId: 'hand-r1', runnerExtId: 'hand-r1-2' },
          ],
        },
        'A parlay boost needs 2 to 4 legs, each in a different race',
      ],
      // The probe's: a 5-leg parlay was told the Any-Of rule, and a Top-2 boost took kPlaces 4.
      [
        'a parlay of five legs',
        {
          ...top2,
          boostType: 'PARLAY_ALL_WIN',
          legs: ['a', 'b', 'c', 'd', 'e'].map((race) => ({ raceExtId: `race-${race}`, runnerExtId: `race-${race}-1` })),
        },
        'A parlay boost needs 2 to 4 legs, each in a different race',
      ],
      ['a Top-2 boost paying on 4 places', { ...top2, kPlaces: 4 }, 'A Top-2 boost pays on the first 2 places: kPlaces must be 2'],
      ['a Top-2 boost paying on 3 places', { ...top2, kPlaces: 3 }, 'A Top-2 boost pays on the first 2 places: kPlaces must be 2'],
    ])('should refuse %s with its message', async (_name, body, message) => {
      const response = await as(editor).post('/api/boosts', body).expect(400);
      expect(response.body.message).toEqual([message]);
    });

    // A null is not a field left out (docs/product.md §5): left out, a required field answers
    // 'Please fill in all required fields' (above); null, the field's own message, alone. Nothing
    // is stored.
    it.each<[string, object, string]>([
      ['bookmaker', { ...top2, bookmaker: null }, 'Please fill in all required fields'],
      ['boostType', { ...top2, boostType: null }, 'Boost type must be FIXED_WIN, FIXED_PLACE_K2, ANY_OF_WIN or PARLAY_ALL_WIN'],
      ['raceExtId', { ...top2, raceExtId: null }, 'Please fill in all required fields'],
      ['runnerExtId', { ...top2, runnerExtId: null }, 'Please fill in all required fields'],
      ['boostedOdds', { ...top2, boostedOdds: null }, 'Boosted odds must be greater than 1.00'],
      ['isActive', { ...top2, isActive: null }, 'isActive must be 1 or 0'],
      ['notes', { ...top2, notes: null }, 'Notes must be text'],
      ['kPlaces', { ...top2, kPlaces: null }, 'kPlaces must be 1 to 4'],
      ['legs', { ...top2, legs: null }, 'legs must be a list of runners'],
      [
        "a leg's raceExtId",
        { ...top2, boostType: 'ANY_OF_WIN', boostedOdds: 4, legs: [{ raceExtId: null, runnerExtId: 'hand-r1-3' }, { runnerExtId: 'hand-r1-4' }] },
        'A leg names its race',
      ],
    ])('should refuse a null %s with its own message, storing nothing', async (_field, body, message) => {
      const response = await as(editor).post('/api/boosts', body).expect(400);
      expect(response.body.message).toEqual([message]);
      expect(await queryDb(testApp, 'SELECT id FROM boosts')).toEqual([]);
    });

    it('should price a Top-2 boost by hand from the place market, active by default', async () => {
      const { boost } = (await as(editor).post('/api/boosts', top2).expect(201))
        .body;
      expect(boost).toMatchObject({
        isActive: 1,
        kPlaces: 2,
        boostType: 'FIXED_PLACE_K2',
      });
      const [view] = await active();
      expect(view.baseEV).toBeCloseTo(20, 9);
      expect(view.placeFairPrice).toBeCloseTo(2, 9);
      expect(view).toMatchObject({
        placeSource: 'native',
        placeDataWarning: null,
        fairMethod: 'BF Mid',
      });
    });

    it.each<[unknown, number]>([
      [1, 1],
      [0, 0],
      [true, 1],
      [false, 0],
    ])(
      'should take isActive %p and answer it as %p',
      async (isActive, answered) => {
        const { boost } = (
          await as(editor)
            .post('/api/boosts', { ...top2, isActive })
            .expect(201)
        ).body;
        expect(boost.isActive).toBe(answered);
      },
    );

    it.each([2, 'yes', '1'])('should refuse isActive %p', async (isActive) => {
      const response = await as(editor)
        .post('/api/boosts', { ...top2, isActive })
        .expect(400);
      expect([response.body.message].flat()).toContain(
        'isActive must be 1 or 0',
      );
    });

    it('should price Any-Of Win and parlay boosts by hand', async () => {
      const anyOf = {
        ...top2,
        boostType: 'ANY_OF_WIN',
        boostedOdds: 4,
        legs: [{ runnerExtId: 'hand-r1-3' }, { runnerExtId: 'hand-r1-4' }],
      };
      const parlay = {
        ...top2,
        boostType: 'PARLAY_ALL_WIN',
        boostedOdds: 7,
        legs: [
          { raceExtId: 'hand-r1', runnerExtId: 'hand-r1-1' },
          { raceExtId: 'hand-r2', runnerExtId: 'hand-r2-1' },
        ],
      };
      await as(editor).post('/api/boosts', anyOf).expect(201);
      await as(editor).post('/api/boosts', parlay).expect(201);
      const [anyOfView, parlayView] = await active();
      expect(anyOfView.baseEV).toBeCloseTo(8, 9);
      expect(anyOfView.fairPrice).toBeCloseTo(1 / 0.27, 9);
      expect(
        anyOfView.legs.map((leg: { runnerNumber: number }) => leg.runnerNumber),
      ).toEqual([3, 4]);
      expect(parlayView.baseEV).toBeCloseTo(12, 9);
      expect(
        parlayView.legs.map((leg: { raceExtId: string }) => leg.raceExtId),
      ).toEqual(['hand-r1', 'hand-r2']);
    });

    it('should void a boost whose leg is scratched, as the bookmakers do', async () => {
      await as(editor)
        .post('/api/boosts', {
          ...top2,
          boostType: 'ANY_OF_WIN',
          boostedOdds: 4,
          legs: [{ runnerExtId: 'hand-r1-3' }, { runnerExtId: 'hand-r1-4' }],
        })
        .expect(201);
      const scratched = structuredClone(snapshot);
      scratched.races[0].runners[3].scratched = true;
      feed.write(scratched);
      await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
      expect(await active()).toEqual([]);
      feed.write(snapshot);
      await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    });

    it('should refuse members and write an audit row', async () => {
      await as(member).post('/api/boosts', top2).expect(403);
      const { boost } = (await as(editor).post('/api/boosts', top2).expect(201))
        .body;
      const rows = await queryDb<{ action: string }>(
        testApp,
        `SELECT action FROM audit_log WHERE details->>'boostId' = $1`,
        [boost.id],
      );
      expect(rows.map((row) => row.action)).toEqual(['boost.created']);
    });
  });

  describe('POST /api/bet-boosts/bookmakers', () => {
    it('should add a trimmed custom bookmaker once, without case, and list it as active', async () => {
      const first = await as(editor)
        .post('/api/bet-boosts/bookmakers', { name: '  Bluebet  ' })
        .expect(201);
      expect(first.body).toEqual({
        bookmaker: { name: 'Bluebet', isActive: true },
      });
      const again = await as(editor)
        .post('/api/bet-boosts/bookmakers', { name: 'BLUEBET' })
        .expect(201);
      expect(again.body.bookmaker.name).toBe('Bluebet');
      const listed = await as(member).get('/api/bookmakers/active').expect(200);
      expect(JSON.stringify(listed.body)).toContain('Bluebet');
      const blank = await as(editor)
        .post('/api/bet-boosts/bookmakers', { name: '   ' })
        .expect(400);
      expect([blank.body.message].flat()).toEqual([
        'Bookmaker name must not be empty',
      ]);
    });

    // The database holds the look-alike rule (docs/product.md §5): of look-alike names added at
    // once, one is stored (201) and every other answered 409 naming it. Checked in the api alone,
    // each read the catalogue before any was written, and several got in.
    it('should store one of several look-alike names added at once and answer 409 for the rest', async () => {
      // Latin, Cyrillic e, Cyrillic i, a digit one, Cyrillic Er.
      const names = ['Picklebet', 'Pickleb\u0435t', 'P\u0456cklebet', 'Pick1ebet', '\u0420icklebet'];
      const replies = await Promise.all(
        names.map((name) => as(editor).post('/api/bet-boosts/bookmakers', { name })),
      );
      const added = replies.filter((reply) => reply.status === 201);
      expect(added).toHaveLength(1);
      const winner = added[0].body.bookmaker.name;
      for (const [i, reply] of replies.entries()) {
        if (reply.status === 201) continue;
        expect([reply.status, reply.body.message]).toEqual([
          409,
          `'${names[i]}' looks like the bookmaker '${winner}', which exists already`,
        ]);
      }
      const stored = await queryDb<{ name: string }>(
        testApp,
        'SELECT name FROM bookmakers WHERE name = ANY($1)',
        [names],
      );
      expect(stored).toEqual([{ name: winner }]);
      const audited = await queryDb<{ name: string }>(
        testApp,
        `SELECT details->>'name' AS name FROM audit_log WHERE action = 'bookmaker.added' AND details->>'name' = ANY($1)`,
        [names],
      );
      expect(audited).toEqual([{ name: winner }]);
    });
  });
});
