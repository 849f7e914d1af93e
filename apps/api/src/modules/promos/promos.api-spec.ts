import type { MarketSnapshot } from '@overlay/domain';
import { PROMO_TYPES } from '@overlay/domain';
import request from 'supertest';
import {
  createAccount,
  queryDb,
  sessionCookieFor,
} from '../../../test/support/accounts';
import { snapshotFile, testRace } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { handRace } from '../../../test/support/hand-race';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { RefreshMarketsUseCase } from '../refresh';

// 'hand-r1' (test/support/hand-race.ts): Sportsbet's $2.60 on runner 1 (fair $2.50, top-2
// chance 0.75 from its own market), with a BonusBack_2nd at 0.75 retention, is worth by hand:
//   base EV  = (2.60 / 2.50 − 1) × 100 = 4.00
//   promo EV = (0.75 − 0.40) × 0.75 × 100 = 26.25;  total 30.25.
describe('Promotions (e2e)', () => {
  let testApp: TestApp;
  let feed: SnapshotFile;
  let editor: string;
  let otherEditor: string;
  let member: string;
  const now = Date.now();
  const snapshot: MarketSnapshot = {
    generatedAt: new Date(now).toISOString(),
    races: [
      handRace('hand-r1', 120, now),
      testRace(
        {
          extRaceId: 'flem-r1',
          venue: 'Flemington',
          number: 1,
          minutesFromNow: 60,
          runners: 9,
        },
        now,
      ),
      testRace(
        {
          extRaceId: 'flem-r2',
          venue: 'Flemington',
          number: 2,
          minutesFromNow: 90,
          runners: 6,
        },
        now,
      ),
      testRace(
        {
          extRaceId: 'mv-r3',
          venue: 'Moonee Valley',
          number: 3,
          minutesFromNow: 100,
          runners: 8,
        },
        now,
      ),
    ],
  };
  const api = (cookie: string) => ({
    get: (path: string) =>
      request(testApp.server).get(path).set('Cookie', cookie),
    post: (path: string, body: object) =>
      request(testApp.server).post(path).set('Cookie', cookie).send(body),
    patch: (path: string, body: object) =>
      request(testApp.server).patch(path).set('Cookie', cookie).send(body),
    delete: (path: string) =>
      request(testApp.server).delete(path).set('Cookie', cookie),
  });
  const create = (cookie: string, body: object) =>
    api(cookie).post('/api/promos/bulk', body);
  const bonusBack = {
    bookmaker: 'Sportsbet',
    promoType: 'BonusBack_2nd',
    scope: 'all',
  };

  beforeAll(async () => {
    feed = snapshotFile(snapshot);
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    editor = await sessionCookieFor(
      testApp,
      await createAccount(testApp, {
        role: 'promo_editor',
        name: 'Eddie Editor',
      }),
    );
    otherEditor = await sessionCookieFor(
      testApp,
      await createAccount(testApp, { role: 'promo_editor' }),
    );
    member = await sessionCookieFor(testApp, await createAccount(testApp));
  });

  afterEach(async () => {
    await queryDb(testApp, 'DELETE FROM promos');
  });

  afterAll(async () => {
    await testApp.close();
    feed.remove();
  });

  describe('validation', () => {
    it.each<[string, object, string]>([
      [
        'scope races without races',
        { ...bonusBack, scope: 'races', race_ids: [] },
        'Please select at least one race',
      ],
      [
        'scope codes without codes',
        { ...bonusBack, scope: 'codes' },
        'Please select at least one race code',
      ],
      [
        'a multiplier above 1',
        { ...bonusBack, valueMultiplier: 1.05 },
        'Value multiplier must be between 0 and 1',
      ],
      [
        'a refund above 100',
        {
          ...bonusBack,
          promoType: 'CashBack_2nd3rd',
          refund_percent: 105,
          max_refund_cash: 50,
        },
        'Refund percent must be between 0 and 100',
      ],
      [
        'cash back without a max refund',
        { ...bonusBack, promoType: 'CashBack_2nd3rd' },
        'Max refund is required and must be at least 0',
      ],
      [
        'a negative max refund',
        { ...bonusBack, promoType: 'CashBack_2nd', max_refund_cash: -10 },
        'Max refund is required and must be at least 0',
      ],
      [
        'negative min runners',
        { ...bonusBack, conditions: { minRunners: -1 } },
        'Min runners must be a whole number of at least 0',
      ],
      [
        'no bookmaker',
        { promoType: 'BonusBack_2nd', scope: 'all' },
        'Please select a bookmaker',
      ],
      [
        'an unknown promo type',
        { ...bonusBack, promoType: 'FreeMoney' },
        'Please select a valid promo type',
      ],
      [
        'an unknown bookmaker',
        { ...bonusBack, bookmaker: 'Nobody Bet' },
        "Unknown bookmaker 'Nobody Bet'",
      ],
      [
        'unknown races',
        {
          ...bonusBack,
          scope: 'races',
          race_ids: ['flem-r1', 'nope-1', 'nope-2'],
        },
        'Unknown races: nope-1, nope-2',
      ],
      [
        'an unknown field',
        { ...bonusBack, colour: 'red' },
        "Unknown field 'colour'",
      ],
      // Null is not "left out" (global): it answers the field's message (docs/product.md §5).
      [
        'a null visibility',
        { ...bonusBack, visibility: null },
        'Visibility must be global or personal',
      ],
    ])('should refuse %s with its message', async (_name, body, message) => {
      const response = await create(editor, body).expect(400);
      expect([response.body.message].flat()).toContain(message);
      expect(await queryDb(testApp, 'SELECT id FROM promos')).toEqual([]);
    });

    it.each(PROMO_TYPES)('should accept promo type %s', async (promoType) => {
      const cash = promoType.startsWith('CashBack')
        ? { k_places: 3, refund_percent: 100, max_refund_cash: 50 }
        : {};
      const response = await create(editor, {
        ...bonusBack,
        promoType,
        ...cash,
      }).expect(201);
      expect(response.body.created[0].promoType).toBe(promoType);
    });

    it('should default the label to the codes joined with + plus " races", or "All races"', async () => {
      const codes = await create(editor, {
        ...bonusBack,
        scope: 'codes',
        codes: ['TB', 'GR'],
      }).expect(201);
      const all = await create(editor, bonusBack).expect(201);
      const named = await create(editor, {
        ...bonusBack,
        label: '  Saturday special ',
      }).expect(201);
      expect([codes, all, named].map((r) => r.body.created[0].label)).toEqual([
        'TB+GR races',
        'All races',
        'Saturday special',
      ]);
    });

    it('should store the bookmaker as the list spells it and a cash-back promo with its fields', async () => {
      const response = await create(editor, {
        bookmaker: 'sportsBET',
        promoType: 'CashBack_2nd3rd',
        scope: 'races',
        race_ids: ['flem-r1', 'mv-r3'],
        k_places: 3,
        refund_percent: 50,
        max_refund_cash: 25,
        venues: ['Flemington'],
        conditions: { minRunners: 8 },
      }).expect(201);
      expect(response.body.created[0]).toMatchObject({
        bookmaker: 'Sportsbet',
        scope: 'races',
        raceExtIds: ['flem-r1', 'mv-r3'],
        conditions: { minRunners: 8 },
        k_places: 3,
        refund_percent: 50,
        max_refund_cash: 25,
        venues: ['Flemington'],
        visibility: 'global',
        createdBy: 'Eddie Editor',
      });
    });
  });

  describe('list, change and delete', () => {
    it('should list global promos and the caller’s personal ones, newest first, with the author', async () => {
      await create(editor, { ...bonusBack, label: 'first' }).expect(201);
      await create(otherEditor, {
        ...bonusBack,
        label: 'hidden',
        visibility: 'personal',
      }).expect(201);
      await create(editor, {
        ...bonusBack,
        label: 'mine',
        visibility: 'personal',
      }).expect(201);
      const mine = await api(editor).get('/api/promos').expect(200);
      expect(mine.body.promos.map((p: { label: string }) => p.label)).toEqual([
        'mine',
        'first',
      ]);
      expect(mine.body.promos[0]).toMatchObject({
        visibility: 'personal',
        createdBy: 'Eddie Editor',
      });
      const members = await api(member).get('/api/promos').expect(200);
      expect(
        members.body.promos.map((p: { label: string }) => p.label),
      ).toEqual(['first']);
    });

    it('should change a promo with the same rules, keep a written label and refuse another user’s personal promo', async () => {
      const [promo] = (
        await create(editor, { ...bonusBack, label: 'Kept' }).expect(201)
      ).body.created;
      const changed = await api(editor)
        .patch(`/api/promos/${promo.id}`, {
          valueMultiplier: 0.5,
          scope: 'codes',
          codes: ['GR'],
        })
        .expect(200);
      expect(changed.body.promo).toMatchObject({
        valueMultiplier: 0.5,
        scope: 'codes',
        codes: ['GR'],
        label: 'Kept',
      });
      await api(editor)
        .patch(`/api/promos/${promo.id}`, { scope: 'races' })
        .expect(400);
      const [hidden] = (
        await create(otherEditor, {
          ...bonusBack,
          visibility: 'personal',
        }).expect(201)
      ).body.created;
      await api(editor)
        .patch(`/api/promos/${hidden.id}`, { label: 'x' })
        .expect(404);
      await api(editor).delete(`/api/promos/${hidden.id}`).expect(404);
      await api(member).delete(`/api/promos/${promo.id}`).expect(403);
      await api(editor).delete(`/api/promos/${promo.id}`).expect(204);
      await api(editor).delete(`/api/promos/${promo.id}`).expect(404);
    });

    it('should clear what the caller may see and own, never another user’s personal promos', async () => {
      expect(
        (await api(editor).delete('/api/promos/all').expect(200)).body,
      ).toEqual({ count: 0, message: 'No promos to clear' });
      await create(editor, bonusBack).expect(201);
      await create(editor, { ...bonusBack, visibility: 'personal' }).expect(
        201,
      );
      await create(otherEditor, {
        ...bonusBack,
        visibility: 'personal',
        label: 'theirs',
      }).expect(201);
      expect(
        (await api(editor).delete('/api/promos/all').expect(200)).body,
      ).toEqual({ count: 2, message: 'Cleared 2 promos' });
      const left = await api(otherEditor).get('/api/promos').expect(200);
      expect(left.body.promos.map((p: { label: string }) => p.label)).toEqual([
        'theirs',
      ]);
    });

    it('should write an audit row per change', async () => {
      const [promo] = (await create(editor, bonusBack).expect(201)).body
        .created;
      await api(editor).delete(`/api/promos/${promo.id}`).expect(204);
      const rows = await queryDb<{ action: string }>(
        testApp,
        `SELECT action FROM audit_log WHERE details->>'promoId' = $1 ORDER BY id`,
        [promo.id],
      );
      expect(rows.map((row) => row.action)).toEqual([
        'promo.created',
        'promo.deleted',
      ]);
    });
  });

  describe('effect on the opportunities', () => {
    const sportsbetRow = async () => {
      const response = await api(member)
        .get(
          '/api/opportunities?race_id=hand-r1&bookmakers=Sportsbet&min_total_ev=-100&within_minutes=1440',
        )
        .expect(200);
      return response.body.opportunities.find(
        (row: { runnerNumber: number }) => row.runnerNumber === 1,
      );
    };

    it('should value a created promo at once, by hand, and drop it at once when deleted', async () => {
      expect(await sportsbetRow()).toMatchObject({
        promoEV: 0,
        promoType: null,
      });
      const [promo] = (
        await create(editor, { ...bonusBack, valueMultiplier: 0.75 }).expect(
          201,
        )
      ).body.created;
      const row = await sportsbetRow();
      expect(row.fairPrice).toBeCloseTo(2.5, 9);
      expect(row.ev).toBeCloseTo(4, 9);
      expect(row.promoEV).toBeCloseTo(26.25, 9);
      expect(row.totalEV).toBeCloseTo(30.25, 9);
      expect(row).toMatchObject({
        promoType: 'BonusBack_2nd',
        promoK: 2,
        placeSource: 'native',
        isPlaceEstimate: false,
      });
      await api(editor)
        .patch(`/api/promos/${promo.id}`, { valueMultiplier: 0.4 })
        .expect(200);
      // (0.75 − 0.40) × 0.40 × 100 = 14.00
      expect((await sportsbetRow()).promoEV).toBeCloseTo(14, 9);
      await api(editor).delete(`/api/promos/${promo.id}`).expect(204);
      expect(await sportsbetRow()).toMatchObject({
        promoEV: 0,
        promoType: null,
      });
    });
  });

  describe('POST /api/promos/resolve-text', () => {
    const resolve = (body: object) =>
      api(editor).post('/api/promos/resolve-text', body);

    it('should refuse empty text with the spec message', async () => {
      const response = await resolve({ text: '   ' }).expect(400);
      expect([response.body.message].flat()).toEqual([
        'Please enter promo text',
      ]);
    });

    it('should match races with their facts and warn about the rest', async () => {
      const response = await resolve({
        text: 'Flemington R1-R3 | MV R3\nHappy Valley R1',
        min_runners: 8,
      }).expect(200);
      expect(response.body.matches).toEqual([
        {
          extRaceId: 'flem-r1',
          track: 'Flemington',
          number: 1,
          code: 'TB',
          runnersCount: 9,
        },
        {
          extRaceId: 'mv-r3',
          track: 'Moonee Valley',
          number: 3,
          code: 'TB',
          runnersCount: 8,
        },
      ]);
      expect(response.body.warnings).toEqual([
        'Flemington R2 has 6 runners, fewer than 8',
        'Flemington has no race 3',
        'Unknown venue "happy valley" in "Happy Valley R1"',
      ]);
    });

    it('should honour codes and the default of 8 runners', async () => {
      const response = await resolve({
        text: 'Flemington R2',
        codes: ['GR'],
      }).expect(200);
      expect(response.body).toEqual({
        matches: [],
        warnings: [
          'Flemington is a TB meeting, not in the selected codes (GR)',
        ],
      });
    });
  });

  describe('Idempotency-Key', () => {
    it('should make one promo for a create sent twice and answer both alike', async () => {
      const send = () =>
        api(editor)
          .post('/api/promos/bulk', bonusBack)
          .set('Idempotency-Key', 'create-once-1');
      const [first, second] = [
        await send().expect(201),
        await send().expect(201),
      ];
      expect(second.body).toEqual(first.body);
      // Byte for byte: the stored reply is the text sent, not jsonb re-serialised (keys reordered).
      expect(second.text).toBe(first.text);
      expect(second.headers['content-type']).toBe(
        first.headers['content-type'],
      );
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(await queryDb(testApp, 'SELECT id FROM promos')).toHaveLength(1);
      await api(editor)
        .post('/api/promos/bulk', { ...bonusBack, label: 'other' })
        .set('Idempotency-Key', 'create-once-1')
        .expect(422);
    });
  });
});
