import type { MeasuredRetentionResponse, OpportunitiesResponse } from '@overlay/contracts';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { createOpportunityApp } from '../../../test/fixtures/opportunity-app';
import type { OpportunityApp } from '../../../test/fixtures/opportunity-app';
import { A, RACE_A } from '../../../test/fixtures/opportunity-market';

// Retention measured from the market (docs/ev-model.md §10) on the fixture market: race A starts in
// 30 minutes and the exchange lays every runner, so each book's best bonus-bet conversion there,
// (b − 1)(1 − c) / (l − c) over runners with b ≤ l, is its measured retention.
const conversion = (back: readonly number[], c: number) =>
  Math.max(...back.map((b, i) => (b <= A.lay[i] ? ((b - 1) * (1 - c)) / (A.lay[i] - c) : 0)));

describe('GET /api/retention/measured and measured retention in the rows', () => {
  let fx: OpportunityApp;

  beforeAll(async () => {
    fx = await createOpportunityApp();
  });

  afterAll(async () => {
    await fx.close();
  });

  it('should give each book its best conversion now, with where it comes from, at the caller’s 7 %', async () => {
    const body = (await fx.get('/api/retention/measured').expect(200)).body as MeasuredRetentionResponse;
    expect(body).toMatchObject({ commission: 7, windowMinutes: 60 });
    const sportsbet = body.books.find((book) => book.bookmaker === 'Sportsbet');
    expect(sportsbet?.retention).toBe(Math.round(conversion(A.sportsbetWin, 0.07) * 100) / 100);
    expect(sportsbet).toMatchObject({ extRaceId: RACE_A, venue: 'Randwick', raceNumber: 1 });
    expect(sportsbet?.back).toBeLessThanOrEqual(sportsbet?.lay as number);
    const tab = body.books.find((book) => book.bookmaker === 'TAB');
    expect(tab?.retention).toBe(Math.round(conversion(A.tabWin, 0.07) * 100) / 100);
  });

  it('should measure at the commission asked for, and refuse one out of bounds', async () => {
    const at10 = (await fx.get('/api/retention/measured?commission=10').expect(200)).body as MeasuredRetentionResponse;
    expect(at10.commission).toBe(10);
    expect(at10.books.find((book) => book.bookmaker === 'Sportsbet')?.retention).toBe(
      Math.round(conversion(A.sportsbetWin, 0.1) * 100) / 100,
    );
    for (const raw of ['25', 'abc']) {
      const refused = await fx.get(`/api/retention/measured?commission=${raw}`).expect(400);
      expect(refused.body.message).toEqual([`Commission must be a number from 0 to 20 (percent) (got "${raw}")`]);
    }
  });

  it('should value a viewer’s bonus backs at the measured retention when they chose it, and say so in the reply', async () => {
    const user = await createAccount(fx.testApp);
    const cookie = await sessionCookieFor(fx.testApp, user);
    const rows = async () =>
      (await request(fx.testApp.server).get(`/api/opportunities?race_id=${RACE_A}&bookmakers=Sportsbet`).set('Cookie', cookie).expect(200))
        .body as OpportunitiesResponse;
    const byPromo = await rows();
    expect(byPromo.retention).toEqual({ source: 'promo', measured: {} });
    await request(fx.testApp.server).patch('/api/users/me/betting').set('Cookie', cookie).send({ retentionSource: 'measured' }).expect(200);
    const measured = await rows();
    const value = measured.retention?.measured.Sportsbet as number;
    expect(measured.retention?.source).toBe('measured');
    expect(value).toBe(Math.round(conversion(A.sportsbetWin, 0.07) * 100) / 100);
    // Sportsbet's bonus back (multiplier 0.75) now pays the measured retention on each refund.
    for (const row of measured.opportunities) {
      const before = byPromo.opportunities.find((o) => o.id === row.id);
      // The reply gives figures to six decimals (docs/architecture.md §5).
      expect(row.promoEV).toBeCloseTo(((before?.promoEV as number) / 0.75) * value, 5);
    }
    // A bet logged from such a row keeps the retention it was valued at and says which it was.
    const row = measured.opportunities.find((o) => o.promoId !== null && o.promoType?.startsWith('BonusBack'));
    expect(row).toBeDefined();
    const bet = async () =>
      (
        await request(fx.testApp.server)
          .post('/api/bets')
          .set('Cookie', cookie)
          .send({ extRaceId: RACE_A, runnerNumber: row?.runnerNumber, bookmaker: 'Sportsbet', price: row?.price, stake: 10, promoId: row?.promoId })
          .expect(201)
      ).body as { retention: number; retentionOrigin: string };
    expect(await bet()).toMatchObject({ retention: value, retentionOrigin: 'measured' });
    await request(fx.testApp.server).patch('/api/users/me/betting').set('Cookie', cookie).send({ retentionSource: 'promo' }).expect(200);
    expect(await bet()).toMatchObject({ retention: 0.75, retentionOrigin: 'promo' });
  });
});
