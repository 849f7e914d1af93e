import type { OpportunitiesResponse } from '@overlay/contracts';
import type { Opportunity } from '@overlay/domain';
import request from 'supertest';
import { sessionCookieFor } from '../../../test/support/accounts';
import { expectedRows, expectRow, hundredths, lockOf } from '../../../test/fixtures/ev-hand-model';
import { createOpportunityApp } from '../../../test/fixtures/opportunity-app';
import type { OpportunityApp } from '../../../test/fixtures/opportunity-app';
import { A, RACE_A } from '../../../test/fixtures/opportunity-market';

// The hedge on every row (docs/ev-model.md §10) over HTTP on the fixture market: race A's exchange
// lays hedge its rows; races B and C have no exchange. The rows by hand are ev-hand-model.ts's.
describe('GET /api/opportunities (the hedge: lay, locked result, locked EV, commission)', () => {
  let fx: OpportunityApp;
  let rows: Opportunity[];

  beforeAll(async () => {
    fx = await createOpportunityApp();
    rows = expectedRows(fx.races, fx.ids, false);
  });

  afterAll(async () => {
    await fx.close();
  });

  const reply = async (query: string): Promise<OpportunitiesResponse> =>
    (await fx.get(`/api/opportunities?${query}`).expect(200)).body as OpportunitiesResponse;

  it('should carry each row’s lay, locked result and locked EV at the viewer’s 7 % by default, and say so', async () => {
    const body = await reply('max_results=5000&min_total_ev=-100');
    expect(body.commission).toBe(7);
    const byId = new Map(body.opportunities.map((row) => [row.id, row]));
    for (const row of rows) {
      const actual = byId.get(row.id);
      if (actual === undefined) continue;
      expectRow(actual, row);
    }
    // Sportsbet A1 at 3.1 laid at 3.0 by hand: 3.1 × 0.93 / 2.93 − 1 = −1.6041 %.
    const a1 = byId.get(`${RACE_A}:1:Sportsbet`);
    expect(a1).toMatchObject({ price: A.sportsbetWin[0], layPrice: A.lay[0] });
    expect(a1?.lockRating).toBe(-1.6);
    expect(a1?.lockRating).toBe(hundredths(lockOf(A.sportsbetWin[0], A.lay[0])));
    expect(body.opportunities.filter((row) => row.extRaceId !== RACE_A).every((row) => row.layPrice === null && row.lockRating === null && row.lockedEV === null)).toBe(true);
  });

  it('should value the hedge at the request’s commission, a reply of its own', async () => {
    const at7 = await fx.get('/api/opportunities?race_id=rand-r1').expect(200);
    const at10 = await fx.get('/api/opportunities?race_id=rand-r1&commission=10').expect(200);
    expect(at10.headers.etag).not.toBe(at7.headers.etag);
    const body = at10.body as OpportunitiesResponse;
    expect(body.commission).toBe(10);
    for (const row of body.opportunities) {
      expect(row.lockRating).toBe(hundredths(lockOf(row.price, row.layPrice as number, 0.1)));
    }
    // The same commission named again is the cached reply.
    const again = await fx.get('/api/opportunities?race_id=rand-r1&commission=10').expect(200);
    expect(again.headers.etag).toBe(at10.headers.etag);
  });

  it('should follow the viewer’s commission setting when the request names none', async () => {
    const cookie = await sessionCookieFor(fx.testApp, fx.member);
    await request(fx.testApp.server).patch('/api/users/me/betting').set('Cookie', cookie).send({ commissionPct: 5 }).expect(200);
    const body = (await request(fx.testApp.server).get('/api/opportunities?race_id=rand-r1').set('Cookie', cookie).expect(200))
      .body as OpportunitiesResponse;
    expect(body.commission).toBe(5);
    const [first] = body.opportunities;
    expect(first.lockRating).toBe(hundredths(lockOf(first.price, first.layPrice as number, 0.05)));
  });

  it.each(['21', '-1', 'abc', '', '7%'])('should refuse commission=%p with a 400 naming it', async (raw) => {
    const response = await fx.get(`/api/opportunities?commission=${encodeURIComponent(raw)}`).expect(400);
    expect(response.body.message).toEqual([`Commission must be a number from 0 to 20 (percent) (got "${raw}")`]);
  });

  it('should keep rows rated at least min_rating (back / lay), rows with a lay (lay_only), and sort by locked EV', async () => {
    const rated = (await reply('min_rating=100&min_total_ev=-100')).opportunities;
    const expected = rows.filter((row) => row.layPrice !== null && (row.price / row.layPrice) * 100 >= 100 && Date.parse(row.startTime) <= Date.now() + 720 * 60_000);
    expect(rated.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
    const layOnly = (await reply('lay_only=true&min_total_ev=-100')).opportunities;
    expect(layOnly.length).toBeGreaterThan(0);
    expect(layOnly.every((row) => row.extRaceId === RACE_A && row.layPrice !== null)).toBe(true);
    const sorted = (await reply('lay_only=true&min_total_ev=-100&sort_by=lockedEV&sort_dir=desc')).opportunities;
    const values = sorted.map((row) => row.lockedEV as number);
    expect(values).toEqual([...values].sort((x, y) => y - x));
  });
});
