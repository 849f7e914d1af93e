import { BoostRepository, CATALOG_EVENTS, EventBus, PromoRepository } from '@overlay/domain';
import type { OpportunitiesResponse } from '@overlay/contracts';
import type { Opportunity } from '@overlay/domain';
import request from 'supertest';
import { createAccount, queryDb, sessionCookieFor } from '../../../test/support/accounts';
import { ladbrokesTop2B, pA, pB } from '../../../test/fixtures/ev-hand-model';
import { createOpportunityApp } from '../../../test/fixtures/opportunity-app';
import type { OpportunityApp } from '../../../test/fixtures/opportunity-app';
import { RACE_A, RACE_B } from '../../../test/fixtures/opportunity-market';

// The reply cache: one serialised body and ETag per data version, refresh time, catalog version,
// viewer context and filter set; 304 on a matching If-None-Match; new data, promos and boosts
// show at once (events) or within a second (another writer).
describe('GET /api/opportunities (caching)', () => {
  let fx: OpportunityApp;
  // The uncompressed representation, whose ETag is the body's own SHA-1 (compressed ones carry its
  // weak form: compression.api-spec.ts).
  const identity = (path: string, as?: 'owner' | 'member' | 'admin') => fx.get(path, as).set('Accept-Encoding', 'identity');

  beforeAll(async () => {
    fx = await createOpportunityApp();
  });

  afterAll(async () => {
    await fx.close();
  });

  const rowOf = (body: OpportunitiesResponse, id: string) => body.opportunities.find((row: Opportunity) => row.id === id);
  // A quote's age moves with the clock; everything else of a row must stay as it was.
  const withoutAge = (row: Opportunity | undefined) => (row ? { ...row, priceAgeSeconds: undefined } : row);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('should send an ETag and Cache-Control: private, no-cache, and the same bytes and ETag again', async () => {
    const first = await identity('/api/opportunities').expect(200);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.text));
    const second = await identity('/api/opportunities').expect(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.text).toBe(first.text);
  });

  it.each([
    ['the ETag itself', (etag: string) => etag],
    ['a list holding it', (etag: string) => `"other", ${etag}`],
    ['its weak form', (etag: string) => `W/${etag}`],
    ['*', () => '*'],
  ])('should answer 304 with no body to If-None-Match of %s', async (_name, header) => {
    const { headers } = await identity('/api/opportunities').expect(200);
    const response = await identity('/api/opportunities').set('If-None-Match', header(headers.etag as string)).expect(304);
    expect(response.text).toBe('');
    expect(response.headers.etag).toBe(headers.etag);
  });

  it('should answer 200 to a stale ETag, and give each filter set its own ETag (equal sets share one)', async () => {
    await identity('/api/opportunities').set('If-None-Match', '"stale"').expect(200);
    const etags = await Promise.all(
      ['codes=GR,TB', 'codes=TB,GR,XX', 'codes=TB', 'bookmakers=TAB,Sportsbet', 'bookmakers=sportsbet,tab'].map(
        async (query) => (await identity(`/api/opportunities?${query}`).expect(200)).headers.etag as string,
      ),
    );
    expect(etags[1]).toBe(etags[0]);
    expect(etags[2]).not.toBe(etags[0]);
    expect(etags[4]).toBe(etags[3]);
  });

  it('should serve concurrent first requests of a new filter set one build (same ETag)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => identity('/api/opportunities?max_results=7&min_total_ev=-20').expect(200)),
    );
    expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(1);
    expect(responses[0].body.opportunities).toHaveLength(7);
  });

  it('should give new numbers and a new ETag after the feed changed and a refresh stored it', async () => {
    const before = await identity('/api/opportunities').expect(200);
    const changed = structuredClone(fx.snapshot);
    // Sportsbet moves runner 1 of race A from 3.1 to 3.5.
    changed.races[0].runners[0].prices[0].win = 3.5;
    fx.feed.write(changed);
    const refreshed = await fx.refresh();
    expect(refreshed.changed).toBe(true);
    const after = await identity('/api/opportunities').set('If-None-Match', before.headers.etag as string).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.lastUpdated).toBe(refreshed.lastUpdated);
    const row = rowOf(after.body, `${RACE_A}:1:Sportsbet`)!;
    // ev = (3.5 × 0.312094 − 1) × 100 ≈ 9.233 (was −3.251); bonus = 2.5 × 0.312094 × 100 ≈ 78.02.
    expect(row.price).toBe(3.5);
    expect(row.ev).toBeCloseTo((3.5 * pA[0] - 1) * 100, 6);
    expect(row.ev).toBeCloseTo(9.233, 3);
    expect(row.bonusPct).toBeCloseTo(2.5 * pA[0] * 100, 6);
    // Race B did not change: its rows are the same.
    expect(withoutAge(rowOf(after.body, `${RACE_B}:1:TAB`))).toEqual(withoutAge(rowOf(before.body, `${RACE_B}:1:TAB`)));
    fx.feed.write(fx.snapshot);
    await fx.refresh();
  });

  it('should carry the time of a refresh that changed nothing (within a second)', async () => {
    const before = await identity('/api/opportunities').expect(200);
    const refreshed = await fx.refresh();
    expect(refreshed.changed).toBe(false);
    await sleep(1100);
    const after = await identity('/api/opportunities').expect(200);
    expect(after.body.lastUpdated).toBe(refreshed.lastUpdated);
    expect(after.body.opportunities.map(withoutAge)).toEqual(before.body.opportunities.map(withoutAge));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // Ages count from the new refresh: the quotes were confirmed by it.
    const sinceRefresh = (Date.now() - Date.parse(refreshed.lastUpdated)) / 1000;
    for (const row of after.body.opportunities as Opportunity[]) expect(row.priceAgeSeconds).toBeLessThanOrEqual(sinceRefresh);
  });

  it('should apply a new promo at once after its event, and a promo written by another hand within a second', async () => {
    const query = `/api/opportunities?race_id=${RACE_B}&min_total_ev=-100`;
    const before = (await identity(query).expect(200)).body as OpportunitiesResponse;
    expect(rowOf(before, `${RACE_B}:1:TAB`)!.promoType).toBeNull();
    const promo = await fx.testApp.app.get(PromoRepository).create({
      bookmaker: 'TAB',
      promoType: 'BonusBack_2nd',
      scope: 'codes',
      codes: ['GR'],
      raceExtIds: [],
      valueMultiplier: 0.75,
      conditions: { minRunners: 0 },
      label: 'GR races',
      visibility: 'global',
      createdBy: null,
      kPlaces: null,
      refundPercent: null,
      maxRefundCash: null,
      venues: [],
    });
    fx.testApp.app.get(EventBus).publish(CATALOG_EVENTS.promoCreated, { id: promo.id });
    const after = (await identity(query).expect(200)).body as OpportunitiesResponse;
    const tab1 = rowOf(after, `${RACE_B}:1:TAB`)!;
    // TAB has no place market and there is no exchange: the other book's complete k=2 market is the
    // reference (Ladbrokes, p_top2 ≈ 0.536220): (0.536220 − 0.296026) × 0.75 × 100 ≈ 18.015.
    expect(tab1).toMatchObject({ promoType: 'BonusBack_2nd', placeSource: 'reference_book', placeSourceBookmaker: 'Ladbrokes' });
    expect(tab1.promoEV).toBeCloseTo((ladbrokesTop2B[0] - pB[0]) * 0.75 * 100, 6);
    expect(tab1.promoEV).toBeCloseTo(18.015, 3);

    // Deleted by SQL, with no event: the catalog version (a trigger) shows it within a second.
    await queryDb(fx.testApp, 'DELETE FROM promos WHERE id = $1', [promo.id]);
    await sleep(1100);
    const reverted = (await identity(query).expect(200)).body as OpportunitiesResponse;
    expect(withoutAge(rowOf(reverted, `${RACE_B}:1:TAB`))).toEqual(withoutAge(rowOf(before, `${RACE_B}:1:TAB`)));
  });

  it('should refuse a session at once after logout or deactivation, though the route reuses session checks', async () => {
    const server = fx.testApp.server;
    const leaving = await createAccount(fx.testApp);
    const cookie = await sessionCookieFor(fx.testApp, leaving);
    await request(server).get('/api/opportunities').set('Cookie', cookie).expect(200);
    await request(server).post('/api/auth/logout').set('Cookie', cookie).expect(204);
    await request(server).get('/api/opportunities').set('Cookie', cookie).expect(401);

    const deactivated = await createAccount(fx.testApp);
    const second = await sessionCookieFor(fx.testApp, deactivated);
    await request(server).get('/api/opportunities').set('Cookie', second).expect(200);
    await request(server)
      .patch(`/api/admin/users/${deactivated.id}`)
      .set('Cookie', fx.cookies.admin)
      .send({ is_active: false })
      .expect(200);
    await request(server).get('/api/opportunities').set('Cookie', second).expect(401);
  });

  it('should drop a deleted boost at once after its event', async () => {
    const query = `/api/opportunities?race_id=${RACE_B}&min_total_ev=-100`;
    const boosts = fx.testApp.app.get(BoostRepository);
    expect(await boosts.delete(fx.ids.fixedWin)).toBe(true);
    fx.testApp.app.get(EventBus).publish(CATALOG_EVENTS.boostDeleted, { id: fx.ids.fixedWin });
    const body = (await identity(query).expect(200)).body as OpportunitiesResponse;
    const tab2 = rowOf(body, `${RACE_B}:2:TAB`)!;
    expect(tab2).toMatchObject({ price: 3.6, isBoosted: false, boostId: null });
    expect(tab2.ev).toBeCloseTo((3.6 * pB[1] - 1) * 100, 6);
    expect(body.opportunities.some((row) => row.boostId === fx.ids.fixedWin)).toBe(false);
  });
});
