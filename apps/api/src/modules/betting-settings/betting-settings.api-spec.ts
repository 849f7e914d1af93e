import request from 'supertest';
import {
  createAccount,
  queryDb,
  sessionCookieFor,
} from '../../../test/support/accounts';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { BettingSettingsService } from './index';

const DEFAULTS = {
  bankroll: 1000,
  kellyFraction: 0.25,
  maxStakePct: 0.05,
  fairMethod: 'default',
  // The exchange's standard commission on Australian racing and the promo's multiplier (docs/ev-model.md §10).
  commissionPct: 7,
  retentionSource: 'promo',
};

describe('Betting settings (e2e)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const signedIn = async () =>
    sessionCookieFor(testApp, await createAccount(testApp));
  const get = (cookie: string) =>
    request(testApp.server).get('/api/users/me/betting').set('Cookie', cookie);
  const patch = (cookie: string, body: object) =>
    request(testApp.server)
      .patch('/api/users/me/betting')
      .set('Cookie', cookie)
      .send(body);

  it('should answer the defaults before the first save, never cached by the browser', async () => {
    const response = await get(await signedIn()).expect(200);
    expect(response.body).toEqual(DEFAULTS);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('should save any subset and answer the stored settings', async () => {
    const cookie = await signedIn();
    expect(
      (await patch(cookie, { bankroll: 2500.5 }).expect(200)).body,
    ).toEqual({ ...DEFAULTS, bankroll: 2500.5 });
    const all = {
      bankroll: 0,
      kellyFraction: 1,
      maxStakePct: 0.01,
      fairMethod: 'worst_case',
      commissionPct: 10,
      retentionSource: 'measured',
    };
    expect((await patch(cookie, all).expect(200)).body).toEqual(all);
    expect((await get(cookie).expect(200)).body).toEqual(all);
    expect((await patch(cookie, {}).expect(200)).body).toEqual(all);
  });

  it.each(['default', 'multiplicative', 'power', 'shin', 'worst_case'])(
    'should accept fair method %s',
    async (fairMethod) => {
      expect(
        (await patch(await signedIn(), { fairMethod }).expect(200)).body
          .fairMethod,
      ).toBe(fairMethod);
    },
  );

  it('should keep each user’s settings to themselves', async () => {
    const first = await signedIn();
    const second = await signedIn();
    await patch(first, { bankroll: 300, fairMethod: 'shin' }).expect(200);
    expect((await get(second).expect(200)).body).toEqual(DEFAULTS);
  });

  const BANKROLL = 'Bankroll must be a number from 0 to 1,000,000,000 dollars';
  const KELLY = 'Kelly fraction must be a number from 0.05 to 1';
  const MAX_STAKE = 'Max stake must be a share of the bankroll from 0.01 to 1';
  const METHOD =
    'Fair price method must be one of default, multiplicative, power, shin, worst_case';
  const COMMISSION = 'Commission must be a number from 0 to 20 (percent)';
  const RETENTION = 'Retention source must be one of promo, measured';

  it.each([
    [{ bankroll: -1 }, [BANKROLL]],
    [{ bankroll: 1e10 }, [BANKROLL]],
    [{ bankroll: '1000' }, [BANKROLL]],
    [{ bankroll: null }, [BANKROLL]],
    [{ kellyFraction: 0.04 }, [KELLY]],
    [{ kellyFraction: 1.5 }, [KELLY]],
    [{ maxStakePct: 0 }, [MAX_STAKE]],
    [{ maxStakePct: 5 }, [MAX_STAKE]],
    [{ fairMethod: 'median' }, [METHOD]],
    [{ kellyFraction: 0, fairMethod: 'Shin' }, [KELLY, METHOD]],
    [{ stake: 3 }, ["Unknown field 'stake'"]],
    [{ commissionPct: 21 }, [COMMISSION]],
    [{ commissionPct: -0.5 }, [COMMISSION]],
    [{ commissionPct: '7' }, [COMMISSION]],
    [{ retentionSource: 'guess' }, [RETENTION]],
  ])(
    'should answer 400 for %j and keep the settings',
    async (body, message) => {
      const cookie = await signedIn();
      const response = await patch(cookie, body).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: expect.arrayContaining(message),
        error: 'Bad Request',
      });
      expect(response.body.message).toHaveLength(message.length);
      expect((await get(cookie).expect(200)).body).toEqual(DEFAULTS);
    },
  );

  // A null is not a field left out (docs/product.md §5): it answers the field's own message, every
  // null field is named, and nothing of the body is stored, the valid fields beside it included.
  it.each([
    ['bankroll', BANKROLL],
    ['kellyFraction', KELLY],
    ['maxStakePct', MAX_STAKE],
    ['fairMethod', METHOD],
    ['commissionPct', COMMISSION],
    ['retentionSource', RETENTION],
  ])('should answer 400 for a null %s and store nothing of the body', async (field, message) => {
    const cookie = await signedIn();
    const saved = { bankroll: 2500, kellyFraction: 0.5, maxStakePct: 0.1, fairMethod: 'shin', commissionPct: 5, retentionSource: 'measured' };
    await patch(cookie, saved).expect(200);
    const response = await patch(cookie, { ...DEFAULTS, [field]: null }).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: [message], error: 'Bad Request' });
    expect((await get(cookie).expect(200)).body).toEqual(saved);
  });

  it('should name every null field of a body, not only the first', async () => {
    const cookie = await signedIn();
    const response = await patch(cookie, { bankroll: null, kellyFraction: null, retentionSource: null }).expect(400);
    expect(response.body.message).toEqual([BANKROLL, KELLY, RETENTION]);
    expect((await get(cookie).expect(200)).body).toEqual(DEFAULTS);
  });

  it('should give other modules the saved settings at once, on this instance and on another one', async () => {
    const second = await createTestApp({}, { database: testApp.database });
    try {
      const user = await createAccount(testApp);
      const cookie = await sessionCookieFor(testApp, user);
      const here = testApp.app.get(BettingSettingsService);
      const there = second.app.get(BettingSettingsService);
      await expect(here.forUser(user.id)).resolves.toEqual(DEFAULTS);
      await expect(there.forUser(user.id)).resolves.toEqual(DEFAULTS);
      await patch(cookie, { fairMethod: 'shin', bankroll: 40 }).expect(200);
      await expect(here.forUser(user.id)).resolves.toEqual({
        ...DEFAULTS,
        fairMethod: 'shin',
        bankroll: 40,
      });
      // The other instance hears of the save through PostgreSQL NOTIFY: give it a moment.
      const deadline = Date.now() + 5000;
      while (
        (await there.forUser(user.id)).fairMethod !== 'shin' &&
        Date.now() < deadline
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await expect(there.forUser(user.id)).resolves.toEqual({
        ...DEFAULTS,
        fairMethod: 'shin',
        bankroll: 40,
      });
    } finally {
      await second.close();
    }
  });

  it('should answer 401 without a session', async () => {
    await request(testApp.server).get('/api/users/me/betting').expect(401);
    await request(testApp.server)
      .patch('/api/users/me/betting')
      .send({ bankroll: 5 })
      .expect(401);
  });

  it('should be stored in PostgreSQL and go with the user', async () => {
    const user = await createAccount(testApp);
    await patch(await sessionCookieFor(testApp, user), {
      kellyFraction: 0.5,
      fairMethod: 'power',
    }).expect(200);
    expect(
      await queryDb(
        testApp,
        'SELECT bankroll, kelly_fraction, max_stake_pct, fair_method FROM user_betting_settings WHERE user_id = $1',
        [user.id],
      ),
    ).toEqual([
      {
        bankroll: 1000,
        kelly_fraction: 0.5,
        max_stake_pct: 0.05,
        fair_method: 'power',
      },
    ]);
    await queryDb(testApp, 'DELETE FROM users WHERE id = $1', [user.id]);
    expect(
      await queryDb(
        testApp,
        'SELECT 1 FROM user_betting_settings WHERE user_id = $1',
        [user.id],
      ),
    ).toHaveLength(0);
  });
});
