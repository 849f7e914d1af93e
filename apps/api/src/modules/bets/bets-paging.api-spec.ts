import { summariseBets } from '@overlay/domain';
import type { BetView } from '@overlay/domain';
import request from 'supertest';
import { createAccount, queryDb, sessionCookieFor } from '../../../test/support/accounts';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';

// The bet log at volume (docs/architecture.md §5): 2,300 bets of one user, placed in groups of
// three within one millisecond (a microsecond apart) and in pairs at the very same instant, so a
// page boundary falls inside a millisecond and inside a tie; another user's 50 bets are never seen.
const BETS = 2300;
type Page = { bets: BetView[]; nextCursor: string | null };

describe('Bet log paging (e2e)', () => {
  let testApp: TestApp;
  let cookie: string;
  let userId: string;
  const get = (path: string) => request(testApp.server).get(path).set('Cookie', cookie);
  /** Every page of `query` at `limit`, in order. */
  const allPages = async (query: string, limit: number): Promise<Page[]> => {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = (await get(`/api/bets?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`).expect(200)).body;
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor !== null);
    return pages;
  };
  /** The ids under a filter in the log's order, straight from SQL. */
  const idsBySql = async (where = 'true'): Promise<string[]> =>
    (await queryDb<{ id: string }>(testApp, `SELECT id FROM bets WHERE user_id = $1 AND ${where} ORDER BY placed_at DESC, id DESC`, [userId])).map((r) => r.id);

  beforeAll(async () => {
    testApp = await createTestApp();
    const account = await createAccount(testApp);
    userId = account.id;
    cookie = await sessionCookieFor(testApp, account);
    const insert = (user: string, count: number) =>
      queryDb(
        testApp,
        `INSERT INTO bets (user_id, placed_at, ext_race_id, venue, race_number, race_code, start_time, runner_number,
           runner_name, bookmaker, price, stake, ev_at_placement, fair_price_at_placement, clv, result, payout, profit, settled_at)
         SELECT $1, timestamptz '2026-11-20T00:00:00Z' + (g / 3) * interval '1 millisecond' + (g % 3 / 2) * interval '1 microsecond',
           'r' || g, 'V', 1, (ARRAY['TB', 'HR', 'GR'])[1 + g % 3], now(), 1, 'R', (ARRAY['TAB', 'Sportsbet'])[1 + g % 2], 3, 5 + g % 17,
           g % 23 - 7, 3, CASE WHEN g % 5 = 0 THEN NULL ELSE (g % 13 - 6) / 100.0 END,
           (ARRAY['pending', 'won', 'lost', 'void', 'refund', 'dead_heat'])[1 + g % 6],
           CASE WHEN g % 6 = 0 THEN NULL ELSE g % 31 END,
           CASE WHEN g % 6 = 0 THEN NULL WHEN g % 6 = 3 THEN 0 ELSE g % 31 - (5 + g % 17) END,
           CASE WHEN g % 6 = 0 THEN NULL ELSE timestamptz '2026-11-21T00:00:00Z' + g * interval '1 second' END
         FROM generate_series(1, $2) AS g`,
        [user, count],
      );
    await insert(userId, BETS);
    await insert((await createAccount(testApp)).id, 50);
  });

  afterAll(() => testApp.close());

  it('should page through every bet once, in the log order, across ties and microseconds', async () => {
    const pages = await allPages('', 97);
    expect(pages).toHaveLength(Math.ceil(BETS / 97));
    expect(pages.slice(0, -1).every((p) => p.bets.length === 97)).toBe(true);
    expect(pages.flatMap((p) => p.bets.map((b) => b.id))).toEqual(await idsBySql());
    // The default page: 100 bets and a cursor.
    const first: Page = (await get('/api/bets').expect(200)).body;
    expect(first.bets).toHaveLength(100);
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it('should apply the filters on the server, page by page', async () => {
    const pages = await allPages('bookmaker=tab&code=GR&from=2026-11-20T00:00:00.100Z', 50);
    const ids = pages.flatMap((p) => p.bets.map((b) => b.id));
    const expected = await idsBySql("bookmaker = 'TAB' AND race_code = 'GR' AND placed_at >= '2026-11-20T00:00:00.100Z'");
    expect(expected.length).toBeGreaterThan(100);
    expect(ids).toEqual(expected);
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it('should keep the next pages when bets are logged and deleted between pages', async () => {
    const before = await idsBySql();
    const first: Page = (await get('/api/bets?limit=200').expect(200)).body;
    // A newer bet arrives, and one bet of the first page and one of a later page go.
    await queryDb(
      testApp,
      `INSERT INTO bets (user_id, ext_race_id, venue, race_number, race_code, start_time, runner_number, runner_name, bookmaker,
         price, stake, ev_at_placement, fair_price_at_placement) VALUES ($1, 'new', 'V', 1, 'TB', now(), 1, 'R', 'TAB', 3, 5, 1, 3)`,
      [userId],
    );
    await queryDb(testApp, 'DELETE FROM bets WHERE id = ANY($1)', [[first.bets[5].id, before[700]]]);
    const rest: string[] = [];
    let cursor = first.nextCursor;
    while (cursor !== null) {
      const page: Page = (await get(`/api/bets?limit=300&cursor=${cursor}`).expect(200)).body;
      rest.push(...page.bets.map((b) => b.id));
      cursor = page.nextCursor;
    }
    expect(rest).toEqual(before.slice(200).filter((id) => id !== before[700]));
    await queryDb(testApp, "DELETE FROM bets WHERE ext_race_id = 'new'");
  });

  it('should summarise exactly the bets the pages hold, with and without filters', async () => {
    for (const query of ['', 'bookmaker=Sportsbet&code=HR']) {
      const bets = (await allPages(query, 500)).flatMap((p) => p.bets);
      const expected = summariseBets(bets);
      const summary = (await get(`/api/bets/summary?${query}`).expect(200)).body;
      for (const key of ['bets', 'settled', 'pending', 'turnover', 'profit', 'expectedProfit', 'firstPlacedAt'] as const)
        expect(summary[key]).toBe(expected[key]);
      for (const key of ['roi', 'averageEv', 'averageClv', 'beatCloseShare'] as const) expect(summary[key]).toBeCloseTo(expected[key] as number, 9);
      expect(summary.cumulative).toEqual(expected.cumulative);
      expect(summary.turnover).toBe(Math.round(bets.filter((b) => b.result !== 'pending' && b.result !== 'void').reduce((s, b) => s + b.stake, 0) * 100) / 100);
    }
  });

  it('should stream the whole filtered log as CSV', async () => {
    const response = await get('/api/bets/export.csv?bookmaker=TAB').buffer(true).parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => done(null, text));
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="bets-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = (response.body as string).split('\r\n');
    const expected = await idsBySql("bookmaker = 'TAB'");
    expect(lines).toHaveLength(1 + expected.length + 1);
    expect(lines[0]).toMatch(/^placedAt,venue,/);
    const [newest] = (await get('/api/bets?bookmaker=TAB&limit=1').expect(200)).body.bets;
    expect(lines[1].startsWith(`${newest.placedAt},V,1,`)).toBe(true);
    expect(lines.at(-1)).toBe('');
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 500'],
    ['limit=501', 'limit must be a whole number from 1 to 500'],
    ['limit=ten', 'limit must be a whole number from 1 to 500'],
    ['cursor=bm90LWEtY3Vyc29y', 'cursor must be the nextCursor of a previous page'],
  ])('should refuse %s with a 400 naming it', async (query, message) => {
    expect((await get(`/api/bets?${query}`).expect(400)).body.message).toEqual([message]);
  });
});
